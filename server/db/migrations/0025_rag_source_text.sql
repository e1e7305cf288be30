-- What the AI answers page's Find field searches: a source's questions, answer, title and text as one string.
-- Declared immutable (it is, for the same arguments) so that it can be indexed; array_to_string alone is only stable.
-- A later change of its body must REINDEX rag_sources_text_trgm_idx, which holds what the old body returned.
CREATE OR REPLACE FUNCTION rag_source_text(questions text[], answer text, title text, content text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array_to_string(questions, E'\n') || E'\n' || answer || E'\n' || title || E'\n' || content $$;--> statement-breakpoint
CREATE INDEX "rag_sources_text_trgm_idx" ON "rag_sources" USING gin (rag_source_text("questions", "answer", "title", "content") gin_trgm_ops);
