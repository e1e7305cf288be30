ALTER TABLE "rag_passages" ADD COLUMN "embedding" real[];--> statement-breakpoint
ALTER TABLE "rag_passages" ADD COLUMN "embedding_model" text;