// Characters that must never be part of a stored file name: C0 and C1 controls (CR/LF can split headers and log
// lines), and the invisible formatting characters that reorder or hide text: bidirectional overrides and
// isolates ("evil\u202Egpj.exe" shows as "evilexe.jpg"), zero-width characters and the byte-order mark.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

export const FILE_NAME_MAX = 255;

/** A file name safe to store, show and offer as a download: no path, no controls, no hidden reordering. */
export function safeFileName(name: string): string {
  const cleaned = name.replace(UNSAFE, '').replace(/[/\\]/g, '_').trim().slice(0, FILE_NAME_MAX).trim();
  // "." and ".." name a folder, not a file, wherever the name ends up in a path (Windows drops trailing dots).
  return /^\.*$/.test(cleaned) ? 'attachment' : cleaned;
}

/** The extension a file really has (after its last dot), lower-case, or '' without one. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}
