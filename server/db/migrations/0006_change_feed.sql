CREATE TABLE "change_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"type" text NOT NULL,
	"actor_type" text NOT NULL,
	"actor_agent_id" bigint,
	"actor_api_key_id" bigint,
	"conversation_id" bigint,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "change_feed_pruned_through" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "change_events" ADD CONSTRAINT "change_events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "change_events_org_id_idx" ON "change_events" USING btree ("organization_id","id");--> statement-breakpoint
CREATE INDEX "change_events_created_idx" ON "change_events" USING btree ("created_at");