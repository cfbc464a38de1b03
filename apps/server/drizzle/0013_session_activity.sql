ALTER TABLE "sessions" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Sessions from before this column: their sign-in is the last use we know of.
UPDATE "sessions" SET "last_used_at" = "created_at";
