CREATE TABLE "exchange_rates" (
	"currency" text NOT NULL,
	"rate_date" date NOT NULL,
	"per_eur" numeric(18, 6) NOT NULL,
	CONSTRAINT "exchange_rates_currency_rate_date_pk" PRIMARY KEY("currency","rate_date")
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tender_id" uuid,
	"uploader_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "must_have_conditions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tender_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"has_additional_info" boolean DEFAULT false NOT NULL,
	"is_mandatory" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tender_announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tender_id" uuid NOT NULL,
	"author_id" uuid,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tender_audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tender_id" uuid NOT NULL,
	"user_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tender_criteria" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tender_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"unit_id" integer NOT NULL,
	"winning_threshold" integer DEFAULT 0 NOT NULL,
	"weight" numeric(5, 4) NOT NULL,
	"min_bid" numeric(18, 4),
	"max_bid" numeric(18, 4),
	"best_bid" numeric(18, 4),
	"is_price" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tender_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tender_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"unit_price" numeric(18, 4) NOT NULL,
	"unit_id" integer NOT NULL,
	"quantity" numeric(18, 4) NOT NULL,
	"bid_step" numeric(18, 4) NOT NULL,
	"best_bid" numeric(18, 4)
);
--> statement-breakpoint
CREATE TABLE "tenders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"industry_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_vat_included" boolean DEFAULT true NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"address_source" integer,
	"delivery_address" jsonb,
	"main_picture_file_id" uuid,
	"duration_minutes" integer DEFAULT 120 NOT NULL,
	"proposal_end_date" timestamp with time zone NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"prolonged_minutes" integer DEFAULT 0 NOT NULL,
	"auto_extend_minutes" integer DEFAULT 0 NOT NULL,
	"bid_visibility" text DEFAULT 'rankAndBest' NOT NULL,
	"step_progress" integer DEFAULT 1 NOT NULL,
	"canceled_reason" text,
	"scheduled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "must_have_conditions" ADD CONSTRAINT "must_have_conditions_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_announcements" ADD CONSTRAINT "tender_announcements_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_announcements" ADD CONSTRAINT "tender_announcements_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_audit_log" ADD CONSTRAINT "tender_audit_log_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_audit_log" ADD CONSTRAINT "tender_audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_criteria" ADD CONSTRAINT "tender_criteria_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_items" ADD CONSTRAINT "tender_items_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_items" ADD CONSTRAINT "tender_items_unit_id_units_of_measurement_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units_of_measurement"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenders" ADD CONSTRAINT "tenders_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_tender_idx" ON "files" USING btree ("tender_id","kind");--> statement-breakpoint
CREATE INDEX "must_have_conditions_tender_idx" ON "must_have_conditions" USING btree ("tender_id","position");--> statement-breakpoint
CREATE INDEX "tender_announcements_tender_idx" ON "tender_announcements" USING btree ("tender_id","created_at");--> statement-breakpoint
CREATE INDEX "tender_audit_log_tender_idx" ON "tender_audit_log" USING btree ("tender_id","at");--> statement-breakpoint
CREATE INDEX "tender_criteria_tender_idx" ON "tender_criteria" USING btree ("tender_id","position");--> statement-breakpoint
CREATE INDEX "tender_items_tender_idx" ON "tender_items" USING btree ("tender_id","position");--> statement-breakpoint
CREATE INDEX "tenders_owner_idx" ON "tenders" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "tenders_status_proposal_end_idx" ON "tenders" USING btree ("status","proposal_end_date");--> statement-breakpoint
CREATE INDEX "tenders_status_start_idx" ON "tenders" USING btree ("status","start_date");--> statement-breakpoint
CREATE INDEX "tenders_status_end_idx" ON "tenders" USING btree ("status","end_date");