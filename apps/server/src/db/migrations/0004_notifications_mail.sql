ALTER TABLE "users" ADD COLUMN "newsletter_status" text DEFAULT 'unsubscribed' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mail_preferences" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "digest_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "proposal_reminder_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "start_reminder_for" timestamp with time zone;