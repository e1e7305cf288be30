CREATE TABLE "invoices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"public_id" text NOT NULL,
	"reference" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"members" integer NOT NULL,
	"plan_name" text NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rag_passages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"source_uuid" uuid NOT NULL,
	"kind" text NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"search" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rag_sources" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" bigint NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"title" text DEFAULT '' NOT NULL,
	"questions" text[] DEFAULT '{}'::text[] NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"conversation_id" bigint,
	"passage_count" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "snippet_actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"snippet_id" bigint NOT NULL,
	"name" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "snippet_categories" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"name" text NOT NULL,
	"parent_id" bigint,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "snippets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"title" text NOT NULL,
	"shortcut" text,
	"categories" bigint[] DEFAULT '{0}'::bigint[] NOT NULL,
	"applied_count" integer DEFAULT 0 NOT NULL,
	"last_applied_at" timestamp with time zone,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "plan_name" text DEFAULT 'Standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "plan_offer" integer DEFAULT 1900 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "currency" text DEFAULT 'EUR' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "knowledge_domain" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "knowledge_check" jsonb;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "knowledge_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rag_passages" ADD CONSTRAINT "rag_passages_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rag_passages" ADD CONSTRAINT "rag_passages_source_uuid_rag_sources_uuid_fk" FOREIGN KEY ("source_uuid") REFERENCES "public"."rag_sources"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rag_sources" ADD CONSTRAINT "rag_sources_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rag_sources" ADD CONSTRAINT "rag_sources_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snippet_actions" ADD CONSTRAINT "snippet_actions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snippet_actions" ADD CONSTRAINT "snippet_actions_snippet_id_snippets_id_fk" FOREIGN KEY ("snippet_id") REFERENCES "public"."snippets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snippet_categories" ADD CONSTRAINT "snippet_categories_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snippets" ADD CONSTRAINT "snippets_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_public_id_uq" ON "invoices" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "invoices_org_paid_idx" ON "invoices" USING btree ("organization_id","paid_at");--> statement-breakpoint
CREATE INDEX "rag_passages_source_idx" ON "rag_passages" USING btree ("source_uuid");--> statement-breakpoint
CREATE INDEX "rag_passages_search_idx" ON "rag_passages" USING gin ("search");--> statement-breakpoint
CREATE INDEX "rag_passages_text_trgm_idx" ON "rag_passages" USING gin ("text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rag_passages_org_idx" ON "rag_passages" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "rag_sources_org_idx" ON "rag_sources" USING btree ("organization_id","created_at","uuid");--> statement-breakpoint
CREATE INDEX "rag_sources_org_status_idx" ON "rag_sources" USING btree ("organization_id","status");--> statement-breakpoint
CREATE INDEX "snippet_actions_snippet_idx" ON "snippet_actions" USING btree ("snippet_id","sort");--> statement-breakpoint
CREATE INDEX "snippet_categories_org_idx" ON "snippet_categories" USING btree ("organization_id","parent_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "snippets_org_shortcut_uq" ON "snippets" USING btree ("organization_id","shortcut") WHERE "snippets"."shortcut" is not null;--> statement-breakpoint
CREATE INDEX "snippets_org_idx" ON "snippets" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "snippets_categories_idx" ON "snippets" USING gin ("categories");--> statement-breakpoint
CREATE INDEX "snippets_search_trgm_idx" ON "snippets" USING gin ("search_text" gin_trgm_ops);