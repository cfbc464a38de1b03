CREATE TYPE "public"."payout_status" AS ENUM('paid', 'pending', 'held', 'failed', 'none');--> statement-breakpoint
CREATE TYPE "public"."reward_type" AS ENUM('cash', 'credit', 'prize');--> statement-breakpoint
CREATE TYPE "public"."withdrawal_status" AS ENUM('pending', 'approved', 'rejected', 'completed');--> statement-breakpoint
CREATE TABLE "test_provider_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_intent_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_provider_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"destination" text NOT NULL,
	"transfer_group" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"caller_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_account_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"charges_enabled" boolean DEFAULT false NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"currently_due" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"disabled_reason" text,
	"country" text DEFAULT 'US' NOT NULL,
	"default_currency" text DEFAULT 'usd' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_creator_unique" UNIQUE("creator_id"),
	CONSTRAINT "payout_accounts_provider_account_unique" UNIQUE("provider_account_id")
);
--> statement-breakpoint
CREATE TABLE "pool_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brief_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"destination" text NOT NULL,
	"payment_intent_id" text,
	"status" text NOT NULL,
	"provider_refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reward_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brief_id" uuid NOT NULL,
	"reward_tier_id" uuid,
	"submission_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"reward_type" "reward_type" NOT NULL,
	"position" integer,
	"gross_cents" bigint DEFAULT 0 NOT NULL,
	"fee_cents" bigint DEFAULT 0 NOT NULL,
	"net_cents" bigint DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"prize_name" text,
	"prize_value" text,
	"prize_description" text,
	"payout_status" "payout_status" NOT NULL,
	"transfer_id" text,
	"transfer_claimed_at" timestamp with time zone,
	"last_error" text,
	"paid_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_assignments_money" CHECK ("reward_assignments"."gross_cents" >= 0 and "reward_assignments"."fee_cents" >= 0 and "reward_assignments"."net_cents" = "reward_assignments"."gross_cents" - "reward_assignments"."fee_cents")
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"status" "withdrawal_status" DEFAULT 'pending' NOT NULL,
	"reason" text,
	"admin_notes" text,
	"processed_by" uuid,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"provider_transfer_id" text,
	"last_error" text,
	CONSTRAINT "withdrawals_amount_positive" CHECK ("withdrawals"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_caller_id_users_id_fk" FOREIGN KEY ("caller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_refunds" ADD CONSTRAINT "pool_refunds_brief_id_briefs_id_fk" FOREIGN KEY ("brief_id") REFERENCES "public"."briefs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_assignments" ADD CONSTRAINT "reward_assignments_brief_id_briefs_id_fk" FOREIGN KEY ("brief_id") REFERENCES "public"."briefs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_assignments" ADD CONSTRAINT "reward_assignments_reward_tier_id_reward_tiers_id_fk" FOREIGN KEY ("reward_tier_id") REFERENCES "public"."reward_tiers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_assignments" ADD CONSTRAINT "reward_assignments_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_assignments" ADD CONSTRAINT "reward_assignments_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_assignments" ADD CONSTRAINT "reward_assignments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_processed_by_users_id_fk" FOREIGN KEY ("processed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_caller_key_unique" ON "idempotency_keys" USING btree ("caller_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "pool_refunds_brief_sequence_unique" ON "pool_refunds" USING btree ("brief_id","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_assignments_submission_unique" ON "reward_assignments" USING btree ("submission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_assignments_tier_unique" ON "reward_assignments" USING btree ("reward_tier_id") WHERE "reward_assignments"."reward_tier_id" is not null;--> statement-breakpoint
CREATE INDEX "reward_assignments_brief_idx" ON "reward_assignments" USING btree ("brief_id");--> statement-breakpoint
CREATE INDEX "reward_assignments_creator_idx" ON "reward_assignments" USING btree ("creator_id","created_at");--> statement-breakpoint
CREATE INDEX "reward_assignments_status_idx" ON "reward_assignments" USING btree ("payout_status");--> statement-breakpoint
CREATE INDEX "withdrawals_status_requested_idx" ON "withdrawals" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "withdrawals_creator_requested_idx" ON "withdrawals" USING btree ("creator_id","requested_at");