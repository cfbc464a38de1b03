-- A submission still pending counts in none of the creator's figures (decision 051: wins, approved, decided, ratings),
-- so inserting or deleting one leaves them as they were. Marking its creator anyway recounted all of the creator's
-- submissions at the commit of every application: work that grew with each one (docs/capacity.md, the soak).
-- Inserts and deletes now mark only the creators of rows that are not pending; updates are unchanged (a decision
-- moves a row out of pending and is marked there).
CREATE FUNCTION "creator_figures_counted_submissions_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  creators uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    creators := array(SELECT DISTINCT n."creator_id" FROM new_rows n WHERE n."status" <> 'pending');
  ELSE
    creators := array(SELECT DISTINCT o."creator_id" FROM old_rows o WHERE o."status" <> 'pending');
  END IF;
  IF cardinality(creators) > 0 THEN PERFORM "mark_creator_figures"(creators); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER "creator_figures_submissions_inserted" ON "submissions";
--> statement-breakpoint
CREATE TRIGGER "creator_figures_submissions_inserted" AFTER INSERT ON "submissions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "creator_figures_counted_submissions_changed"();
--> statement-breakpoint
DROP TRIGGER "creator_figures_submissions_deleted" ON "submissions";
--> statement-breakpoint
CREATE TRIGGER "creator_figures_submissions_deleted" AFTER DELETE ON "submissions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "creator_figures_counted_submissions_changed"();
