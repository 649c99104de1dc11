/**
 * After an award step commits: the tender's open pages (owner and suppliers following its room)
 * hear `updateTenderStatus` with the tender's unchanged status (ended), the hint on which they
 * read the tender again (DESIGN §4: pushes are hints, the API is the truth) and so its award.
 */
import { TenderStatus } from '@tendermark/shared';
import type { AppContext } from '../../context.ts';

export function subscribeToAwardEvents(ctx: AppContext): void {
  ctx.events.on('awardChanged', 'push the award to the tender room', ({ tenderId }) =>
    ctx.realtime.publisher.toTender(tenderId, 'updateTenderStatus', {
      tenderId,
      status: TenderStatus.ENDED,
    }),
  );
}
