CREATE TYPE "public"."submission_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brief_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"content_url" text NOT NULL,
	"additional_info" text DEFAULT '' NOT NULL,
	"amount_text" text DEFAULT '' NOT NULL,
	"status" "submission_status" DEFAULT 'pending' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid,
	CONSTRAINT "submissions_reviewed_when_decided" CHECK (("submissions"."status" = 'pending') = ("submissions"."reviewed_at" is null))
);
--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_brief_id_briefs_id_fk" FOREIGN KEY ("brief_id") REFERENCES "public"."briefs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_brief_creator_unique" ON "submissions" USING btree ("brief_id","creator_id");--> statement-breakpoint
CREATE INDEX "submissions_creator_submitted_idx" ON "submissions" USING btree ("creator_id","submitted_at");--> statement-breakpoint
CREATE INDEX "submissions_brief_submitted_idx" ON "submissions" USING btree ("brief_id","submitted_at");--> statement-breakpoint
CREATE INDEX "submissions_status_submitted_idx" ON "submissions" USING btree ("status","submitted_at");