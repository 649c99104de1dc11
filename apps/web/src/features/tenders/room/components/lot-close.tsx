// An English lot's own close with staggered close (issue 30): the countdown to the lot's end while
// it is open, overtime included. The supplier's item rows and the owner's lot cards both show it.
import type { TLotState } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { LotCountdown } from './lot-countdown.tsx';

export function LotCloseCountdown({ lot, testId }: { lot: TLotState; testId?: string }) {
  const { t } = useTranslation();
  if (lot.state !== 'open' || !lot.endDate) return null;
  return (
    <LotCountdown
      until={lot.endDate}
      label={t('lots.closesIn')}
      overLabel={t('lots.closingNow')}
      testId={testId}
    />
  );
}
