CREATE TABLE "rag_proposals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"source_uuid" uuid NOT NULL,
	"question" text NOT NULL,
	"question_key" text NOT NULL,
	"origin" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"occurrences" integer DEFAULT 1 NOT NULL,
	"conversation_id" bigint,
	"agent_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_proposed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_type" text,
	"decided_by_agent_id" bigint,
	"decided_by_api_key_id" bigint
);
--> statement-breakpoint
ALTER TABLE "rag_proposals" ADD CONSTRAINT "rag_proposals_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rag_proposals" ADD CONSTRAINT "rag_proposals_source_uuid_rag_sources_uuid_fk" FOREIGN KEY ("source_uuid") REFERENCES "public"."rag_sources"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rag_proposals" ADD CONSTRAINT "rag_proposals_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rag_proposals" ADD CONSTRAINT "rag_proposals_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rag_proposals_source_question_idx" ON "rag_proposals" USING btree ("source_uuid","question_key");--> statement-breakpoint
CREATE INDEX "rag_proposals_org_idx" ON "rag_proposals" USING btree ("organization_id","id");--> statement-breakpoint
CREATE INDEX "rag_proposals_conversation_idx" ON "rag_proposals" USING btree ("conversation_id");