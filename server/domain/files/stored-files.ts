import { safeFileName } from '#contract/file-name';
import type { Db } from '../../db/client.ts';
import { attachments } from '../../db/schema.ts';
import { deleteBlobs, markBlobsAttached, writeBlob, type BlobSource } from './blob-store.ts';

export interface IncomingFile {
  filename: string;
  contentType: string;
  content: BlobSource;
}

/** The attachments of a compose or reply body, as their base64 text. */
export function uploadedFiles(list: { name: string; type: string; content: string }[] | undefined): IncomingFile[] {
  return (list ?? []).map((a) => ({ filename: a.name, contentType: a.type, content: { base64: a.content } }));
}

/** A file whose bytes are stored (as a blob) and that is waiting to be attached to its message. */
export interface StoredFile {
  filename: string;
  contentType: string;
  size: number;
  blobId: number;
}

/**
 * Writes the files' bytes first, outside any transaction (so a large upload never holds the database for the
 * other requests), then runs `use` with them, typically the transaction that stores the message. If `use`
 * fails, the bytes are deleted again; housekeeping removes what a crash leaves behind.
 */
export async function withStoredFiles<T>(
  db: Db,
  organizationId: number,
  files: IncomingFile[],
  now: Date,
  use: (stored: StoredFile[]) => Promise<T>,
): Promise<T> {
  const stored: StoredFile[] = [];
  try {
    for (const file of files) {
      const blob = await writeBlob(db, organizationId, file.content, now);
      stored.push({ filename: safeFileName(file.filename), contentType: file.contentType, size: blob.size, blobId: blob.id });
    }
    return await use(stored);
  } catch (err) {
    await deleteBlobs(
      db,
      stored.map((s) => s.blobId),
    ).catch(() => {});
    throw err;
  }
}

/** The attachment rows of a message, in the transaction that stores the message. */
export async function insertAttachments(tx: Db, organizationId: number, messageId: number, files: StoredFile[], now: Date): Promise<void> {
  if (files.length === 0) return;
  await tx.insert(attachments).values(
    files.map((f) => ({ organizationId, messageId, filename: f.filename, contentType: f.contentType, size: f.size, blobId: f.blobId, createdAt: now })),
  );
  await markBlobsAttached(
    tx,
    files.map((f) => f.blobId),
    now,
  );
}
