CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"link" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "savings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tender_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"is_owner" boolean NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(18, 4) NOT NULL,
	"tender_name" text NOT NULL,
	"date" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tender_bids" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tender_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" uuid NOT NULL,
	"value" numeric(18, 4) NOT NULL,
	"seq" integer NOT NULL,
	"phase" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tender_favorites" (
	"user_id" uuid NOT NULL,
	"tender_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tender_favorites_user_id_tender_id_pk" PRIMARY KEY("user_id","tender_id")
);
--> statement-breakpoint
CREATE TABLE "tender_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tender_id" uuid NOT NULL,
	"email" text NOT NULL,
	"message" text,
	"invited_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"redeemed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tender_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tender_id" uuid NOT NULL,
	"asked_by_id" uuid,
	"question" text NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tender_suppliers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tender_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" integer NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"rejected_reason" text,
	"rejoin_reason" text,
	"offer_description" text,
	"owner_comment" text,
	"must_have_responses" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"item_bids" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"criterion_bids" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reached_seq" integer DEFAULT 0 NOT NULL,
	"overall_position" integer DEFAULT 9999 NOT NULL,
	"score" double precision,
	"total" numeric(18, 4),
	"is_demo" boolean DEFAULT false NOT NULL,
	"proposal_finalized_at" timestamp with time zone,
	"invited_at" timestamp with time zone,
	"last_activity_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "bid_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "bid_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "winner_supplier_id" uuid;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings" ADD CONSTRAINT "savings_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings" ADD CONSTRAINT "savings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_bids" ADD CONSTRAINT "tender_bids_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_bids" ADD CONSTRAINT "tender_bids_supplier_id_tender_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."tender_suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_favorites" ADD CONSTRAINT "tender_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_favorites" ADD CONSTRAINT "tender_favorites_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_invitations" ADD CONSTRAINT "tender_invitations_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_invitations" ADD CONSTRAINT "tender_invitations_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_questions" ADD CONSTRAINT "tender_questions_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_questions" ADD CONSTRAINT "tender_questions_asked_by_id_users_id_fk" FOREIGN KEY ("asked_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_suppliers" ADD CONSTRAINT "tender_suppliers_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_suppliers" ADD CONSTRAINT "tender_suppliers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "savings_tender_user_idx" ON "savings" USING btree ("tender_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tender_bids_tender_seq_idx" ON "tender_bids" USING btree ("tender_id","seq");--> statement-breakpoint
CREATE INDEX "tender_bids_supplier_idx" ON "tender_bids" USING btree ("supplier_id","target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tender_invitations_tender_email_idx" ON "tender_invitations" USING btree ("tender_id","email");--> statement-breakpoint
CREATE INDEX "tender_questions_tender_idx" ON "tender_questions" USING btree ("tender_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tender_suppliers_tender_user_idx" ON "tender_suppliers" USING btree ("tender_id","user_id");--> statement-breakpoint
CREATE INDEX "tender_suppliers_user_idx" ON "tender_suppliers" USING btree ("user_id","status");