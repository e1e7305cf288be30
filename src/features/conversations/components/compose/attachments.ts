import { ATTACHMENT_MAX_BYTES, ATTACHMENTS_MAX } from '#contract/compose';

// Attachments are checked in the browser before anything is read or uploaded (5 MB each, 20 at most),
// then read as base64 for the JSON body. The server checks the same limits again.

export interface DraftAttachment {
  name: string;
  type: string;
  /** Standard base64, without a data: prefix. */
  content: string;
}

/** "512 B", "1.5 KB", "4.8 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value >= 10 ? Math.round(value) : Math.round(value * 10) / 10} ${units[unit]}`;
}

/** Splits picked files into the ones to read and one message per refused file. */
export function checkFiles<F extends { name: string; size: number }>(files: readonly F[], alreadyAttached: number) {
  const accepted: F[] = [];
  const errors: string[] = [];
  for (const file of files) {
    if (file.size > ATTACHMENT_MAX_BYTES) errors.push(`${file.name} is over the 5 MB limit (${formatBytes(file.size)}): not attached.`);
    else if (alreadyAttached + accepted.length >= ATTACHMENTS_MAX) errors.push(`${file.name}: at most ${ATTACHMENTS_MAX} attachments.`);
    else accepted.push(file);
  }
  return { accepted, errors };
}

/** The base64 part of a `data:...;base64,` URL, as FileReader.readAsDataURL gives it. */
export function base64FromDataUrl(dataUrl: string): string {
  const comma = dataUrl.indexOf(',');
  return comma === -1 ? '' : dataUrl.slice(comma + 1);
}

/** Decoded size of base64 content, for showing a restored draft's attachment sizes. */
export function base64Size(content: string): number {
  const padding = content.endsWith('==') ? 2 : content.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((content.length * 3) / 4) - padding);
}

export function readFileAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(base64FromDataUrl(String(reader.result)));
    reader.onerror = () => reject(reader.error ?? new Error(`could not read ${file.name}`));
    reader.readAsDataURL(file);
  });
}

export async function readAttachment(file: File): Promise<DraftAttachment> {
  return { name: file.name, type: file.type || 'application/octet-stream', content: await readFileAsBase64(file) };
}
