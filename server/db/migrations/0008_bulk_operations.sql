CREATE TABLE "bulk_operation_items" (
	"operation_id" bigint NOT NULL,
	"organization_id" bigint NOT NULL,
	"conversation_id" bigint NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"changed" boolean DEFAULT false NOT NULL,
	"undone" boolean DEFAULT false NOT NULL,
	"before" jsonb,
	CONSTRAINT "bulk_operation_items_operation_id_conversation_id_pk" PRIMARY KEY("operation_id","conversation_id")
);
--> statement-breakpoint
CREATE TABLE "bulk_operations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"actor_type" text NOT NULL,
	"actor_agent_id" bigint,
	"actor_api_key_id" bigint,
	"change" jsonb NOT NULL,
	"search" text,
	"status" text DEFAULT 'running' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"changed" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bulk_operation_items" ADD CONSTRAINT "bulk_operation_items_operation_id_bulk_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."bulk_operations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_operation_items" ADD CONSTRAINT "bulk_operation_items_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_operations" ADD CONSTRAINT "bulk_operations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_operations_org_idx" ON "bulk_operations" USING btree ("organization_id","id");--> statement-breakpoint
CREATE INDEX "bulk_operations_created_idx" ON "bulk_operations" USING btree ("created_at");