ALTER TABLE "tenders" ADD COLUMN "entries_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A process keeps a live room's supplier entries between bid flushes while the tender's
-- entries_version is the one it read them at. Every change to what a room reads of an entry bumps
-- it here; the writers of these columns hold the tender's row lock already (the room lock), so
-- the bump never waits for a bid flush while holding an entry that flush is to write. The room
-- write (room-writes.ts) bumps the version itself, in the statement that also moves the chain
-- head, and says so with tendermark.entries_versioned. The triggers run after the row, that is at
-- the end of the statement: a room write of a process not yet upgraded (which does not say so)
-- then bumps the version after its own update of the tender row, where a trigger run before the
-- row would update that row first and make the statement fail.
CREATE FUNCTION bump_entries_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE tenders SET entries_version = entries_version + 1 WHERE id = OLD.tender_id;
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.tender_id <> OLD.tender_id) THEN
    UPDATE tenders SET entries_version = entries_version + 1 WHERE id = NEW.tender_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tender_suppliers_entries_version
  AFTER INSERT OR DELETE OR UPDATE OF tender_id, user_id, status, is_demo, item_bids,
    criterion_bids, reached_seq, overall_position, score, total
  ON tender_suppliers FOR EACH ROW
  -- A condition, not a test in the function: the room write updates many entries a second, and
  -- a call into PL/pgSQL for each cost more than the entries read that keeping rooms saves.
  WHEN (coalesce(current_setting('tendermark.entries_versioned', true), '') <> 'on')
  EXECUTE FUNCTION bump_entries_version();
--> statement-breakpoint
CREATE FUNCTION bump_entries_version_on_rename() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Locked in id order first, as a bid flush locks them: one order, no deadlock.
  PERFORM 1 FROM tenders
  WHERE id IN (SELECT tender_id FROM tender_suppliers WHERE user_id = NEW.id)
  ORDER BY id FOR NO KEY UPDATE;
  UPDATE tenders SET entries_version = entries_version + 1
  WHERE id IN (SELECT tender_id FROM tender_suppliers WHERE user_id = NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_entries_version
  AFTER UPDATE OF user_name ON users FOR EACH ROW
  WHEN (OLD.user_name IS DISTINCT FROM NEW.user_name)
  EXECUTE FUNCTION bump_entries_version_on_rename();
