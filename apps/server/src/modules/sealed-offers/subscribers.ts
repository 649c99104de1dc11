/**
 * The sealed offers' reactions to their events (issue 30). The opening's pushes, notices and mails
 * are those of an auction's end (its `auctionEnded` event); here the operator's log hears of it,
 * without a price.
 */
import type { AppContext } from '../../context.ts';

export function subscribeToSealedOfferEvents(ctx: AppContext): void {
  if (ctx.config.databaseUrl && !ctx.config.isSealedOfferSecretConfigured)
    ctx.log.warn(
      'SEALED_OFFER_SECRET is not set: sealed offers are sealed with a secret kept in DATA_DIR; ' +
        'every node on this database must have the same one',
    );
  ctx.events.on('sealedOffersOpened', 'log the opening', ({ tenderId, openedAt, count }) => {
    ctx.log.info({ tenderId, openedAt, count }, 'sealed offers opened at the deadline');
  });
}
