import type { KNOWLEDGE_IMAGE_TYPES } from '#contract/knowledge-articles';

// What an uploaded image is, read from its first bytes: the file name and the declared type are the sender's
// word. Only raster formats every browser shows: an SVG is refused, as it can carry script.

export type ImageType = (typeof KNOWLEDGE_IMAGE_TYPES)[number];

/** Bytes the check needs from the start of a file. */
export const SNIFF_BYTES = 12;

export function sniffImage(head: Buffer): ImageType | undefined {
  const ascii = (from: number, to: number) => head.subarray(from, to).toString('latin1');
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return undefined;
}

export const EXTENSIONS: Record<ImageType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp' };
