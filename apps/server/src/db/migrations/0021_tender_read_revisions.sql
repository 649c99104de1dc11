CREATE TABLE "tender_read_revisions" (
	"tender_id" uuid PRIMARY KEY NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- What GetTender shows of a tender is its row (whose xmin moves with every update of it) and rows
-- of other tables. A process may keep a reply while the tender row's xmin and this revision are
-- the ones it read before building it (modules/tenders/reply-cache.ts): every change to those
-- other rows bumps the revision here, in its own transaction. Entries' statuses, bids and
-- positions, and suppliers' renames, already update the tender row (entries_version, migration
-- 0010); the room write updates the row itself and says so with tendermark.entries_versioned,
-- so its updates of entries and best bids skip these triggers (the WHEN below): the bid path
-- pays one condition per row, nothing else. No foreign key, so that a bump never waits for the
-- tender row the bid flush holds. A transaction bumps a tender once (the xmin test).
CREATE FUNCTION bump_tender_read_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.tender_id IS NOT NULL THEN
    INSERT INTO tender_read_revisions AS r (tender_id, revision) VALUES (OLD.tender_id, 1)
    ON CONFLICT (tender_id) DO UPDATE SET revision = r.revision + 1
    WHERE r.xmin <> xid(pg_current_xact_id());
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.tender_id IS NOT NULL
    AND (TG_OP = 'INSERT' OR NEW.tender_id IS DISTINCT FROM OLD.tender_id) THEN
    INSERT INTO tender_read_revisions AS r (tender_id, revision) VALUES (NEW.tender_id, 1)
    ON CONFLICT (tender_id) DO UPDATE SET revision = r.revision + 1
    WHERE r.xmin <> xid(pg_current_xact_id());
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tender_items_read_revision AFTER INSERT OR UPDATE OR DELETE ON tender_items
  FOR EACH ROW WHEN (coalesce(current_setting('tendermark.entries_versioned', true), '') <> 'on')
  EXECUTE FUNCTION bump_tender_read_revision();
--> statement-breakpoint
CREATE TRIGGER tender_criteria_read_revision AFTER INSERT OR UPDATE OR DELETE ON tender_criteria
  FOR EACH ROW WHEN (coalesce(current_setting('tendermark.entries_versioned', true), '') <> 'on')
  EXECUTE FUNCTION bump_tender_read_revision();
--> statement-breakpoint
CREATE TRIGGER must_have_conditions_read_revision
  AFTER INSERT OR UPDATE OR DELETE ON must_have_conditions
  FOR EACH ROW EXECUTE FUNCTION bump_tender_read_revision();
--> statement-breakpoint
-- The entry columns that entries_version (migration 0010) leaves out.
CREATE TRIGGER tender_suppliers_read_revision
  AFTER UPDATE OF is_public, rejected_reason, rejoin_reason, offer_description, owner_comment,
    must_have_responses, proposal_finalized_at, last_activity_date, created_at
  ON tender_suppliers
  FOR EACH ROW WHEN (coalesce(current_setting('tendermark.entries_versioned', true), '') <> 'on')
  EXECUTE FUNCTION bump_tender_read_revision();
--> statement-breakpoint
CREATE TRIGGER files_read_revision AFTER INSERT OR UPDATE OR DELETE ON files
  FOR EACH ROW EXECUTE FUNCTION bump_tender_read_revision();
--> statement-breakpoint
CREATE TRIGGER tender_announcements_read_revision
  AFTER INSERT OR UPDATE OR DELETE ON tender_announcements
  FOR EACH ROW EXECUTE FUNCTION bump_tender_read_revision();
--> statement-breakpoint
CREATE TRIGGER tender_invitations_read_revision
  AFTER INSERT OR UPDATE OR DELETE ON tender_invitations
  FOR EACH ROW EXECUTE FUNCTION bump_tender_read_revision();
--> statement-breakpoint
CREATE TRIGGER tender_awards_read_revision AFTER INSERT OR UPDATE OR DELETE ON tender_awards
  FOR EACH ROW EXECUTE FUNCTION bump_tender_read_revision();
--> statement-breakpoint
-- A user's name or company is shown on the tenders they own and those they have an entry in.
CREATE FUNCTION bump_tender_read_revisions_of_users(user_ids uuid[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO tender_read_revisions AS r (tender_id, revision)
  SELECT id, 1 FROM (
    SELECT id FROM tenders WHERE owner_id = ANY(user_ids)
    UNION SELECT tender_id FROM tender_suppliers WHERE user_id = ANY(user_ids)
  ) shown ORDER BY id
  ON CONFLICT (tender_id) DO UPDATE SET revision = r.revision + 1
  WHERE r.xmin <> xid(pg_current_xact_id())
$$;
--> statement-breakpoint
CREATE FUNCTION bump_tender_read_revision_on_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_tender_read_revisions_of_users(ARRAY[NEW.id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_read_revision AFTER UPDATE OF user_name, company_id ON users FOR EACH ROW
  WHEN (OLD.user_name IS DISTINCT FROM NEW.user_name OR OLD.company_id IS DISTINCT FROM NEW.company_id)
  EXECUTE FUNCTION bump_tender_read_revision_on_user();
--> statement-breakpoint
CREATE FUNCTION bump_tender_read_revision_on_company() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_tender_read_revisions_of_users(
    ARRAY(SELECT id FROM users WHERE company_id = NEW.id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER companies_read_revision AFTER UPDATE OF name ON companies FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION bump_tender_read_revision_on_company();
