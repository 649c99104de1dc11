ALTER TABLE "gov_tenders" ADD COLUMN "items" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "gov_tenders" ADD COLUMN "documents" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "gov_tenders" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "gov_tenders" ADD COLUMN "lng" double precision;