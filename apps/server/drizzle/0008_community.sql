CREATE TABLE "event_registrations" (
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "event_registrations_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"host_name" text NOT NULL,
	"host_type" text DEFAULT 'guest' NOT NULL,
	"host_avatar" text,
	"host_bio" text,
	"host_user_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"timezone" text NOT NULL,
	"max_attendees" integer,
	"current_attendees" integer DEFAULT 0 NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"is_recorded" boolean DEFAULT false NOT NULL,
	"recording_url" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"requirements" text[] DEFAULT '{}'::text[] NOT NULL,
	"learning_outcomes" text[] DEFAULT '{}'::text[] NOT NULL,
	"agenda" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_type_check" CHECK (type in ('webinar', 'workshop', 'networking', 'conference')),
	CONSTRAINT "events_category_check" CHECK (category in ('education', 'networking', 'business', 'creative', 'technical')),
	CONSTRAINT "events_capacity_check" CHECK (max_attendees is null or (max_attendees > 0 and current_attendees <= max_attendees)),
	CONSTRAINT "events_attendees_check" CHECK (current_attendees >= 0),
	CONSTRAINT "events_price_check" CHECK (price_cents >= 0),
	CONSTRAINT "events_duration_check" CHECK (duration_minutes > 0)
);
--> statement-breakpoint
CREATE TABLE "forum_post_likes" (
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_post_likes_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "forum_post_views" (
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "forum_post_views_post_id_user_id_day_pk" PRIMARY KEY("post_id","user_id","day")
);
--> statement-breakpoint
CREATE TABLE "forum_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "forum_posts_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"author_id" uuid NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"category" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"is_pinned" boolean DEFAULT false NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL,
	"visibility" text DEFAULT 'visible' NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"replies_count" integer DEFAULT 0 NOT NULL,
	"views_count" integer DEFAULT 0 NOT NULL,
	"solution_reply_id" uuid,
	"last_reply_at" timestamp with time zone,
	"last_reply_author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_posts_category_check" CHECK (category in ('general', 'tips', 'networking', 'support')),
	CONSTRAINT "forum_posts_visibility_check" CHECK (visibility in ('visible', 'hidden', 'removed'))
);
--> statement-breakpoint
CREATE TABLE "forum_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "forum_replies_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"post_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"content" text NOT NULL,
	"visibility" text DEFAULT 'visible' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_replies_visibility_check" CHECK (visibility in ('visible', 'hidden', 'removed'))
);
--> statement-breakpoint
CREATE TABLE "forum_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"reply_id" uuid,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	CONSTRAINT "forum_reports_status_check" CHECK (status in ('open', 'dismissed', 'upheld'))
);
--> statement-breakpoint
CREATE TABLE "success_stories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"brief_id" uuid,
	"brief_title" text,
	"brand_id" uuid,
	"brand_name" text NOT NULL,
	"brand_logo" text,
	"creator_id" uuid,
	"creator_name" text NOT NULL,
	"creator_avatar" text,
	"creator_type" text,
	"category" text NOT NULL,
	"budget_cents" integer,
	"paid_cents" integer,
	"duration" text,
	"outcome" text,
	"metrics" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"brand_quote" text,
	"creator_quote" text,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"brand_consent" text DEFAULT 'pending' NOT NULL,
	"creator_consent" text DEFAULT 'pending' NOT NULL,
	"published_at" timestamp with time zone,
	"views_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "success_stories_category_check" CHECK (category in ('creative', 'technical', 'business')),
	CONSTRAINT "success_stories_consent_check" CHECK (brand_consent in ('pending', 'granted', 'declined') and creator_consent in ('pending', 'granted', 'declined')),
	CONSTRAINT "success_stories_money_check" CHECK ((budget_cents is null or budget_cents >= 0) and (paid_cents is null or paid_cents >= 0))
);
--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_host_user_id_users_id_fk" FOREIGN KEY ("host_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_post_likes" ADD CONSTRAINT "forum_post_likes_post_id_forum_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_post_likes" ADD CONSTRAINT "forum_post_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_post_views" ADD CONSTRAINT "forum_post_views_post_id_forum_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_post_views" ADD CONSTRAINT "forum_post_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD CONSTRAINT "forum_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD CONSTRAINT "forum_posts_last_reply_author_id_users_id_fk" FOREIGN KEY ("last_reply_author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_replies" ADD CONSTRAINT "forum_replies_post_id_forum_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_replies" ADD CONSTRAINT "forum_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reports" ADD CONSTRAINT "forum_reports_post_id_forum_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reports" ADD CONSTRAINT "forum_reports_reply_id_forum_replies_id_fk" FOREIGN KEY ("reply_id") REFERENCES "public"."forum_replies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reports" ADD CONSTRAINT "forum_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reports" ADD CONSTRAINT "forum_reports_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "success_stories" ADD CONSTRAINT "success_stories_brief_id_briefs_id_fk" FOREIGN KEY ("brief_id") REFERENCES "public"."briefs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "success_stories" ADD CONSTRAINT "success_stories_brand_id_users_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "success_stories" ADD CONSTRAINT "success_stories_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_registrations_user_idx" ON "event_registrations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "events_starts_at_idx" ON "events" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "events_type_starts_at_idx" ON "events" USING btree ("type","starts_at");--> statement-breakpoint
CREATE INDEX "events_category_starts_at_idx" ON "events" USING btree ("category","starts_at");--> statement-breakpoint
CREATE INDEX "forum_post_likes_user_idx" ON "forum_post_likes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "forum_posts_seq_unique" ON "forum_posts" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "forum_posts_latest_idx" ON "forum_posts" USING btree ("visibility","is_pinned" DESC NULLS LAST,"seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "forum_posts_category_latest_idx" ON "forum_posts" USING btree ("category","visibility","is_pinned" DESC NULLS LAST,"seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "forum_posts_top_idx" ON "forum_posts" USING btree ("visibility","is_pinned" DESC NULLS LAST,"likes_count" DESC NULLS LAST,"seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "forum_posts_author_created_idx" ON "forum_posts" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "forum_posts_search_idx" ON "forum_posts" USING gin ("search_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "forum_replies_seq_unique" ON "forum_replies" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "forum_replies_post_seq_idx" ON "forum_replies" USING btree ("post_id","seq");--> statement-breakpoint
CREATE INDEX "forum_replies_author_created_idx" ON "forum_replies" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "forum_reports_post_reporter_unique" ON "forum_reports" USING btree ("post_id","reporter_id") WHERE reply_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "forum_reports_reply_reporter_unique" ON "forum_reports" USING btree ("reply_id","reporter_id") WHERE reply_id is not null;--> statement-breakpoint
CREATE INDEX "forum_reports_status_created_idx" ON "forum_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "success_stories_published_idx" ON "success_stories" USING btree ("published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "success_stories_category_published_idx" ON "success_stories" USING btree ("category","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "success_stories_brand_consent_idx" ON "success_stories" USING btree ("brand_id","brand_consent");--> statement-breakpoint
CREATE INDEX "success_stories_creator_consent_idx" ON "success_stories" USING btree ("creator_id","creator_consent");