ALTER TABLE "conversations" ADD COLUMN "contact_search" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
-- A conversation carries its contact's search document, so that a free-text search matches the conversation or
-- its contact from two indexes of conversations. Triggers keep the copy: a new conversation (or one moved to
-- another contact) takes its contact's, and a contact's change reaches its conversations.
UPDATE conversations SET contact_search = contacts.search FROM contacts WHERE contacts.id = conversations.contact_id;--> statement-breakpoint
CREATE INDEX "conversations_contact_search_idx" ON "conversations" USING gin ("contact_search");--> statement-breakpoint
CREATE FUNCTION conversations_contact_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.contact_search := coalesce((SELECT search FROM contacts WHERE id = NEW.contact_id), ''::tsvector);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER conversations_contact_search BEFORE INSERT OR UPDATE OF contact_id
  ON conversations FOR EACH ROW EXECUTE FUNCTION conversations_contact_search();--> statement-breakpoint
CREATE FUNCTION contacts_search_to_conversations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE conversations SET contact_search = NEW.search WHERE contact_id = NEW.id AND contact_search IS DISTINCT FROM NEW.search;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER contacts_search_to_conversations AFTER UPDATE OF name, email
  ON contacts FOR EACH ROW WHEN (OLD.search IS DISTINCT FROM NEW.search) EXECUTE FUNCTION contacts_search_to_conversations();
