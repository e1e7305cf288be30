CREATE TABLE "blob_chunks" (
	"blob_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "blob_chunks_blob_id_seq_pk" PRIMARY KEY("blob_id","seq")
);
--> statement-breakpoint
CREATE TABLE "blobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attached_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "attachments" ADD COLUMN "blob_id" bigint;--> statement-breakpoint
-- Existing attachments keep their bytes: each becomes a blob (with the attachment's id) of one chunk.
INSERT INTO "blobs" ("id", "organization_id", "size", "created_at", "attached_at")
  SELECT "id", "organization_id", octet_length("content"), "created_at", "created_at" FROM "attachments";--> statement-breakpoint
INSERT INTO "blob_chunks" ("blob_id", "seq", "data") SELECT "id", 0, "content" FROM "attachments";--> statement-breakpoint
UPDATE "attachments" SET "blob_id" = "id";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('blobs', 'id'), coalesce((SELECT max("id") FROM "blobs"), 0) + 1, false);--> statement-breakpoint
ALTER TABLE "attachments" ALTER COLUMN "blob_id" SET NOT NULL;--> statement-breakpoint
-- File names without control characters or bidirectional overrides ("evil\u202Egpj.exe" showed as "evilexe.jpg").
UPDATE "attachments" SET "filename" = coalesce(nullif(regexp_replace("filename", '[\x01-\x1f\x7f-\x9f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]', '', 'g'), ''), 'attachment')
  WHERE "filename" ~ '[\x01-\x1f\x7f-\x9f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]';--> statement-breakpoint
ALTER TABLE "blob_chunks" ADD CONSTRAINT "blob_chunks_blob_id_blobs_id_fk" FOREIGN KEY ("blob_id") REFERENCES "public"."blobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blobs" ADD CONSTRAINT "blobs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blobs_unattached_idx" ON "blobs" USING btree ("created_at") WHERE "blobs"."attached_at" is null;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_blob_id_blobs_id_fk" FOREIGN KEY ("blob_id") REFERENCES "public"."blobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_blob_idx" ON "attachments" USING btree ("blob_id");--> statement-breakpoint
ALTER TABLE "attachments" DROP COLUMN "content";--> statement-breakpoint
-- The bytes go with their attachment (a deleted conversation leaves no file behind).
CREATE FUNCTION attachments_delete_blob() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM blobs WHERE id = OLD.blob_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER attachments_delete_blob AFTER DELETE ON attachments FOR EACH ROW EXECUTE FUNCTION attachments_delete_blob();
