-- GetMyTenders (my-tenders-page.ts): a supplier's list by expected price reads about its page too.
-- The entry rows of migration 0023 keep their tender's items total beside the other sort keys;
-- the items trigger adds a change to the tender's list row and then to its entry rows (one order:
-- the list row, then the entry rows, as the entry trigger locks them).
-- Writers of items and entries wait until the functions are replaced and the totals copied.
LOCK TABLE tender_items, tender_suppliers, tender_list_rows, tender_entry_keys
  IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
ALTER TABLE "tender_entry_keys" ADD COLUMN "total" numeric DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION add_tender_items_total() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change numeric;
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.tender_id = NEW.tender_id THEN
    change := coalesce(NEW.unit_price * NEW.quantity, 0) - coalesce(OLD.unit_price * OLD.quantity, 0);
    UPDATE tender_list_rows SET total = total + change WHERE tender_id = NEW.tender_id;
    UPDATE tender_entry_keys SET total = total + change WHERE tender_id = NEW.tender_id;
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    change := coalesce(OLD.unit_price * OLD.quantity, 0);
    UPDATE tender_list_rows SET total = total - change WHERE tender_id = OLD.tender_id;
    UPDATE tender_entry_keys SET total = total - change WHERE tender_id = OLD.tender_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    change := coalesce(NEW.unit_price * NEW.quantity, 0);
    UPDATE tender_list_rows SET total = total + change WHERE tender_id = NEW.tender_id;
    UPDATE tender_entry_keys SET total = total + change WHERE tender_id = NEW.tender_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION keep_entry_lists() RETURNS trigger LANGUAGE plpgsql AS $$
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
      (tender_id, user_id, list_class, name, created_at, start_date, status, blank, total)
    SELECT t.id, NEW.user_id, (t.owner_id = NEW.user_id)::int * 4
        + (t.status IN (22, 50))::int * 2 + (t.owner_id = NEW.user_id AND t.hidden)::int,
      t.name, t.created_at, t.start_date, t.status,
      t.status = 0 AND t.version = 0 AND NOT t.is_demo AND NOT t.hidden AND t.name = ''
        AND t.main_picture_file_id IS NULL,
      r.total
    FROM tenders t JOIN tender_list_rows r ON r.tender_id = t.id WHERE t.id = NEW.tender_id
    RETURNING list_class INTO cls;
    IF FOUND THEN
      PERFORM count_entry_class(NEW.user_id, cls, 1);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
UPDATE tender_entry_keys e SET total = r.total FROM tender_list_rows r
WHERE r.tender_id = e.tender_id AND r.total <> 0;
--> statement-breakpoint
CREATE INDEX "tender_entry_keys_price_idx" ON "tender_entry_keys" ("user_id", "list_class", ("total"::float8));
