CREATE TABLE "sla_policies" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"name" text NOT NULL,
	"sort" integer NOT NULL,
	"first_response_minutes" integer,
	"next_response_minutes" integer,
	"resolution_minutes" integer,
	"business_hours" boolean DEFAULT false NOT NULL,
	"channel_ids" bigint[],
	"tags" text[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "first_reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "sla_policy_id" bigint;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "sla_cycle_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "sla_pauses" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "sla_first_response_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "sla_next_response_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "sla_resolution_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "sla_breaches" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "sla_due_key" timestamp with time zone DEFAULT 'infinity' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "business_hours" jsonb;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "sla_reapply_after" bigint;--> statement-breakpoint
ALTER TABLE "sla_policies" ADD CONSTRAINT "sla_policies_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sla_policies_org_idx" ON "sla_policies" USING btree ("organization_id","sort");--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_sla_policy_id_sla_policies_id_fk" FOREIGN KEY ("sla_policy_id") REFERENCES "public"."sla_policies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_due_idx" ON "conversations" USING btree ("organization_id","status","sla_due_key","id");--> statement-breakpoint
CREATE INDEX "conversations_sla_policy_idx" ON "conversations" USING btree ("sla_policy_id") WHERE "conversations"."sla_policy_id" is not null;--> statement-breakpoint
-- What existing conversations already are: their first reply, and the start of their open cycle.
UPDATE "conversations" c SET "first_reply_at" = m.first_sent
FROM (SELECT "conversation_id", min("sent_at") AS first_sent FROM "messages" WHERE "direction" = 'outbound' AND "status" = 'sent' GROUP BY "conversation_id") m
WHERE m."conversation_id" = c."id";--> statement-breakpoint
UPDATE "conversations" SET "sla_cycle_started_at" = "created_at" WHERE "status" IN ('opened', 'snoozed');
