CREATE TABLE "rule_auto_replies" (
	"organization_id" bigint NOT NULL,
	"rule_id" bigint NOT NULL,
	"contact_id" bigint NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rule_auto_replies_rule_id_contact_id_pk" PRIMARY KEY("rule_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "rules" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"trigger" text NOT NULL,
	"match" text DEFAULT 'all' NOT NULL,
	"conditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"actions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stop_after" boolean DEFAULT false NOT NULL,
	"sort" integer NOT NULL,
	"last_assigned_agent_id" bigint,
	"applied_count" integer DEFAULT 0 NOT NULL,
	"last_applied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "automated" text;--> statement-breakpoint
ALTER TABLE "rule_auto_replies" ADD CONSTRAINT "rule_auto_replies_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_auto_replies" ADD CONSTRAINT "rule_auto_replies_rule_id_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_auto_replies" ADD CONSTRAINT "rule_auto_replies_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rules" ADD CONSTRAINT "rules_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rule_auto_replies_contact_idx" ON "rule_auto_replies" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "rules_org_idx" ON "rules" USING btree ("organization_id","trigger","sort");--> statement-breakpoint
-- Replies sent by people: a rule's auto-reply (automated) is no reply in the reports.
DROP INDEX "messages_report_sent_idx";--> statement-breakpoint
CREATE INDEX "messages_report_sent_idx" ON "messages" USING btree ("organization_id", "sent_at")
  INCLUDE ("agent_id", "conversation_id") WHERE "direction" = 'outbound' AND "status" = 'sent' AND "automated" IS NULL;
