CREATE TABLE "stripe_cancellations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"stripe_customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "stripe_cancellations" ADD CONSTRAINT "stripe_cancellations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stripe_cancellations_due_idx" ON "stripe_cancellations" USING btree ("next_attempt_at") WHERE "stripe_cancellations"."next_attempt_at" is not null;