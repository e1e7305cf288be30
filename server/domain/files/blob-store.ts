import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { blobChunks, blobs } from '../../db/schema.ts';
import { yieldToEventLoop } from '../../event-loop.ts';

/** Bytes a chunk holds: a multiple of 3, so each chunk's base64 text has no padding in the middle of a file. */
export const CHUNK_BYTES = 3 * 64 * 1024;
const CHUNK_BASE64_CHARS = (CHUNK_BYTES / 3) * 4;
/** A blob not attached within this time belonged to an upload that failed; housekeeping deletes it. */
export const UNATTACHED_BLOB_TTL_MS = 60 * 60_000;

/** File bytes as they arrive: raw (inbound mail) or as the base64 text of a JSON body (compose, reply). */
export type BlobSource = Buffer | { base64: string };

function base64Chunks(source: BlobSource): { chunks: Iterable<string>; size: number } {
  if (Buffer.isBuffer(source)) {
    const buffer = source;
    return {
      size: buffer.length,
      chunks: (function* () {
        for (let offset = 0; offset < buffer.length; offset += CHUNK_BYTES) {
          yield buffer.subarray(offset, offset + CHUNK_BYTES).toString('base64');
        }
      })(),
    };
  }
  // Line breaks are allowed in the request; chunks are cut at 4-character boundaries of the compact text.
  const text = /\s/.test(source.base64) ? source.base64.replace(/\s+/g, '') : source.base64;
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  return {
    size: (text.length / 4) * 3 - padding,
    chunks: (function* () {
      for (let offset = 0; offset < text.length; offset += CHUNK_BASE64_CHARS) yield text.slice(offset, offset + CHUNK_BASE64_CHARS);
    })(),
  };
}

/**
 * Stores bytes as a new blob of the organization, one chunk a statement. The bytes travel as base64 text that
 * the database decodes: the embedded database serialises a binary parameter byte by byte in JavaScript (about
 * a quarter of a second a megabyte, holding the event loop), text it copies at once.
 */
export async function writeBlob(db: Db, organizationId: number, source: BlobSource, now: Date): Promise<{ id: number; size: number }> {
  const { chunks, size } = base64Chunks(source);
  const [blob] = await db.insert(blobs).values({ organizationId, size, createdAt: now }).returning({ id: blobs.id });
  let seq = 0;
  for (const chunk of chunks) {
    await db.execute(sql`insert into blob_chunks (blob_id, seq, data) values (${blob!.id}, ${seq++}, decode(${chunk}, 'base64'))`);
    await yieldToEventLoop(); // between chunks: see yieldToEventLoop
  }
  return { id: blob!.id, size };
}

/** Marks blobs as in use, in the transaction that stores what refers to them. */
export async function markBlobsAttached(tx: Db, ids: number[], now: Date): Promise<void> {
  if (ids.length) await tx.update(blobs).set({ attachedAt: now }).where(inArray(blobs.id, ids));
}

export async function deleteBlobs(db: Db, ids: number[]): Promise<void> {
  if (ids.length) await db.delete(blobs).where(inArray(blobs.id, ids));
}

async function chunkNumbers(db: Db, blobId: number): Promise<number[]> {
  const rows = await db.select({ seq: blobChunks.seq }).from(blobChunks).where(eq(blobChunks.blobId, blobId)).orderBy(blobChunks.seq);
  return rows.map((r) => r.seq);
}

async function readChunk(db: Db, blobId: number, seq: number): Promise<Buffer> {
  const [row] = await queryRows<{ data: string }>(db, sql`select encode(data, 'base64') as data from blob_chunks where blob_id = ${blobId} and seq = ${seq}`);
  return Buffer.from(row?.data ?? '', 'base64');
}

/** The whole blob (for building an outgoing mail), read a chunk a statement. */
export async function readBlob(db: Db, blobId: number): Promise<Buffer> {
  const parts: Buffer[] = [];
  for (const seq of await chunkNumbers(db, blobId)) {
    parts.push(await readChunk(db, blobId, seq));
    await yieldToEventLoop();
  }
  return Buffer.concat(parts);
}

/** The blob as a stream (for downloads): one chunk in memory at a time. */
export function blobStream(db: Db, blobId: number): ReadableStream<Uint8Array> {
  let pending: number[] | undefined;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      pending ??= await chunkNumbers(db, blobId);
      const seq = pending.shift();
      if (seq === undefined) return controller.close();
      controller.enqueue(new Uint8Array(await readChunk(db, blobId, seq)));
    },
  });
}

/** Blobs written for uploads that never got attached (the request failed, or the process died meanwhile). */
export async function deleteUnattachedBlobs(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(blobs)
    .where(and(isNull(blobs.attachedAt), lt(blobs.createdAt, new Date(now.getTime() - UNATTACHED_BLOB_TTL_MS))))
    .returning({ id: blobs.id });
  return gone.length;
}
