CREATE TABLE "ledger_account_totals" (
	"account" text NOT NULL,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"total_cents" bigint NOT NULL,
	CONSTRAINT "ledger_account_totals_account_currency_kind_pk" PRIMARY KEY("account","currency","kind")
);
--> statement-breakpoint
CREATE INDEX "brand_profiles_name_search_idx" ON "brand_profiles" USING gin (to_tsvector('english', "company_name"));--> statement-breakpoint
CREATE INDEX "users_inactive_idx" ON "users" USING btree ("id") WHERE status <> 'active' or deleted_at is not null;--> statement-breakpoint
CREATE INDEX "briefs_created_idx" ON "briefs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "briefs_status_created_idx" ON "briefs" USING btree ("status","created_at","id");--> statement-breakpoint
-- The totals of what was posted before the rollup existed (decision 016).
INSERT INTO "ledger_account_totals" ("account", "currency", "kind", "total_cents")
SELECT e."account", e."currency", t."kind", sum(e."amount_cents")
FROM "ledger_entries" e JOIN "ledger_transactions" t ON t."id" = e."transaction_id"
WHERE e."account" NOT LIKE 'external:%' AND e."account" NOT LIKE 'platform:%'
GROUP BY e."account", e."currency", t."kind";
