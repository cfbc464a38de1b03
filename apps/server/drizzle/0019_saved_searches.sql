CREATE TABLE "saved_search_matches" (
	"saved_search_id" uuid NOT NULL,
	"brief_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"alert" text NOT NULL,
	"matched_at" timestamp with time zone NOT NULL,
	"digested_at" timestamp with time zone,
	CONSTRAINT "saved_search_matches_saved_search_id_brief_id_pk" PRIMARY KEY("saved_search_id","brief_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" uuid NOT NULL,
	"name" text NOT NULL,
	"search" text,
	"prefix_query" text,
	"category" "brief_category",
	"template" text,
	"min_reward_cents" bigint,
	"max_reward_cents" bigint,
	"deadline" text DEFAULT 'any' NOT NULL,
	"sort" text DEFAULT 'newest' NOT NULL,
	"alert" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_brief_id_briefs_id_fk" FOREIGN KEY ("brief_id") REFERENCES "public"."briefs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_search_matches_brief_idx" ON "saved_search_matches" USING btree ("brief_id");--> statement-breakpoint
CREATE INDEX "saved_search_matches_digest_idx" ON "saved_search_matches" USING btree ("creator_id","matched_at") WHERE alert = 'daily' and digested_at is null;--> statement-breakpoint
CREATE INDEX "saved_searches_creator_idx" ON "saved_searches" USING btree ("creator_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_searches_alerting_idx" ON "saved_searches" USING btree ("alert") WHERE alert <> 'off';