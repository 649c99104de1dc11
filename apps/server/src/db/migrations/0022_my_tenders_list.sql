CREATE TABLE "tender_owner_counts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"class0" integer DEFAULT 0 NOT NULL,
	"class1" integer DEFAULT 0 NOT NULL,
	"class2" integer DEFAULT 0 NOT NULL,
	"class3" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "tenders_owner_list_created_idx" ON "tenders" USING btree ("owner_id",(("status" in (22, 50))::int * 2 + "hidden"::int),"created_at");--> statement-breakpoint
CREATE INDEX "tenders_owner_list_start_idx" ON "tenders" USING btree ("owner_id",(("status" in (22, 50))::int * 2 + "hidden"::int),"start_date");--> statement-breakpoint
CREATE INDEX "tenders_owner_list_name_idx" ON "tenders" USING btree ("owner_id",(("status" in (22, 50))::int * 2 + "hidden"::int),"name");--> statement-breakpoint
CREATE INDEX "tenders_owner_list_status_idx" ON "tenders" USING btree ("owner_id",(("status" in (22, 50))::int * 2 + "hidden"::int),"status","created_at");--> statement-breakpoint
CREATE INDEX "tenders_owner_blank_draft_idx" ON "tenders" USING btree ("owner_id") WHERE status = 0 and version = 0 and not is_demo and not hidden and name = '' and main_picture_file_id is null;--> statement-breakpoint
-- GetMyTenders' count of a user's own tenders per list class (my-tenders-page.ts): 0 active,
-- 1 active and hidden, 2 inactive (ended or canceled), 3 inactive and hidden. Kept by the
-- triggers below in the transaction that inserts, deletes or moves a tender between classes, so
-- every node and every writer keeps it; the row upsert serialises concurrent changes of one owner.
-- No foreign key: deleting a user cascades to their tenders, whose triggers still count them down.
CREATE FUNCTION count_owner_tenders() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_class int;
  new_class int;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    old_class := (OLD.status IN (22, 50))::int * 2 + OLD.hidden::int;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    new_class := (NEW.status IN (22, 50))::int * 2 + NEW.hidden::int;
  END IF;
  INSERT INTO tender_owner_counts AS c (user_id, class0, class1, class2, class3)
  SELECT owner, sum((cls = 0)::int * delta), sum((cls = 1)::int * delta),
         sum((cls = 2)::int * delta), sum((cls = 3)::int * delta)
  FROM (VALUES (OLD.owner_id, old_class, -1), (NEW.owner_id, new_class, 1)) AS d(owner, cls, delta)
  WHERE owner IS NOT NULL AND cls IS NOT NULL
  GROUP BY owner
  ORDER BY owner
  ON CONFLICT (user_id) DO UPDATE SET
    class0 = c.class0 + excluded.class0, class1 = c.class1 + excluded.class1,
    class2 = c.class2 + excluded.class2, class3 = c.class3 + excluded.class3;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tenders_owner_count_insert_delete AFTER INSERT OR DELETE ON tenders
  FOR EACH ROW EXECUTE FUNCTION count_owner_tenders();
--> statement-breakpoint
-- Only a change of owner, of active/inactive or of hidden moves a tender between counts: other
-- updates (bid flushes, saves) do not call into PL/pgSQL at all.
CREATE TRIGGER tenders_owner_count_update AFTER UPDATE OF owner_id, status, hidden ON tenders
  FOR EACH ROW
  WHEN (OLD.owner_id <> NEW.owner_id OR OLD.hidden <> NEW.hidden
    OR (OLD.status IN (22, 50)) <> (NEW.status IN (22, 50)))
  EXECUTE FUNCTION count_owner_tenders();
--> statement-breakpoint
-- The triggers exist (and their lock keeps writers out) before the counts are taken.
INSERT INTO tender_owner_counts (user_id, class0, class1, class2, class3)
SELECT owner_id,
  count(*) FILTER (WHERE (status IN (22, 50))::int * 2 + hidden::int = 0),
  count(*) FILTER (WHERE (status IN (22, 50))::int * 2 + hidden::int = 1),
  count(*) FILTER (WHERE (status IN (22, 50))::int * 2 + hidden::int = 2),
  count(*) FILTER (WHERE (status IN (22, 50))::int * 2 + hidden::int = 3)
FROM tenders GROUP BY owner_id;
