-- The proposals there were are marked unchecked (housekeeping takes their customer's personal data out); every
-- proposal made from now on is proposed without it, hence the default true after.
ALTER TABLE "rag_proposals" ADD COLUMN "personal_data_checked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rag_proposals" ALTER COLUMN "personal_data_checked" SET DEFAULT true;--> statement-breakpoint
CREATE INDEX "rag_proposals_unchecked_idx" ON "rag_proposals" USING btree ("id") WHERE not "rag_proposals"."personal_data_checked";
