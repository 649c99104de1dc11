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
CREATE INDEX "tender_lots_end_idx" ON "tender_lots" USING btree ("state","end_date");