ALTER TABLE "conversations" ADD COLUMN "first_reply_agent_id" bigint;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "first_response_seconds" integer;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "first_response_business_seconds" integer;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_first_reply_agent_id_agents_id_fk" FOREIGN KEY ("first_reply_agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_org_created_at_idx" ON "conversations" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "conversations_first_reply_idx" ON "conversations" USING btree ("organization_id","first_reply_at") WHERE "conversations"."first_reply_at" is not null;--> statement-breakpoint
CREATE INDEX "events_org_status_idx" ON "events" USING btree ("organization_id","created_at") WHERE "events"."type" = 'status_changed';--> statement-breakpoint
CREATE INDEX "messages_org_sent_idx" ON "messages" USING btree ("organization_id","sent_at") WHERE "messages"."direction" = 'outbound' and "messages"."status" = 'sent';--> statement-breakpoint
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
