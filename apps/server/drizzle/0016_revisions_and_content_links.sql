CREATE TYPE "public"."submission_history_kind" AS ENUM('version', 'revision_requested');--> statement-breakpoint
CREATE TABLE "submission_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"kind" "submission_history_kind" NOT NULL,
	"content_url" text,
	"additional_info" text,
	"note" text,
	"actor_id" uuid,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "briefs" ADD COLUMN "revision_limit" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "content_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "revision_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "revision_note" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "revisions_requested" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "submission_history" ADD CONSTRAINT "submission_history_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_history" ADD CONSTRAINT "submission_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submission_history_submission_at_idx" ON "submission_history" USING btree ("submission_id","at");--> statement-breakpoint
CREATE INDEX "submissions_content_key_idx" ON "submissions" USING hash ("content_key");--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_revision_note_when_requested" CHECK (("submissions"."revision_requested_at" is null) = ("submissions"."revision_note" is null));
--> statement-breakpoint
-- hand-written: links stored before normalization keep their text as their key, so an identical link still matches.
UPDATE "submissions" SET "content_key" = "content_url" WHERE "content_key" = '';
