-- The counts and entry rows of migrations 0022–0024 kept per statement, not per row, for inserts
-- and deletes: a statement that adds or removes many tenders of one owner, or many entries of one
-- supplier (a fixture, an import, a user's deletion), updated that user's count row once per row,
-- and each update of a row already updated in the same transaction walks all its earlier versions
-- (quadratic: a supplier's 26 000 entries in one statement took minutes). Now each statement
-- updates each count row once, in user order. Updates keep their row triggers (their column lists
-- keep bid flushes out of PL/pgSQL, which transition tables would not allow).
LOCK TABLE tenders, tender_suppliers IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
DROP TRIGGER tenders_owner_count_insert_delete ON tenders;
--> statement-breakpoint
CREATE FUNCTION count_owner_tenders_of_statement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO tender_owner_counts AS c (user_id, class0, class1, class2, class3)
  SELECT owner_id, sum((cls = 0)::int * delta), sum((cls = 1)::int * delta),
         sum((cls = 2)::int * delta), sum((cls = 3)::int * delta)
  FROM (SELECT owner_id, (status IN (22, 50))::int * 2 + hidden::int cls,
          CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END delta
        FROM changed) d
  GROUP BY owner_id
  ORDER BY owner_id
  ON CONFLICT (user_id) DO UPDATE SET
    class0 = c.class0 + excluded.class0, class1 = c.class1 + excluded.class1,
    class2 = c.class2 + excluded.class2, class3 = c.class3 + excluded.class3;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tenders_owner_count_insert AFTER INSERT ON tenders
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION count_owner_tenders_of_statement();
--> statement-breakpoint
CREATE TRIGGER tenders_owner_count_delete AFTER DELETE ON tenders
  REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION count_owner_tenders_of_statement();
--> statement-breakpoint
DROP TRIGGER tender_suppliers_list_keys ON tender_suppliers;
--> statement-breakpoint
DROP TRIGGER tender_suppliers_list_keys_delete ON tender_suppliers;
--> statement-breakpoint
-- Entries added: their tenders' accepted and awaiting counts, the rows of those that see their
-- tender and their users' counts.
CREATE FUNCTION add_entry_lists_of_statement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tender_list_rows r SET accepted = r.accepted + d.accepted, awaiting = r.awaiting + d.awaiting
  FROM (SELECT tender_id, count(*) FILTER (WHERE status = 3)::int accepted,
          count(*) FILTER (WHERE status IN (2, 11))::int awaiting
        FROM added WHERE status IN (2, 3, 11) GROUP BY tender_id) d
  WHERE r.tender_id = d.tender_id;
  WITH k AS (
    INSERT INTO tender_entry_keys
      (tender_id, user_id, list_class, name, created_at, start_date, status, blank, total)
    SELECT t.id, a.user_id, (t.owner_id = a.user_id)::int * 4
        + (t.status IN (22, 50))::int * 2 + (t.owner_id = a.user_id AND t.hidden)::int,
      t.name, t.created_at, t.start_date, t.status,
      t.status = 0 AND t.version = 0 AND NOT t.is_demo AND NOT t.hidden AND t.name = ''
        AND t.main_picture_file_id IS NULL,
      r.total
    FROM added a JOIN tenders t ON t.id = a.tender_id JOIN tender_list_rows r ON r.tender_id = t.id
    WHERE a.status IN (1, 2, 3, 4, 5, 8, 9, 10, 11)
    RETURNING user_id, list_class
  )
  INSERT INTO tender_entry_counts AS c (user_id, class0, class2, class4, class5, class6, class7)
  SELECT user_id, count(*) FILTER (WHERE list_class = 0), count(*) FILTER (WHERE list_class = 2),
    count(*) FILTER (WHERE list_class = 4), count(*) FILTER (WHERE list_class = 5),
    count(*) FILTER (WHERE list_class = 6), count(*) FILTER (WHERE list_class = 7)
  FROM k GROUP BY user_id ORDER BY user_id
  ON CONFLICT (user_id) DO UPDATE SET
    class0 = c.class0 + excluded.class0, class2 = c.class2 + excluded.class2,
    class4 = c.class4 + excluded.class4, class5 = c.class5 + excluded.class5,
    class6 = c.class6 + excluded.class6, class7 = c.class7 + excluded.class7;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION remove_entry_lists_of_statement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tender_list_rows r SET accepted = r.accepted - d.accepted, awaiting = r.awaiting - d.awaiting
  FROM (SELECT tender_id, count(*) FILTER (WHERE status = 3)::int accepted,
          count(*) FILTER (WHERE status IN (2, 11))::int awaiting
        FROM removed WHERE status IN (2, 3, 11) GROUP BY tender_id) d
  WHERE r.tender_id = d.tender_id;
  WITH k AS (
    DELETE FROM tender_entry_keys e USING removed o
    WHERE e.tender_id = o.tender_id AND e.user_id = o.user_id
    RETURNING e.user_id, e.list_class
  )
  INSERT INTO tender_entry_counts AS c (user_id, class0, class2, class4, class5, class6, class7)
  SELECT user_id, -count(*) FILTER (WHERE list_class = 0), -count(*) FILTER (WHERE list_class = 2),
    -count(*) FILTER (WHERE list_class = 4), -count(*) FILTER (WHERE list_class = 5),
    -count(*) FILTER (WHERE list_class = 6), -count(*) FILTER (WHERE list_class = 7)
  FROM k GROUP BY user_id ORDER BY user_id
  ON CONFLICT (user_id) DO UPDATE SET
    class0 = c.class0 + excluded.class0, class2 = c.class2 + excluded.class2,
    class4 = c.class4 + excluded.class4, class5 = c.class5 + excluded.class5,
    class6 = c.class6 + excluded.class6, class7 = c.class7 + excluded.class7;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tender_suppliers_list_keys_insert AFTER INSERT ON tender_suppliers
  REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION add_entry_lists_of_statement();
--> statement-breakpoint
CREATE TRIGGER tender_suppliers_list_keys_delete AFTER DELETE ON tender_suppliers
  REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION remove_entry_lists_of_statement();
