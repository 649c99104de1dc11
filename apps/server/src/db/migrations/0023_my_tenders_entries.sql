-- GetMyTenders (my-tenders-page.ts), what a page reads kept beside it by triggers, in the writing
-- transaction, so every node and every writer keeps it:
-- * tender_list_rows: one row per tender with the sum of its items (the expected price), its
--   accepted entries and its entries awaiting the owner's answer, so a page row is one lookup
--   instead of reading its entries and items;
-- * tender_entry_keys: one row per entry that sees its tender (statuses 1–5 and 8–11), with the
--   tender's list class as the entry's user sees it and its sort keys, so a supplier's page reads
--   about offset + limit rows per class through an index, not every entry;
-- * tender_entry_counts: those rows counted per user and class.
-- The entry's list class: 4 when the user owns the tender (an owner may take part in their own),
-- plus 2 when it ended or was canceled, plus 1 when the owner hid it (hiding is the owner's
-- tidying up: a tender is never hidden from its suppliers). So 0 and 2 are other owners' tenders.
-- blank: the tender is a draft nobody has touched yet but for its files (untouched-draft.ts),
-- which the page tests live (such drafts are few).
CREATE TABLE "tender_list_rows" (
	"tender_id" uuid PRIMARY KEY NOT NULL REFERENCES "tenders" ("id") ON DELETE CASCADE,
	"owner_id" uuid NOT NULL,
	"list_class" smallint NOT NULL,
	"total" numeric DEFAULT 0 NOT NULL,
	"accepted" integer DEFAULT 0 NOT NULL,
	"awaiting" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tender_entry_keys" (
	"tender_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"list_class" smallint NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"status" integer NOT NULL,
	"blank" boolean NOT NULL,
	PRIMARY KEY ("tender_id", "user_id")
);
--> statement-breakpoint
CREATE TABLE "tender_entry_counts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"class0" integer DEFAULT 0 NOT NULL,
	"class2" integer DEFAULT 0 NOT NULL,
	"class4" integer DEFAULT 0 NOT NULL,
	"class5" integer DEFAULT 0 NOT NULL,
	"class6" integer DEFAULT 0 NOT NULL,
	"class7" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "tender_entry_keys_created_idx" ON "tender_entry_keys" ("user_id", "list_class", "created_at");--> statement-breakpoint
CREATE INDEX "tender_entry_keys_start_idx" ON "tender_entry_keys" ("user_id", "list_class", "start_date");--> statement-breakpoint
CREATE INDEX "tender_entry_keys_name_idx" ON "tender_entry_keys" ("user_id", "list_class", "name");--> statement-breakpoint
CREATE INDEX "tender_entry_keys_status_idx" ON "tender_entry_keys" ("user_id", "list_class", "status", "created_at");--> statement-breakpoint
CREATE INDEX "tender_entry_keys_status_asc_idx" ON "tender_entry_keys" ("user_id", "list_class", "status", "created_at" DESC);--> statement-breakpoint
CREATE INDEX "tender_entry_keys_blank_idx" ON "tender_entry_keys" ("user_id") WHERE blank;--> statement-breakpoint
-- The owner's list by expected price, and by status ascending (status ascending, then newest
-- first: tenders_owner_list_status_idx read backwards gives only status descending). Not in the
-- drizzle schema (tenders.ts is not this change's): created here, like the triggers.
CREATE INDEX "tender_list_rows_price_idx" ON "tender_list_rows" ("owner_id", "list_class", ("total"::float8));--> statement-breakpoint
CREATE INDEX "tenders_owner_list_status_asc_idx" ON "tenders" USING btree ("owner_id",(("status" in (22, 50))::int * 2 + "hidden"::int),"status","created_at" DESC);--> statement-breakpoint
CREATE FUNCTION count_entry_class(owner uuid, cls int, delta int) RETURNS void LANGUAGE sql AS $$
  INSERT INTO tender_entry_counts AS c (user_id, class0, class2, class4, class5, class6, class7)
  VALUES (owner, (cls = 0)::int * delta, (cls = 2)::int * delta, (cls = 4)::int * delta,
          (cls = 5)::int * delta, (cls = 6)::int * delta, (cls = 7)::int * delta)
  ON CONFLICT (user_id) DO UPDATE SET
    class0 = c.class0 + excluded.class0, class2 = c.class2 + excluded.class2,
    class4 = c.class4 + excluded.class4, class5 = c.class5 + excluded.class5,
    class6 = c.class6 + excluded.class6, class7 = c.class7 + excluded.class7;
$$;
--> statement-breakpoint
CREATE FUNCTION add_tender_list_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO tender_list_rows (tender_id, owner_id, list_class)
  VALUES (NEW.id, NEW.owner_id, (NEW.status IN (22, 50))::int * 2 + NEW.hidden::int);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tenders_list_row_insert AFTER INSERT ON tenders
  FOR EACH ROW EXECUTE FUNCTION add_tender_list_row();
--> statement-breakpoint
-- A change of what an entry's row holds of its tender: every entry row of the tender follows, and
-- the counts of those whose class moved (in user order, one statement: concurrent moves of two
-- tenders lock the counts they share in the same order). The tender's row is locked already.
CREATE FUNCTION move_tender_list_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.owner_id <> NEW.owner_id OR OLD.hidden <> NEW.hidden
    OR (OLD.status IN (22, 50)) <> (NEW.status IN (22, 50)) THEN
    UPDATE tender_list_rows
    SET owner_id = NEW.owner_id, list_class = (NEW.status IN (22, 50))::int * 2 + NEW.hidden::int
    WHERE tender_id = NEW.id;
  END IF;
  WITH moved AS (
    UPDATE tender_entry_keys e SET
      list_class = (e.user_id = NEW.owner_id)::int * 4 + (NEW.status IN (22, 50))::int * 2
        + (e.user_id = NEW.owner_id AND NEW.hidden)::int,
      name = NEW.name, created_at = NEW.created_at, start_date = NEW.start_date,
      status = NEW.status,
      blank = NEW.status = 0 AND NEW.version = 0 AND NOT NEW.is_demo AND NOT NEW.hidden
        AND NEW.name = '' AND NEW.main_picture_file_id IS NULL
    FROM tender_entry_keys o
    WHERE e.tender_id = NEW.id AND o.tender_id = e.tender_id AND o.user_id = e.user_id
    RETURNING e.user_id, o.list_class old_class, e.list_class new_class
  )
  INSERT INTO tender_entry_counts AS c (user_id, class0, class2, class4, class5, class6, class7)
  SELECT user_id,
    (new_class = 0)::int - (old_class = 0)::int, (new_class = 2)::int - (old_class = 2)::int,
    (new_class = 4)::int - (old_class = 4)::int, (new_class = 5)::int - (old_class = 5)::int,
    (new_class = 6)::int - (old_class = 6)::int, (new_class = 7)::int - (old_class = 7)::int
  FROM moved WHERE old_class <> new_class
  ORDER BY user_id
  ON CONFLICT (user_id) DO UPDATE SET
    class0 = c.class0 + excluded.class0, class2 = c.class2 + excluded.class2,
    class4 = c.class4 + excluded.class4, class5 = c.class5 + excluded.class5,
    class6 = c.class6 + excluded.class6, class7 = c.class7 + excluded.class7;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only when something an entry row or the list row holds changes: bid flushes, saves of other
-- fields and entries_version bumps do not call into PL/pgSQL.
CREATE TRIGGER tenders_list_keys_update
  AFTER UPDATE OF owner_id, status, hidden, name, created_at, start_date, version, is_demo,
    main_picture_file_id ON tenders
  FOR EACH ROW
  WHEN (OLD.owner_id <> NEW.owner_id OR OLD.status <> NEW.status OR OLD.hidden <> NEW.hidden
    OR OLD.name <> NEW.name OR OLD.created_at <> NEW.created_at
    OR OLD.start_date <> NEW.start_date OR (OLD.version = 0) <> (NEW.version = 0)
    OR OLD.is_demo <> NEW.is_demo
    OR (OLD.main_picture_file_id IS NULL) <> (NEW.main_picture_file_id IS NULL))
  EXECUTE FUNCTION move_tender_list_keys();
--> statement-breakpoint
CREATE FUNCTION add_tender_items_total() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.tender_id = NEW.tender_id THEN
    UPDATE tender_list_rows
    SET total = total + coalesce(NEW.unit_price * NEW.quantity, 0)
      - coalesce(OLD.unit_price * OLD.quantity, 0)
    WHERE tender_id = NEW.tender_id;
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    UPDATE tender_list_rows SET total = total - coalesce(OLD.unit_price * OLD.quantity, 0)
    WHERE tender_id = OLD.tender_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE tender_list_rows SET total = total + coalesce(NEW.unit_price * NEW.quantity, 0)
    WHERE tender_id = NEW.tender_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tender_items_list_total AFTER INSERT OR DELETE ON tender_items
  FOR EACH ROW EXECUTE FUNCTION add_tender_items_total();
--> statement-breakpoint
-- Bid flushes write best bids, not prices and quantities: they do not fire it.
CREATE TRIGGER tender_items_list_total_update
  AFTER UPDATE OF tender_id, unit_price, quantity ON tender_items
  FOR EACH ROW
  WHEN (OLD.tender_id <> NEW.tender_id OR OLD.unit_price IS DISTINCT FROM NEW.unit_price
    OR OLD.quantity IS DISTINCT FROM NEW.quantity)
  EXECUTE FUNCTION add_tender_items_total();
--> statement-breakpoint
-- An entry that starts or stops seeing its tender, or moves: its row in tender_entry_keys and its
-- user's count; an entry that becomes or stops being accepted or awaiting: its tender's counts.
-- Named after tender_suppliers_entries_version, so it runs after that trigger has locked the
-- tender's row (triggers of one event run in name order): tender row, then these rows, always.
CREATE FUNCTION keep_entry_lists() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_seen boolean := TG_OP <> 'INSERT' AND OLD.status IN (1, 2, 3, 4, 5, 8, 9, 10, 11);
  new_seen boolean := TG_OP <> 'DELETE' AND NEW.status IN (1, 2, 3, 4, 5, 8, 9, 10, 11);
  moved boolean := TG_OP = 'UPDATE'
    AND (OLD.tender_id <> NEW.tender_id OR OLD.user_id <> NEW.user_id);
  cls int;
BEGIN
  IF TG_OP = 'UPDATE' AND NOT moved THEN
    IF (OLD.status = 3) <> (NEW.status = 3) OR (OLD.status IN (2, 11)) <> (NEW.status IN (2, 11))
    THEN
      UPDATE tender_list_rows
      SET accepted = accepted + (NEW.status = 3)::int - (OLD.status = 3)::int,
        awaiting = awaiting + (NEW.status IN (2, 11))::int - (OLD.status IN (2, 11))::int
      WHERE tender_id = NEW.tender_id;
    END IF;
  ELSE
    IF TG_OP <> 'INSERT' AND OLD.status IN (2, 3, 11) THEN
      UPDATE tender_list_rows
      SET accepted = accepted - (OLD.status = 3)::int, awaiting = awaiting - (OLD.status <> 3)::int
      WHERE tender_id = OLD.tender_id;
    END IF;
    IF TG_OP <> 'DELETE' AND NEW.status IN (2, 3, 11) THEN
      UPDATE tender_list_rows
      SET accepted = accepted + (NEW.status = 3)::int, awaiting = awaiting + (NEW.status <> 3)::int
      WHERE tender_id = NEW.tender_id;
    END IF;
  END IF;
  IF old_seen AND (moved OR NOT new_seen) THEN
    DELETE FROM tender_entry_keys WHERE tender_id = OLD.tender_id AND user_id = OLD.user_id
    RETURNING list_class INTO cls;
    IF FOUND THEN
      PERFORM count_entry_class(OLD.user_id, cls, -1);
    END IF;
  END IF;
  IF new_seen AND (moved OR NOT old_seen) THEN
    INSERT INTO tender_entry_keys
      (tender_id, user_id, list_class, name, created_at, start_date, status, blank)
    SELECT t.id, NEW.user_id, (t.owner_id = NEW.user_id)::int * 4
        + (t.status IN (22, 50))::int * 2 + (t.owner_id = NEW.user_id AND t.hidden)::int,
      t.name, t.created_at, t.start_date, t.status,
      t.status = 0 AND t.version = 0 AND NOT t.is_demo AND NOT t.hidden AND t.name = ''
        AND t.main_picture_file_id IS NULL
    FROM tenders t WHERE t.id = NEW.tender_id
    RETURNING list_class INTO cls;
    IF FOUND THEN
      PERFORM count_entry_class(NEW.user_id, cls, 1);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tender_suppliers_list_keys AFTER INSERT ON tender_suppliers
  FOR EACH ROW WHEN (NEW.status IN (1, 2, 3, 4, 5, 8, 9, 10, 11))
  EXECUTE FUNCTION keep_entry_lists();
--> statement-breakpoint
CREATE TRIGGER tender_suppliers_list_keys_delete AFTER DELETE ON tender_suppliers
  FOR EACH ROW WHEN (OLD.status IN (1, 2, 3, 4, 5, 8, 9, 10, 11))
  EXECUTE FUNCTION keep_entry_lists();
--> statement-breakpoint
CREATE TRIGGER tender_suppliers_list_keys_update
  AFTER UPDATE OF tender_id, user_id, status ON tender_suppliers
  FOR EACH ROW
  WHEN ((OLD.tender_id <> NEW.tender_id OR OLD.user_id <> NEW.user_id OR OLD.status <> NEW.status)
    AND (OLD.status IN (1, 2, 3, 4, 5, 8, 9, 10, 11) OR NEW.status IN (1, 2, 3, 4, 5, 8, 9, 10, 11)))
  EXECUTE FUNCTION keep_entry_lists();
--> statement-breakpoint
-- The triggers exist (and their locks keep writers out) before the rows are written.
INSERT INTO tender_list_rows (tender_id, owner_id, list_class, total, accepted, awaiting)
SELECT t.id, t.owner_id, (t.status IN (22, 50))::int * 2 + t.hidden::int,
  coalesce((SELECT sum(i.unit_price * i.quantity) FROM tender_items i WHERE i.tender_id = t.id), 0),
  (SELECT count(*) FROM tender_suppliers s WHERE s.tender_id = t.id AND s.status = 3),
  (SELECT count(*) FROM tender_suppliers s WHERE s.tender_id = t.id AND s.status IN (2, 11))
FROM tenders t;
--> statement-breakpoint
INSERT INTO tender_entry_keys
  (tender_id, user_id, list_class, name, created_at, start_date, status, blank)
SELECT t.id, s.user_id, (t.owner_id = s.user_id)::int * 4 + (t.status IN (22, 50))::int * 2
    + (t.owner_id = s.user_id AND t.hidden)::int,
  t.name, t.created_at, t.start_date, t.status,
  t.status = 0 AND t.version = 0 AND NOT t.is_demo AND NOT t.hidden AND t.name = ''
    AND t.main_picture_file_id IS NULL
FROM tender_suppliers s JOIN tenders t ON t.id = s.tender_id
WHERE s.status IN (1, 2, 3, 4, 5, 8, 9, 10, 11);
--> statement-breakpoint
INSERT INTO tender_entry_counts (user_id, class0, class2, class4, class5, class6, class7)
SELECT user_id, count(*) FILTER (WHERE list_class = 0), count(*) FILTER (WHERE list_class = 2),
  count(*) FILTER (WHERE list_class = 4), count(*) FILTER (WHERE list_class = 5),
  count(*) FILTER (WHERE list_class = 6), count(*) FILTER (WHERE list_class = 7)
FROM tender_entry_keys GROUP BY user_id;
