CREATE TABLE "lot_members" (
	"item_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"tender_id" uuid NOT NULL,
	"accepted_round" integer DEFAULT -1 NOT NULL,
	"accepted_seq" integer DEFAULT 0 NOT NULL,
	"dropped_round" integer,
	CONSTRAINT "lot_members_item_id_supplier_id_pk" PRIMARY KEY("item_id","supplier_id")
);
--> statement-breakpoint
CREATE TABLE "sealed_offers" (
	"supplier_id" uuid PRIMARY KEY NOT NULL,
	"tender_id" uuid NOT NULL,
	"sealed" text NOT NULL,
	"key_version" integer DEFAULT 1 NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"seq" integer NOT NULL,
	"opened_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tender_lots" (
	"item_id" uuid PRIMARY KEY NOT NULL,
	"tender_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"round" integer DEFAULT 0 NOT NULL,
	"level" numeric(18, 4),
	"round_ends_at" timestamp with time zone,
	"end_date" timestamp with time zone,
	"prolonged_minutes" integer DEFAULT 0 NOT NULL,
	"remaining" integer,
	"outcome" text,
	"final_level" numeric(18, 4),
	"winner_supplier_id" uuid,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "auction_format" text DEFAULT 'english' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "format_rules" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "sealed_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tender_bids" ADD COLUMN "action" text DEFAULT 'bid' NOT NULL;--> statement-breakpoint
ALTER TABLE "tender_bids" ADD COLUMN "sealed_digest" text;--> statement-breakpoint
ALTER TABLE "lot_members" ADD CONSTRAINT "lot_members_supplier_id_tender_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."tender_suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_members" ADD CONSTRAINT "lot_members_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sealed_offers" ADD CONSTRAINT "sealed_offers_supplier_id_tender_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."tender_suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sealed_offers" ADD CONSTRAINT "sealed_offers_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_lots" ADD CONSTRAINT "tender_lots_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lot_members_round_idx" ON "lot_members" USING btree ("item_id","dropped_round","accepted_round");--> statement-breakpoint
CREATE INDEX "tender_lots_tender_idx" ON "tender_lots" USING btree ("tender_id","position");--> statement-breakpoint
CREATE INDEX "tender_lots_round_end_idx" ON "tender_lots" USING btree ("state","round_ends_at");--> statement-breakpoint
CREATE INDEX "tender_lots_end_idx" ON "tender_lots" USING btree ("state","end_date");--> statement-breakpoint
-- The wiki's guide to the formats (issue 30), for buyers and suppliers.
INSERT INTO "wiki_categories" ("name", "sort_order") VALUES ('Auction formats', 3);--> statement-breakpoint
INSERT INTO "wiki_entries" ("category_id", "question", "answer") VALUES
((SELECT "id" FROM "wiki_categories" WHERE "name" = 'Auction formats'), 'Which auction format should I choose?', $md$Pick the format in the editor's **Auction rules**; it is fixed once the auction is scheduled, and suppliers see it on the auction's page.

- **Open auction (English)** – the default. Suppliers bid prices down in the live room and see their position (and, if you allow it, the best bids). Best when several suppliers compete on price and you want them to react to each other. With several items you can let the **lots close one after another**.
- **Japanese** – a falling price clock per item. Every supplier accepts each price level or drops out for good; the last one left wins at that level. Suppliers never see who else is still in, only how many. Best to find the lowest price several qualified suppliers would accept, quickly and without bid wars.
- **Dutch** – the price you offer rises step by step up to the expected price; the first supplier to accept wins. Best for a fast, single-winner buy when you know the most you would pay.
- **Sealed offers** – suppliers send priced offers until the deadline; nobody, you included, can read a price before it. All offers open together at the deadline. Best for public and regulated buying, where offers must be independent.

After every format the same comparison and award follow.$md$),
((SELECT "id" FROM "wiki_categories" WHERE "name" = 'Auction formats'), 'How does a Japanese auction work?', $md$Each item (lot) has its own price clock, starting at the buyer's expected unit price. Every round (the buyer sets its length) the price falls by the item's **bid step**, down to a floor.

- **Suppliers:** in each round, press **Accept** to stay in at the shown price, or let the round pass or press **Drop out** to leave. Dropping out is final. The room shows the price, the time left in the round and how many suppliers remain, never who.
- **The lot ends** when one supplier is left (they win at that round's price), or at the floor (the suppliers still in tie).
- **Ties:** when the last suppliers all drop out in the same round, they tie at the price they last accepted, and the auction's tie rule decides (by default the one who accepted that price first ranks first).
- **Buyers:** you see each lot's price, round and how many remain, and who won once a lot closes.$md$),
((SELECT "id" FROM "wiki_categories" WHERE "name" = 'Auction formats'), 'How does a Dutch auction work?', $md$Each item (lot) has its own offer that starts low (a share of the expected unit price the buyer sets) and rises by the item's **bid step** every round, up to the expected unit price.

- **Suppliers:** press **Accept** and confirm the price to take the lot at that price. The first supplier to accept wins; if two accept in the same instant, the server's order decides and the other is told the lot is taken. If the price moved while you confirmed, you are shown the new price and asked again.
- **Buyers:** a lot nobody accepts by the end of the auction closes without a supplier.$md$),
((SELECT "id" FROM "wiki_categories" WHERE "name" = 'Auction formats'), 'How do sealed offers work?', $md$Suppliers submit a price for every item (and values for the other criteria) until the **proposal deadline**. A new submission replaces the earlier one.

- **Nobody can read a price before the deadline** – not the buyer, not an administrator, not the supplier who sent it. Each submission gets a receipt with its place in the auction's tamper-evident log; the prices are stored encrypted, with a key kept outside the database.
- **At the deadline** all offers open together. The opening is recorded with its time in the auction's history, the offers are ranked by the criteria and weights, and the buyer compares and awards as after any auction.$md$),
((SELECT "id" FROM "wiki_categories" WHERE "name" = 'Auction formats'), 'What are lots with staggered close?', $md$In an open (English) auction with several items, the buyer can let the items (lots) **close one after another**: the first lot closes at the auction's end time and each next one a set number of minutes later.

- Each lot has its **own countdown** in the room and its **own overtime**: a bid that changes a lot's best bid in its final minutes extends that lot only.
- Once a lot has closed, its bids are final; the lots still open take bids, and criteria can be improved until the last lot closes.$md$);
