CREATE TABLE "creator_figures" (
	"creator_id" uuid PRIMARY KEY NOT NULL,
	"briefs_won" integer DEFAULT 0 NOT NULL,
	"submissions_approved" integer DEFAULT 0 NOT NULL,
	"submissions_decided" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"won_key" numeric GENERATED ALWAYS AS ((briefs_won * 100 + coalesce(case when review_count > 0 then round(rating_sum::numeric / review_count, 1) end, 0))::numeric) STORED,
	"rating_key" numeric GENERATED ALWAYS AS ((coalesce(case when review_count > 0 then round(rating_sum::numeric / review_count, 1) end, 0) * 100000 + least(review_count, 99999))::numeric) STORED,
	"signals_key" numeric GENERATED ALWAYS AS (round((ln(1 + briefs_won) + 0.5 * ln(1 + submissions_approved) + (rating_sum + 3 * 3.5) / (review_count + 3) / 5)::numeric, 6)) STORED
);
--> statement-breakpoint
ALTER TABLE "creator_figures" ADD CONSTRAINT "creator_figures_creator_id_creator_profiles_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creator_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "creator_figures_won_key_idx" ON "creator_figures" USING btree ("won_key" DESC NULLS FIRST,"creator_id");--> statement-breakpoint
CREATE INDEX "creator_figures_rating_key_idx" ON "creator_figures" USING btree ("rating_key" DESC NULLS FIRST,"creator_id");--> statement-breakpoint
CREATE INDEX "creator_figures_signals_key_idx" ON "creator_figures" USING btree ("signals_key" DESC NULLS FIRST,"creator_id");--> statement-breakpoint
-- The roll-up is kept by the database in the transaction of each change (decision 051): a row per creator
-- profile, and the figures of the creators whose rows the transaction changed recomputed from their rows when it
-- commits, once per creator (a set-based insert of 100,000 submissions refreshes each creator once). The definitions are
-- creatorFiguresSql's (public-profile.repository.ts); directory.routes.test.ts holds them equal.
CREATE FUNCTION "refresh_creator_figures"(creators uuid[]) RETURNS void LANGUAGE sql AS $$
  -- The rows are locked in one order (by creator) before they change, so two transactions refreshing the same
  -- creators wait for each other instead of deadlocking (an UPDATE locks its rows in the order it finds them).
  SELECT 1 FROM "creator_figures" WHERE "creator_id" = ANY(creators) ORDER BY "creator_id" FOR NO KEY UPDATE;
  UPDATE "creator_figures" f SET
    "briefs_won" = (SELECT count(DISTINCT ra.brief_id) FROM "reward_assignments" ra WHERE ra.creator_id = f.creator_id),
    "submissions_approved" = (SELECT count(*) FROM "submissions" s WHERE s.creator_id = f.creator_id AND s.status = 'approved'),
    "submissions_decided" = (SELECT count(*) FROM "submissions" s WHERE s.creator_id = f.creator_id AND s.status <> 'pending'),
    "rating_sum" = (SELECT coalesce(sum(r.rating), 0) FROM "reviews" r WHERE r.reviewee_id = f.creator_id AND r.published_at IS NOT NULL AND r.hidden_at IS NULL),
    "review_count" = (SELECT count(*) FROM "reviews" r WHERE r.reviewee_id = f.creator_id AND r.published_at IS NOT NULL AND r.hidden_at IS NULL)
  WHERE f.creator_id = ANY(creators)
$$;
--> statement-breakpoint
-- A change only marks its creators (an insert into a table nobody else writes the same rows of); the figures are
-- refreshed when the transaction commits, in one batch, its rows locked by creator. So the roll-up's locks come
-- last in every transaction, after the briefs', wallets' and ledger's (docs/architecture.md's lock order): taken
-- mid-transaction by a statement trigger, they made concurrent distributions deadlock.
CREATE TABLE "creator_figures_pending" ("tx" bigint NOT NULL, "creator_id" uuid NOT NULL);
--> statement-breakpoint
CREATE INDEX "creator_figures_pending_tx_idx" ON "creator_figures_pending" ("tx");
--> statement-breakpoint
CREATE FUNCTION "mark_creator_figures"(creators uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "creator_figures_pending" ("tx", "creator_id") SELECT txid_current(), c FROM unnest(creators) c
$$;
--> statement-breakpoint
CREATE FUNCTION "flush_creator_figures"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  creators uuid[];
BEGIN
  WITH taken AS (DELETE FROM "creator_figures_pending" WHERE "tx" = txid_current() RETURNING "creator_id")
  SELECT array(SELECT DISTINCT t."creator_id" FROM taken t ORDER BY 1) INTO creators;
  IF cardinality(creators) > 0 THEN PERFORM "refresh_creator_figures"(creators); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "creator_figures_flush" AFTER INSERT ON "creator_figures_pending"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "flush_creator_figures"();
--> statement-breakpoint
CREATE FUNCTION "creator_figures_profiles_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "creator_figures" ("creator_id") SELECT n.id FROM new_rows n ON CONFLICT DO NOTHING;
  PERFORM "refresh_creator_figures"(array(SELECT n.id FROM new_rows n));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "creator_figures_profiles_added" AFTER INSERT ON "creator_profiles"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "creator_figures_profiles_added"();
--> statement-breakpoint
-- TG_ARGV[0]: the column naming the creator; the rest: the columns the figures read. An update refreshes the
-- creators of the rows where one of those changed (before and after, when a row moved between creators).
CREATE FUNCTION "creator_figures_rows_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  creator_column text := TG_ARGV[0];
  read_columns text[] := TG_ARGV[1:];
  creators uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    creators := array(SELECT DISTINCT (to_jsonb(n) ->> creator_column)::uuid FROM new_rows n);
  ELSIF TG_OP = 'DELETE' THEN
    creators := array(SELECT DISTINCT (to_jsonb(o) ->> creator_column)::uuid FROM old_rows o);
  ELSE
    creators := array(
      SELECT DISTINCT unnest(array[(to_jsonb(n) ->> creator_column)::uuid, (to_jsonb(o) ->> creator_column)::uuid])
        FROM new_rows n JOIN old_rows o ON o.id = n.id
       WHERE EXISTS (SELECT 1 FROM unnest(read_columns) c WHERE (to_jsonb(n) -> c) IS DISTINCT FROM (to_jsonb(o) -> c)));
  END IF;
  IF cardinality(creators) > 0 THEN PERFORM "mark_creator_figures"(creators); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "creator_figures_reward_assignments_inserted" AFTER INSERT ON "reward_assignments"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "creator_figures_rows_changed"('creator_id');
--> statement-breakpoint
CREATE TRIGGER "creator_figures_reward_assignments_updated" AFTER UPDATE ON "reward_assignments"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION "creator_figures_rows_changed"('creator_id', 'creator_id', 'brief_id');
--> statement-breakpoint
CREATE TRIGGER "creator_figures_reward_assignments_deleted" AFTER DELETE ON "reward_assignments"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "creator_figures_rows_changed"('creator_id');
--> statement-breakpoint
CREATE TRIGGER "creator_figures_submissions_inserted" AFTER INSERT ON "submissions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "creator_figures_rows_changed"('creator_id');
--> statement-breakpoint
CREATE TRIGGER "creator_figures_submissions_updated" AFTER UPDATE ON "submissions"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION "creator_figures_rows_changed"('creator_id', 'creator_id', 'status');
--> statement-breakpoint
CREATE TRIGGER "creator_figures_submissions_deleted" AFTER DELETE ON "submissions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "creator_figures_rows_changed"('creator_id');
--> statement-breakpoint
CREATE TRIGGER "creator_figures_reviews_inserted" AFTER INSERT ON "reviews"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "creator_figures_rows_changed"('reviewee_id');
--> statement-breakpoint
CREATE TRIGGER "creator_figures_reviews_updated" AFTER UPDATE ON "reviews"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION "creator_figures_rows_changed"('reviewee_id', 'reviewee_id', 'rating', 'published_at', 'hidden_at');
--> statement-breakpoint
CREATE TRIGGER "creator_figures_reviews_deleted" AFTER DELETE ON "reviews"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "creator_figures_rows_changed"('reviewee_id');
--> statement-breakpoint
INSERT INTO "creator_figures" ("creator_id") SELECT "id" FROM "creator_profiles";
--> statement-breakpoint
SELECT "refresh_creator_figures"(array(SELECT "creator_id" FROM "creator_figures"));
