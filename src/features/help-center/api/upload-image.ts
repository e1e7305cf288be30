import { KnowledgeImageSchema } from '#contract/knowledge-articles';
import { api } from '../../../lib/api-client';

/** Uploads an image for an article; its address on the site. */
export async function uploadArticleImage(file: File): Promise<string> {
  if (file.size > 5 * 1024 * 1024) throw new Error(`${file.name} is larger than 5 MB.`);
  const content = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(new Error(`${file.name} could not be read.`));
    reader.readAsDataURL(file);
  });
  return (await api.post('/knowledge/images', { name: file.name, content }, { schema: KnowledgeImageSchema })).url;
}
