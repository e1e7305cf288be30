-- The contact's words move into the conversation's own search document, with weight C (the subject is A, message
-- texts B), instead of a column and GIN index of their own (migration 0012). A search of several words is then one
-- tsquery on one index, and a walk of the list's order checks one document per row. See docs/decisions/010.
DROP TRIGGER "conversations_contact_search" ON "conversations";--> statement-breakpoint
DROP TRIGGER "contacts_search_to_conversations" ON "contacts";--> statement-breakpoint
DROP INDEX "conversations_contact_search_idx";--> statement-breakpoint
-- Every row is rewritten once: building the index again afterwards is cheaper than updating it row by row.
DROP INDEX "conversations_search_idx";--> statement-breakpoint
UPDATE "conversations" SET "search" = "search" || setweight("contact_search", 'C') WHERE "contact_search" <> ''::tsvector;--> statement-breakpoint
ALTER TABLE "conversations" DROP COLUMN "contact_search";--> statement-breakpoint
CREATE INDEX "conversations_search_idx" ON "conversations" USING gin ("search");--> statement-breakpoint
-- A new conversation, or one moved to another contact, takes its contact's words in place of any it had.
CREATE OR REPLACE FUNCTION conversations_contact_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search := ts_filter(NEW.search, '{a,b,d}')
    || setweight(coalesce((SELECT search FROM contacts WHERE id = NEW.contact_id), ''::tsvector), 'C');
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "conversations_contact_search" BEFORE INSERT OR UPDATE OF contact_id
  ON "conversations" FOR EACH ROW EXECUTE FUNCTION conversations_contact_search();--> statement-breakpoint
-- A contact's new name or address reaches its conversations' documents.
CREATE OR REPLACE FUNCTION contacts_search_to_conversations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE conversations SET search = ts_filter(search, '{a,b,d}') || setweight(NEW.search, 'C') WHERE contact_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "contacts_search_to_conversations" AFTER UPDATE OF name, email
  ON "contacts" FOR EACH ROW WHEN (OLD.search IS DISTINCT FROM NEW.search) EXECUTE FUNCTION contacts_search_to_conversations();
