ALTER TABLE "test_provider_refunds" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "pool_refunds" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pool_refunds" ADD COLUMN "failure_reason" text;--> statement-breakpoint
CREATE UNIQUE INDEX "pool_refunds_provider_refund_unique" ON "pool_refunds" USING btree ("provider_refund_id");