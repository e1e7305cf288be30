import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { attachments, messages } from '../../db/schema.ts';

/** An attachment of a message of this conversation of the organization. */
export async function getAttachmentFile(db: Db, organizationId: number, conversationId: number, attachmentId: number) {
  const [row] = await db
    .select({ filename: attachments.filename, contentType: attachments.contentType, size: attachments.size, blobId: attachments.blobId })
    .from(attachments)
    .innerJoin(messages, eq(messages.id, attachments.messageId))
    .where(
      and(
        eq(attachments.organizationId, organizationId),
        eq(attachments.id, attachmentId),
        eq(messages.conversationId, conversationId),
      ),
    );
  return row;
}

/** Content-Disposition for a download: an ASCII fallback name plus the exact UTF-8 name (RFC 6266/5987). */
export function attachmentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
