ALTER TABLE "submissions" ADD COLUMN "duplicate_of" uuid;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_duplicate_of_submissions_id_fk" FOREIGN KEY ("duplicate_of") REFERENCES "public"."submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submissions_duplicate_of_idx" ON "submissions" USING btree ("duplicate_of");