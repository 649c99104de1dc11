/**
 * What a sealed offer must hold (issue 30): a price for every item and a value for every criterion
 * other than the price, each by the shared bid rules of the proposal phase (a price above 0, a
 * criterion value within its range), each line once. A sealed offer is the whole offer: an
 * incomplete one could not be ranked at the opening.
 */
import {
  Messages,
  bidProblemMessage,
  biddingPhase,
  criterionBidProblem,
  itemBidProblem,
  round4,
  TenderStatus,
  type TSealedOfferBody,
} from '@tendermark/shared';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { TenderStructure } from '../auction/tender-structure.ts';
import type { SealedContent } from './sealing.ts';

const DUPLICATE_LINE = 'Each item and criterion can be priced only once in an offer';

type Line = TSealedOfferBody['itemsBids'][number];

function valuesById(lines: readonly Line[]): Map<string, number> {
  const values = new Map<string, number>();
  for (const line of lines) {
    if (values.has(line.id)) throw badRequest(DUPLICATE_LINE, 'duplicate_line');
    values.set(line.id, round4(line.value));
  }
  return values;
}

/** The offer's values as they are sealed; throws the refusal (400, or 404 for an unknown id). */
export function sealedContentOf(structure: TenderStructure, body: TSealedOfferBody): SealedContent {
  const items = valuesById(body.itemsBids);
  const criteria = valuesById(body.criteriaBids);
  for (const id of items.keys()) if (!structure.itemsById.has(id)) throw notFound();
  for (const id of criteria.keys()) {
    const criterion = structure.criteriaById.get(id);
    if (!criterion) throw notFound();
    if (criterion.isPrice) throw badRequest(Messages.priceCriterionNotBiddable, 'price_criterion');
  }
  const itemBids: SealedContent['itemBids'] = {};
  for (const item of structure.items) {
    const value = items.get(item.id);
    if (value === undefined)
      throw badRequest(Messages.sealedOfferIncomplete, 'sealed_offer_incomplete');
    const problem = itemBidProblem({
      bid: value,
      previous: undefined,
      bidStep: item.bidStep,
      phase: 'proposal',
    });
    if (problem) throw badRequest(bidProblemMessage(problem), 'bid_refused');
    itemBids[item.id] = value;
  }
  const criterionBids: SealedContent['criterionBids'] = {};
  for (const criterion of structure.criteria) {
    if (criterion.isPrice) continue;
    const value = criteria.get(criterion.id);
    if (value === undefined)
      throw badRequest(Messages.sealedOfferIncomplete, 'sealed_offer_incomplete');
    const problem = criterionBidProblem({
      bid: value,
      previous: undefined,
      minBid: criterion.minBid,
      maxBid: criterion.maxBid,
      winningThreshold: criterion.winningThreshold,
      phase: 'proposal',
    });
    if (problem) throw badRequest(bidProblemMessage(problem), 'bid_refused');
    criterionBids[criterion.id] = value;
  }
  return { itemBids, criterionBids };
}

/**
 * Offers are taken while the proposal phase runs by the server's clock (the clock's move to
 * RFP_ENDED may lag by a moment; the deadline decides). 409 otherwise.
 */
export function assertTakingOffers(
  tender: { status: number; proposalEndDate: Date; endDate: Date },
  now: Date,
): void {
  const phase = biddingPhase(tender, now);
  if ('phase' in phase && phase.phase === 'proposal') return;
  if ('refusal' in phase && phase.refusal === 'frozen')
    throw conflict(Messages.tenderFrozen, 'tender_frozen');
  if (tender.status === TenderStatus.NEW)
    throw conflict(Messages.auctionNotStarted, 'auction_not_started');
  throw conflict(Messages.proposalPhaseOver, 'proposal_phase_over');
}
