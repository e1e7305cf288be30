ALTER TABLE "conversations" ADD COLUMN "first_reply_agent_id" bigint;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "first_response_seconds" integer;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "first_response_business_seconds" integer;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_first_reply_agent_id_agents_id_fk" FOREIGN KEY ("first_reply_agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The first replies already sent: who sent them, and the wait since the customer's first message when the customer
-- started the conversation (its earliest message is theirs). Around the clock: no organization had hours before.
UPDATE "conversations" c SET "first_reply_agent_id" = f.agent_id,
  "first_response_seconds" = CASE WHEN f.first_direction = 'inbound' THEN greatest(0, extract(epoch FROM c.first_reply_at - f.first_at))::int END
FROM (
  SELECT cc.id,
    (SELECT m.agent_id FROM "messages" m WHERE m.conversation_id = cc.id AND m.direction = 'outbound' AND m.status = 'sent' ORDER BY m.sent_at, m.id LIMIT 1) AS agent_id,
    (SELECT m.direction FROM "messages" m WHERE m.conversation_id = cc.id ORDER BY m.created_at, m.id LIMIT 1) AS first_direction,
    (SELECT min(m.created_at) FROM "messages" m WHERE m.conversation_id = cc.id AND m.direction = 'inbound') AS first_at
  FROM "conversations" cc WHERE cc.first_reply_at IS NOT NULL
) f
WHERE f.id = c.id;--> statement-breakpoint
-- Closings recorded before: their resolution time since the conversation was opened.
UPDATE "events" e SET "data" = e.data || jsonb_build_object('resolution_seconds', greatest(0, extract(epoch FROM e.created_at - c.created_at))::int)
FROM "conversations" c
WHERE c.id = e.conversation_id AND e.type = 'status_changed' AND e.data->>'to' = 'closed' AND NOT (e.data ? 'resolution_seconds');
--> statement-breakpoint
-- Closings undone before now (the next status change of the conversation is the Undo's): marked, as undo marks them.
UPDATE "events" e SET "data" = e.data || '{"undone": true}'::jsonb
WHERE e.type = 'status_changed' AND e.data->>'to' = 'closed' AND (
  SELECT n.data->>'reason' FROM "events" n
  WHERE n.conversation_id = e.conversation_id AND n.type = 'status_changed' AND (n.created_at, n.id) > (e.created_at, e.id)
  ORDER BY n.created_at, n.id LIMIT 1) = 'undo';--> statement-breakpoint
-- Covering indexes of the reports (INCLUDE: drizzle cannot declare them, so they are not in schema.ts): a month of an
-- organization's conversations, first replies, sent replies and status changes read from the index alone.
CREATE INDEX "conversations_report_created_idx" ON "conversations" USING btree ("organization_id", "created_at")
  INCLUDE ("channel_id", "assignee_id", "tags", "sla_policy_id", "sla_breaches", "first_response_seconds");--> statement-breakpoint
CREATE INDEX "conversations_report_first_reply_idx" ON "conversations" USING btree ("organization_id", "first_reply_at")
  INCLUDE ("first_reply_agent_id", "first_response_seconds", "first_response_business_seconds", "channel_id", "assignee_id", "tags")
  WHERE "first_reply_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "messages_report_sent_idx" ON "messages" USING btree ("organization_id", "sent_at")
  INCLUDE ("agent_id", "conversation_id") WHERE "direction" = 'outbound' AND "status" = 'sent';--> statement-breakpoint
CREATE INDEX "events_report_status_idx" ON "events" USING btree ("organization_id", "created_at")
  INCLUDE ("actor_agent_id", "conversation_id", "data") WHERE "type" = 'status_changed';
