// The room's lots (issue 30): GetLots, then every lotUpdate push applied to it; a lot that closes
// is read again (who won is in GetLots, not in the push), and the room's refetch on (re)join and
// reconnect reads it all again (its key is under the room's). A polite announcement names a new
// level or a closed lot, once per push, never per second.
import { useCallback, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TLotReceipt, TLotsReply, TTender } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { formatMoney } from '@/lib/money.ts';
import type { TenderHubHandlers } from '@/lib/realtime/use-tender-hub.ts';
import { lotsQueryOptions } from '../api/lots.ts';
import { lotNews, withLot, withOwnAction } from '../model/lots.ts';

const NO_HANDLERS: TenderHubHandlers = {};

export function useLots(tender: TTender, { enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { tenderId, currency } = tender;
  const options = useMemo(() => lotsQueryOptions(tenderId), [tenderId]);
  const query = useQuery({ ...options, enabled });
  const [announcement, setAnnouncement] = useState('');
  const names = useMemo(
    () => new Map(tender.itemsDetails.map((item) => [String(item.id), item.name])),
    [tender.itemsDetails],
  );

  const handlers: TenderHubHandlers = enabled
    ? {
        lotUpdate: ({ tenderId: pushedTender, lot }) => {
          if (pushedTender !== tenderId) return;
          const before = queryClient.getQueryData<TLotsReply>(options.queryKey);
          if (!before) {
            void queryClient.invalidateQueries({ queryKey: options.queryKey });
            return;
          }
          const previous = before.lots.find((known) => known.itemId === lot.itemId);
          queryClient.setQueryData(options.queryKey, withLot(before, lot));
          const news = lotNews(previous, lot);
          const name = names.get(lot.itemId) ?? '';
          if (news === 'closed') {
            void queryClient.invalidateQueries({ queryKey: options.queryKey });
            setAnnouncement(t('lots.live.closed', { name }));
          } else if (news === 'level' && lot.level !== null)
            setAnnouncement(
              t('lots.live.level', { name, amount: formatMoney(lot.level, currency) }),
            );
        },
      }
    : NO_HANDLERS;

  /** The own acceptance or drop, kept until GetLots says it too. */
  const recordAction = useCallback(
    (receipt: TLotReceipt) => {
      const current = queryClient.getQueryData<TLotsReply>(options.queryKey);
      if (current)
        queryClient.setQueryData(
          options.queryKey,
          withOwnAction(current, receipt.itemId, { kind: receipt.action, round: receipt.round }),
        );
      void queryClient.invalidateQueries({ queryKey: options.queryKey });
    },
    [queryClient, options.queryKey],
  );

  /** GetLots read again now (after a refusal that says the lot moved on). */
  const reload = useCallback(
    () => queryClient.fetchQuery({ ...options, staleTime: 0 }),
    [queryClient, options],
  );

  return { query, handlers, announcement, recordAction, reload };
}
