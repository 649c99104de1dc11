-- The seeded wiki answer said the bid step is "1 % of the expected price", but buyers set each
-- item's step (1 % is only the suggestion). The answer is rewritten unless an admin changed it.
UPDATE "wiki_entries"
SET "answer" = $md$Open the auction from **Supplier auctions** once it is running. For each item, enter a unit price at least one **bid step** below your previous bid (the buyer sets each item's step; the room shows it beside the item) and press **Bid**. Every accepted bid comes with a receipt, and your position updates at once.$md$
WHERE "question" = 'How do I bid?'
  AND "answer" = $md$Open the auction from **Supplier auctions** once it is running. For each item, enter a unit price at least one **bid step** below your previous bid (the step is 1 % of the expected price) and press **Bid**. Every accepted bid comes with a receipt, and your position updates at once.$md$;
