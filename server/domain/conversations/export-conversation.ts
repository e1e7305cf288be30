import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { channels, organizations } from '../../db/schema.ts';
import { DEFAULT_MAX_ENTRIES, exportFileName, renderConversationPdf } from '../export/conversation-pdf.ts';
import { getConversation } from './conversation-view.ts';
import { countTimelineEntries, loadTimelineEntries } from './message-view.ts';

/** The PDF of a conversation of the organization, or undefined when there is no such conversation. */
export async function exportConversationPdf(
  db: Db,
  organizationId: number,
  conversationId: number,
  now: Date,
): Promise<{ fileName: string; pdf: Buffer } | undefined> {
  const conversation = await getConversation(db, organizationId, conversationId);
  if (!conversation) return undefined;
  const [entries, totalEntries, [channel], [org]] = await Promise.all([
    // Only what the PDF shows is read: a conversation with thousands of large mails exports as cheaply.
    loadTimelineEntries(db, organizationId, conversationId, { limit: DEFAULT_MAX_ENTRIES }),
    countTimelineEntries(db, organizationId, conversationId),
    db.select().from(channels).where(and(eq(channels.organizationId, organizationId), eq(channels.id, conversation.channel_id))),
    db.select().from(organizations).where(eq(organizations.id, organizationId)),
  ]);
  const pdf = await renderConversationPdf({
    timeline: { conversation, entries },
    channel: { name: channel?.name ?? '', email: channel?.email ?? '' },
    organizationName: org?.name ?? '',
    timeZone: org?.timezone ?? 'UTC',
    generatedAt: now,
    totalEntries,
  });
  return { fileName: exportFileName(conversation), pdf };
}
