// The chart's line: GetBestPriceHistory, then the price criterion's best-bid pushes (the best
// complete total), stamped with the server's time as they arrive.
import { useMemo, useState } from 'react';
import type { TBestPricePoint, TTender } from '@tendermark/shared';
import type { TenderHubHandlers } from '@/lib/realtime/use-tender-hub.ts';
import { useBestPriceHistory } from '../api/get-best-price-history.ts';
import { mergeBestPrice } from '../model/feed.ts';
import { isPriceCriterion } from '../model/targets.ts';

function priceCriterionId(tender: TTender): string | undefined {
  const criterion = tender.criteriaDetails.find(isPriceCriterion);
  return criterion ? String(criterion.id) : undefined;
}

export function useBestPriceLine(tender: TTender, enabled: boolean, serverOffsetMs: number) {
  const stored = useBestPriceHistory(tender.tenderId, { enabled });
  const [pushed, setPushed] = useState<TBestPricePoint[]>([]);
  const priceId = priceCriterionId(tender);

  const handlers: TenderHubHandlers = enabled
    ? {
        updateCriterionBestBid: (payload) => {
          if (payload.tenderId !== tender.tenderId || payload.criterionId !== priceId) return;
          if (payload.seq === undefined || payload.bestBid < 0) return;
          const point = {
            at: new Date(Date.now() + serverOffsetMs).toISOString(),
            seq: payload.seq,
            bestTotal: payload.bestBid,
          };
          setPushed((current) => [...current, point]);
        },
      }
    : {};

  const points = useMemo(() => mergeBestPrice(stored.data ?? [], pushed), [stored.data, pushed]);
  return { points, handlers };
}
