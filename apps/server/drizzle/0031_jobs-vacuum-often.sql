CREATE INDEX "jobs_open_idx" ON "jobs" USING btree ("queue") WHERE status in ('queued', 'active', 'failed');--> statement-breakpoint
-- The job queue's table churns: every job is inserted, updated to active and again to completed, and its rows stay
-- until the retention job deletes them, so a large table of finished jobs would wait for 20% of itself in dead rows
-- (autovacuum's default) before the ready-jobs index is cleaned. Vacuumed and analyzed after 1% and at least 1,000
-- changed rows instead (docs/capacity.md#hours-without-growth).
ALTER TABLE "jobs" SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_threshold = 1000, autovacuum_analyze_scale_factor = 0.01, autovacuum_analyze_threshold = 1000);
