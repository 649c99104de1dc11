/**
 * When the open data follows a tender: after the commit of each change of what its releases say
 * (scheduled, prolonged, ended, canceled, frozen or released, awarded). A failed publication is
 * retried by the dispatcher, and one lost with its process is found by the sweep (sweep.ts).
 */
import type { AppContext } from '../../context.ts';
import { publishTender } from './publisher.ts';

export function subscribeToOpenDataEvents(ctx: AppContext): void {
  const publish = async (tenderId: string) => void (await publishTender(ctx, tenderId));
  // A scheduled tender joins its owner's lists (so do drafts, which the publisher leaves out).
  ctx.events.on('tenderListed', 'publish the listed tender as open data', ({ tenderId }) =>
    publish(tenderId),
  );
  ctx.events.on('tenderCanceled', 'publish the cancellation as open data', ({ tender }) =>
    publish(tender.id),
  );
  ctx.events.on('auctionProlonged', 'publish the prolongation as open data', ({ tenderId }) =>
    publish(tenderId),
  );
  ctx.events.on('auctionEnded', 'publish the ended tender as open data', ({ tender }) =>
    publish(tender.id),
  );
  ctx.events.on('awardChanged', 'publish the award step as open data', ({ tenderId }) =>
    publish(tenderId),
  );
  ctx.events.on('tenderFreezeChanged', 'publish the released tender as open data', ({ tenderId }) =>
    publish(tenderId),
  );
}
