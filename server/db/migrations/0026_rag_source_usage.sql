ALTER TABLE "messages" ADD COLUMN "ai_source_uuid" uuid;--> statement-breakpoint
ALTER TABLE "rag_sources" ADD COLUMN "used_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rag_sources" ADD COLUMN "last_used_at" timestamp with time zone;