DROP INDEX "briefs_marketplace_created_idx";--> statement-breakpoint
DROP INDEX "briefs_status_deadline_idx";--> statement-breakpoint
DROP INDEX "briefs_status_reward_idx";--> statement-breakpoint
DROP INDEX "briefs_created_idx";--> statement-breakpoint
DROP INDEX "briefs_status_created_idx";--> statement-breakpoint
CREATE INDEX "briefs_marketplace_created_idx" ON "briefs" USING btree ("status","is_private","created_at","id","category","template","reward_cents","deadline","brand_id");--> statement-breakpoint
CREATE INDEX "briefs_status_deadline_idx" ON "briefs" USING btree ("status","deadline","id","is_private","category","template","reward_cents","brand_id");--> statement-breakpoint
CREATE INDEX "briefs_status_reward_idx" ON "briefs" USING btree ("status","reward_cents","created_at","id","is_private","category","template","deadline","brand_id");--> statement-breakpoint
CREATE INDEX "briefs_created_idx" ON "briefs" USING btree ("created_at","id","brand_id");--> statement-breakpoint
CREATE INDEX "briefs_status_created_idx" ON "briefs" USING btree ("status","created_at","id","brand_id");