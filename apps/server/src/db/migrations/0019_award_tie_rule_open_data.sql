CREATE TABLE "tender_awards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tender_id" uuid NOT NULL,
	"item_id" uuid,
	"supplier_id" uuid NOT NULL,
	"amount" numeric(18, 4) NOT NULL,
	"awarded_by_id" uuid,
	"awarded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"canceled_at" timestamp with time zone,
	"cancel_reason" text
);
--> statement-breakpoint
CREATE TABLE "ocds_releases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tender_id" uuid,
	"ocid" text NOT NULL,
	"release_id" text NOT NULL,
	"tags" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"release" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "tie_rule" text DEFAULT 'earlierWins' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "award_status" text;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "award_reason" text;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "award_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "award_final_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "award_shows_rank" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "gov_tenders" ADD COLUMN "awards" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tender_awards" ADD CONSTRAINT "tender_awards_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_awards" ADD CONSTRAINT "tender_awards_item_id_tender_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."tender_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_awards" ADD CONSTRAINT "tender_awards_supplier_id_tender_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."tender_suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_awards" ADD CONSTRAINT "tender_awards_awarded_by_id_users_id_fk" FOREIGN KEY ("awarded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ocds_releases" ADD CONSTRAINT "ocds_releases_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tender_awards_tender_idx" ON "tender_awards" USING btree ("tender_id","awarded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ocds_releases_release_idx" ON "ocds_releases" USING btree ("ocid","release_id");--> statement-breakpoint
CREATE INDEX "ocds_releases_published_idx" ON "ocds_releases" USING btree ("published_at","id");--> statement-breakpoint
CREATE INDEX "ocds_releases_tender_idx" ON "ocds_releases" USING btree ("tender_id","id");