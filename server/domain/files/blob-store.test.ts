import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { blobChunks, blobs, channels, conversations, contacts, jobs, messages, sessions, signInFailures } from '../../db/schema.ts';
import { runDueJobs } from '../../jobs/worker.ts';
import { openTestDatabase } from '#test/support/test-database';
import { HOUSEKEEPING_JOB, housekeepingHandler, scheduleHousekeeping } from '../housekeeping.ts';
import { createOrganization, type CreatedOrganization } from '../organizations.ts';
import { blobStream, CHUNK_BYTES, readBlob, UNATTACHED_BLOB_TTL_MS, writeBlob } from './blob-store.ts';
import { insertAttachments, withStoredFiles } from './stored-files.ts';

let database: Database;
let org: CreatedOrganization;
let messageId: number;
const now = new Date('2026-11-23T12:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);

beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  org = await createOrganization(db, { name: 'Blob Co' });
  const organizationId = org.organization.id;
  const [channel] = await db.insert(channels).values({ organizationId, email: 'help@blob.test', name: 'Help' }).returning();
  const [contact] = await db.insert(contacts).values({ organizationId, email: 'c@blob.test' }).returning();
  const [conversation] = await db.insert(conversations).values({ organizationId, channelId: channel!.id, contactId: contact!.id }).returning();
  const [message] = await db
    .insert(messages)
    .values({ organizationId, conversationId: conversation!.id, direction: 'inbound', status: 'received', fromEmail: 'c@blob.test' })
    .returning();
  messageId = message!.id;
});
afterAll(() => database.close());

async function blobExists(id: number) {
  return (await database.db.select({ id: blobs.id }).from(blobs).where(eq(blobs.id, id))).length === 1;
}

describe('blob store', () => {
  it('round-trips bytes of every size across chunk boundaries, from raw bytes and from base64', async () => {
    for (const size of [0, 1, CHUNK_BYTES - 1, CHUNK_BYTES, CHUNK_BYTES + 1, 2 * CHUNK_BYTES + 7]) {
      const bytes = randomBytes(size);
      const fromBuffer = await writeBlob(database.db, org.organization.id, bytes, now);
      const fromBase64 = await writeBlob(database.db, org.organization.id, { base64: bytes.toString('base64') }, now);
      for (const blob of [fromBuffer, fromBase64]) {
        expect(blob.size).toBe(size);
        expect((await readBlob(database.db, blob.id)).equals(bytes), `size ${size}`).toBe(true);
        const streamed = Buffer.from(await new Response(blobStream(database.db, blob.id)).arrayBuffer());
        expect(streamed.equals(bytes)).toBe(true);
      }
      const chunks = await database.db.select({ seq: blobChunks.seq }).from(blobChunks).where(eq(blobChunks.blobId, fromBuffer.id));
      expect(chunks).toHaveLength(Math.ceil(size / CHUNK_BYTES));
    }
  });

  it('deletes the bytes written for files when what uses them fails', async () => {
    let written: number[] = [];
    await expect(
      withStoredFiles(database.db, org.organization.id, [{ filename: 'a.txt', contentType: 'text/plain', content: Buffer.from('abc') }], now, async (stored) => {
        written = stored.map((s) => s.blobId);
        throw new Error('the message could not be stored');
      }),
    ).rejects.toThrow('the message could not be stored');
    expect(written).toHaveLength(1);
    expect(await blobExists(written[0]!)).toBe(false);
  });

  it('deletes the bytes of an attachment with it', async () => {
    const blob = await writeBlob(database.db, org.organization.id, Buffer.from('bye'), now);
    await insertAttachments(database.db, org.organization.id, messageId, [{ filename: 'b.txt', contentType: 'text/plain', size: 3, blobId: blob.id }], now);
    await database.db.delete(messages).where(eq(messages.id, messageId));
    expect(await blobExists(blob.id)).toBe(false);
  });
});

describe('housekeeping', () => {
  it('removes unattached blobs after an hour, expired sign-in failures, old sessions and old finished jobs, then runs again an hour later', async () => {
    const db = database.db;
    const organizationId = org.organization.id;
    const orphan = await writeBlob(db, organizationId, Buffer.from('orphan'), now);
    const fresh = await writeBlob(db, organizationId, Buffer.from('fresh'), later(UNATTACHED_BLOB_TTL_MS));
    const [failure] = await db.insert(signInFailures).values({ email: 'x@blob.test', clientAddress: '1.2.3.4', createdAt: now }).returning();
    const [session] = await db
      .insert(sessions)
      .values({ organizationId, agentId: org.owner.id, tokenHash: 'h', createdAt: now, expiresAt: now })
      .returning();
    const [oldJob] = await db.insert(jobs).values({ kind: 'x', status: 'done', runAt: now, finishedAt: now }).returning();

    const runAt = later(UNATTACHED_BLOB_TTL_MS + 60_000 + 31 * 86_400_000);
    await scheduleHousekeeping(db, runAt);
    const handlers = { [HOUSEKEEPING_JOB]: housekeepingHandler(db, pino({ level: 'silent' })) };
    expect(await runDueJobs(db, handlers, { now: runAt, workerId: 'w' })).toBe(1);

    expect(await blobExists(orphan.id)).toBe(false);
    expect(await blobExists(fresh.id)).toBe(false); // also over an hour old at runAt
    expect(await db.select().from(signInFailures).where(eq(signInFailures.id, failure!.id))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.id, session!.id))).toEqual([]);
    expect(await db.select().from(jobs).where(eq(jobs.id, oldJob!.id))).toEqual([]);
    const [next] = await db.select().from(jobs).where(eq(jobs.kind, HOUSEKEEPING_JOB));
    expect(next).toMatchObject({ status: 'pending' });
    expect(next!.runAt.getTime()).toBe(runAt.getTime() + 3_600_000);
  });

  it('keeps a blob being uploaded (unattached, under an hour old)', async () => {
    const recent = await writeBlob(database.db, org.organization.id, Buffer.from('in flight'), now);
    const handler = housekeepingHandler(database.db, pino({ level: 'silent' }));
    await handler({ id: 0, kind: HOUSEKEEPING_JOB, payload: {}, organizationId: null, attempts: 1, now: later(UNATTACHED_BLOB_TTL_MS - 1000) });
    expect(await blobExists(recent.id)).toBe(true);
  });
});
