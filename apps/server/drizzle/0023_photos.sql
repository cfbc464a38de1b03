ALTER TABLE "users" ADD COLUMN "photo_hash" text;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD COLUMN "cover_hash" text;