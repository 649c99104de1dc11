-- A wish to subscribe given before double opt-in existed was never confirmed: it waits as pending.
UPDATE "users" SET "newsletter_status" = 'pending' WHERE "subscribe_for_newsletter";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "subscribe_for_newsletter";
