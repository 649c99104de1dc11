CREATE TABLE "gov_tenders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ocid" text NOT NULL,
	"release_id" text NOT NULL,
	"release_date" timestamp with time zone,
	"title" text NOT NULL,
	"description" text,
	"buyer_name" text,
	"buyer_address" text,
	"delivery_place" text,
	"items_text" text,
	"country_id" integer,
	"value_amount" numeric(20, 2),
	"value_currency" text,
	"value_eur" numeric(20, 2),
	"tender_start_date" timestamp with time zone,
	"tender_end_date" timestamp with time zone,
	"status" text,
	"procurement_method" text,
	"classifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source_url" text,
	"publisher" text NOT NULL,
	"license" text,
	"language" text,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce("gov_tenders"."title", '')), 'A') || setweight(to_tsvector('simple', coalesce("gov_tenders"."delivery_place", '')), 'B') || setweight(to_tsvector('simple', coalesce("gov_tenders"."buyer_name", '') || ' ' || coalesce("gov_tenders"."buyer_address", '')), 'C') || setweight(to_tsvector('simple', coalesce("gov_tenders"."description", '') || ' ' || coalesce("gov_tenders"."items_text", '')), 'D')) STORED NOT NULL,
	CONSTRAINT "gov_tenders_ocid_unique" UNIQUE("ocid")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"criteria" jsonb NOT NULL,
	"checked_until" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce("companies"."name", '')), 'A') || setweight(to_tsvector('simple', coalesce("companies"."web", '') || ' ' || coalesce("companies"."position", '')), 'B')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce("tenders"."name", '') || ' ' || coalesce("tenders"."keywords", '')), 'A') || setweight(to_tsvector('simple', coalesce("tenders"."delivery_address" ->> 'city', '') || ' ' || coalesce("tenders"."delivery_address" ->> 'state', '') || ' ' || coalesce("tenders"."delivery_address" ->> 'zipCode', '')), 'B')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "gov_tenders" ADD CONSTRAINT "gov_tenders_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gov_tenders_search_idx" ON "gov_tenders" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "gov_tenders_country_idx" ON "gov_tenders" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "gov_tenders_value_eur_idx" ON "gov_tenders" USING btree ("value_eur");--> statement-breakpoint
CREATE INDEX "gov_tenders_end_idx" ON "gov_tenders" USING btree ("tender_end_date");--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "companies_search_idx" ON "companies" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "tenders_search_idx" ON "tenders" USING gin ("search_vector");