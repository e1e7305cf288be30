ALTER TABLE "contacts" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', name || ' ' || coalesce(email, '') || ' ' || coalesce(split_part(email, '@', 1), '') || ' ' || coalesce(split_part(email, '@', 2), ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "contacts_search_idx" ON "contacts" USING gin ("search");--> statement-breakpoint
-- Priority order, after the waiting conversations: by the last message (or creation), no longer by the last
-- change. Tagging or assigning a conversation is no activity of the customer's or the agent's: it must not move
-- the row to the top, nor show it as new.
CREATE OR REPLACE FUNCTION conversations_sort_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.priority_key := CASE
    WHEN NEW.waiting_since IS NOT NULL THEN floor(extract(epoch FROM NEW.waiting_since) * 1000)::bigint
    ELSE 4503599627370496 - floor(extract(epoch FROM coalesce(NEW.last_message_at, NEW.created_at)) * 1000)::bigint
  END;
  NEW.longest_key := coalesce(NEW.waiting_since, NEW.last_message_at, NEW.created_at);
  RETURN NEW;
END
$$;
--> statement-breakpoint
UPDATE conversations SET priority_key = 4503599627370496 - floor(extract(epoch FROM coalesce(last_message_at, created_at)) * 1000)::bigint
  WHERE waiting_since IS NULL;
