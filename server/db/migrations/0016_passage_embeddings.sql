DROP INDEX "rag_passages_org_idx";--> statement-breakpoint
ALTER TABLE "rag_passages" ADD COLUMN "embedding" "bytea";--> statement-breakpoint
ALTER TABLE "rag_passages" ADD COLUMN "embedding_model" text;--> statement-breakpoint
CREATE INDEX "rag_passages_org_id_idx" ON "rag_passages" USING btree ("organization_id","id");