CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "conversations_org_status_idx";--> statement-breakpoint
DROP INDEX "conversations_org_created_idx";--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "priority_key" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "longest_key" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "conversations_priority_idx" ON "conversations" USING btree ("organization_id","status","priority_key","id");--> statement-breakpoint
CREATE INDEX "conversations_longest_idx" ON "conversations" USING btree ("organization_id","status","longest_key","id");--> statement-breakpoint
CREATE INDEX "conversations_created_idx" ON "conversations" USING btree ("organization_id","status","created_at","id");--> statement-breakpoint
-- Keyset pagination needs one ascending key per order. The trigger keeps them right whatever writes the row
-- (API, inbound mail, seeding), so no code path can forget.
-- priority_key: waiting on an agent -> epoch ms of waiting_since (oldest wait first);
-- otherwise 2^52 - epoch ms of updated_at (after every waiting one, most recent activity first).
CREATE FUNCTION conversations_sort_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.priority_key := CASE
    WHEN NEW.waiting_since IS NOT NULL THEN floor(extract(epoch FROM NEW.waiting_since) * 1000)::bigint
    ELSE 4503599627370496 - floor(extract(epoch FROM NEW.updated_at) * 1000)::bigint
  END;
  NEW.longest_key := coalesce(NEW.waiting_since, NEW.last_message_at, NEW.created_at);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER conversations_sort_keys BEFORE INSERT OR UPDATE OF waiting_since, updated_at, last_message_at, created_at
  ON conversations FOR EACH ROW EXECUTE FUNCTION conversations_sort_keys();
--> statement-breakpoint
UPDATE conversations SET updated_at = updated_at;
