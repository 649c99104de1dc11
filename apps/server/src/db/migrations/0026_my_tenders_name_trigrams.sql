-- GetMyTenders' name search (my-tenders-page.ts) reads the user's matching rows, not all of the
-- user's rows: a search is `name ILIKE '%…%'`, which a btree cannot narrow. GIN indexes of the
-- name's trigrams (pg_trgm), led by the owner or the entry's user (btree_gin gives a GIN index
-- its uuid column), so that one index scan keeps only that user's matches, however many other
-- users' tenders match. Both extensions are trusted (a database owner may create them) and ship
-- with PGlite (db/client.ts loads them). A pattern without three letters or digits in a row has
-- no trigram: the page does not send those through these indexes.
-- fastupdate off: a GIN index otherwise queues new entries in a pending list (up to 4 MB) that
-- every search reads whole until a vacuum merges it (a search with no match took 20–40 ms instead
-- of 1 after 10 000 writes); off, each insert or non-HOT update puts its trigrams in the index
-- itself and a search reads only its own entries (in bulk statements on a loaded machine, about
-- 0.3 ms more per tender inserted and 0.5 ms per entry row updated).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
CREATE INDEX "tenders_owner_name_trgm_idx" ON "tenders" USING gin ("owner_id", "name" gin_trgm_ops)
  WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX "tender_entry_keys_name_trgm_idx" ON "tender_entry_keys" USING gin ("user_id", "name" gin_trgm_ops)
  WITH (fastupdate = off);
