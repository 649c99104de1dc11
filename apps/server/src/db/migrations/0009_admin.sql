CREATE TABLE "admin_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"target" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_error_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"message" text NOT NULL,
	"stack" text,
	"url" text,
	"user_agent" text,
	"user_name" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tender_freezes" (
	"tender_id" uuid PRIMARY KEY NOT NULL,
	"previous_status" integer NOT NULL,
	"frozen_by" uuid,
	"frozen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wiki_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wiki_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_freezes" ADD CONSTRAINT "tender_freezes_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_freezes" ADD CONSTRAINT "tender_freezes_frozen_by_users_id_fk" FOREIGN KEY ("frozen_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wiki_entries" ADD CONSTRAINT "wiki_entries_category_id_wiki_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."wiki_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_idx" ON "admin_audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "admin_audit_log_action_idx" ON "admin_audit_log" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "client_error_logs_created_idx" ON "client_error_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "wiki_entries_category_idx" ON "wiki_entries" USING btree ("category_id");--> statement-breakpoint
INSERT INTO "wiki_categories" ("name", "sort_order") VALUES ('Getting started', 1), ('Creating auctions', 2), ('Bidding', 3), ('Account and billing', 4);--> statement-breakpoint
INSERT INTO "wiki_entries" ("category_id", "question", "answer") VALUES
((SELECT "id" FROM "wiki_categories" WHERE "name" = 'Getting started'), 'How does a reverse auction work?', $md$In a **reverse auction** the buyer names what they need and suppliers compete by bidding prices *down*.

1. The buyer creates an auction with items, criteria and must-have conditions.
2. Invited suppliers (or anyone, for a public auction) send a proposal before the proposal deadline.
3. At the start time the live room opens: suppliers see the best bid and their own position and may improve their offer until the clock runs out.
4. When the auction ends, the best-ranked offer wins and both sides see the savings.$md$),
((SELECT "id" FROM "wiki_categories" WHERE "name" = 'Getting started'), 'What do the auction statuses mean?', $md$- **Draft** – the buyer is still preparing the auction.
- **Req. for Proposals** – suppliers are invited and send their proposals.
- **Proposals check** – the deadline has passed; the buyer checks the proposals.
- **Running** – the live auction room is open.
- **Ended** / **Canceled** – the auction is over.
- **Freezed** – an administrator has paused the auction; bids are not accepted until it is released.$md$),
((SELECT "id" FROM "wiki_categories" WHERE "name" = 'Creating auctions'), 'How do I create an auction?', $md$Choose **New auction**, give it a name, add the items with quantity and expected unit price, and pick the delivery address. Add criteria beyond price if they matter to you (their weights must add up to 100 %), then invite suppliers by e-mail or make the auction public and **schedule** it.$md$),
((SELECT "id" FROM "wiki_categories" WHERE "name" = 'Creating auctions'), 'Can I change an auction after scheduling it?', $md$No. Parameters can be edited only while the auction is a **draft**. Once it is scheduled, editing is blocked during the proposal phase and once the auction has run, so that every supplier bids on the same terms. You can still prolong a running auction or cancel it with a reason.$md$),
((SELECT "id" FROM "wiki_categories" WHERE "name" = 'Bidding'), 'How do I bid?', $md$Open the auction from **Supplier auctions** once it is running. For each item, enter a unit price at least one **bid step** below your previous bid (the step is 1 % of the expected price) and press **Bid**. Every accepted bid comes with a receipt, and your position updates at once.$md$),
((SELECT "id" FROM "wiki_categories" WHERE "name" = 'Bidding'), 'What is a proposal and when must I send it?', $md$A proposal is your first offer: answers to the must-have conditions, your prices and any attachments. Send it before the **proposal deadline**; the buyer checks proposals before the live auction starts. You must accept every must-have condition to take part.$md$),
((SELECT "id" FROM "wiki_categories" WHERE "name" = 'Account and billing'), 'What does the trial include?', $md$A trial gives you the **Business Standard** plan for 30 days: unlimited auctions and industry-based suggestions. After it ends your account returns to the Free plan and keeps all its auctions.$md$);
