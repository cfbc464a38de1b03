ALTER TABLE "provider_payments" ADD COLUMN "charge_id" text;--> statement-breakpoint
ALTER TABLE "test_provider_payment_intents" ADD COLUMN "charge_id" text;--> statement-breakpoint
ALTER TABLE "test_provider_transfers" ADD COLUMN "source_transaction" text;--> statement-breakpoint
ALTER TABLE "reward_assignments" ADD COLUMN "source_transaction" text;--> statement-breakpoint
CREATE INDEX "test_provider_transfers_source_idx" ON "test_provider_transfers" USING btree ("source_transaction");--> statement-breakpoint
ALTER TABLE "test_provider_payment_intents" ADD CONSTRAINT "test_provider_payment_intents_charge_unique" UNIQUE("charge_id");