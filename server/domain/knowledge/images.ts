import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { KnowledgeImage, UploadKnowledgeImageBody } from '#contract/knowledge-articles';
import type { Db } from '../../db/client.ts';
import { knowledgeImages } from '../../db/schema.ts';
import { deleteBlobs, markBlobsAttached, writeBlob } from '../files/blob-store.ts';
import { InputError } from '../errors.ts';
import { EXTENSIONS, SNIFF_BYTES, sniffImage, type ImageType } from './sniff-image.ts';

// Images of help articles: uploaded through the API as an attachment is (base64, at most 5 MB), their type read
// from their bytes; stored as a blob; served by the site at images/<key>.<ext> (site-router.ts). The key is random,
// so the image of a draft is not found by counting.

/** Where the site serves an image, from the site's home (ending with a slash). */
export const imageUrl = (siteUrl: string, key: string, type: ImageType) => `${siteUrl}images/${key}.${EXTENSIONS[type]}`;

function toImage(row: typeof knowledgeImages.$inferSelect, siteUrl: string): KnowledgeImage {
  const type = row.contentType as ImageType;
  return { id: row.id, url: imageUrl(siteUrl, row.key, type), name: row.filename, content_type: type, size: row.size, created: row.createdAt.toISOString() };
}

export async function uploadImage(db: Db, organizationId: number, body: UploadKnowledgeImageBody, siteUrl: string, now: Date): Promise<KnowledgeImage> {
  // The first bytes decoded from the first characters of the base64 text (4 characters are 3 bytes).
  const start = body.content.replace(/\s+/g, '').slice(0, Math.ceil(SNIFF_BYTES / 3) * 4);
  const type = sniffImage(Buffer.from(start, 'base64'));
  if (!type) throw new InputError('content is not a PNG, JPEG, GIF or WebP image (an SVG is not accepted: it can carry script)', 415);
  const blob = await writeBlob(db, organizationId, { base64: body.content }, now);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(knowledgeImages)
        .values({ organizationId, key: randomBytes(12).toString('base64url'), filename: body.name, contentType: type, size: blob.size, blobId: blob.id, createdAt: now })
        .returning();
      await markBlobsAttached(tx, [blob.id], now);
      return toImage(row!, siteUrl);
    });
  } catch (err) {
    await deleteBlobs(db, [blob.id]).catch(() => {});
    throw err;
  }
}

/** Deletes the image (an article showing it then shows its alt text). False when there is no such image. */
export async function deleteImage(db: Db, organizationId: number, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(knowledgeImages)
      .where(and(eq(knowledgeImages.organizationId, organizationId), eq(knowledgeImages.id, id)))
      .returning({ blobId: knowledgeImages.blobId });
    if (!row) return false;
    await deleteBlobs(tx, [row.blobId]);
    return true;
  });
}

/** The image the site serves at images/<key>.<ext>: only with the extension of its type. */
export async function imageByAddress(db: Db, organizationId: number, file: string): Promise<{ contentType: ImageType; blobId: number; key: string } | undefined> {
  const dot = file.lastIndexOf('.');
  const key = file.slice(0, dot);
  if (dot <= 0 || !/^[A-Za-z0-9_-]{16}$/.test(key)) return undefined;
  const [row] = await db
    .select({ contentType: knowledgeImages.contentType, blobId: knowledgeImages.blobId, key: knowledgeImages.key })
    .from(knowledgeImages)
    .where(and(eq(knowledgeImages.organizationId, organizationId), eq(knowledgeImages.key, key)));
  if (!row || EXTENSIONS[row.contentType as ImageType] !== file.slice(dot + 1)) return undefined;
  return { ...row, contentType: row.contentType as ImageType };
}
