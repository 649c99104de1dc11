// The schedule confirmation shows the weights that will rank the offers, so a price weighted
// lower than the owner meant is seen before the auction is locked.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/render.tsx';
import { tenderFixture } from '@/test/tender-fixtures.ts';
import { draftFromTender } from '@/features/tenders/model/draft.ts';
import { ScheduleSummary } from './schedule-summary.tsx';

describe('ScheduleSummary', () => {
  it('lists every criterion with its weight', async () => {
    const tender = tenderFixture();
    const [price] = tender.criteriaDetails;
    const draft = draftFromTender({
      ...tender,
      criteriaDetails: [
        { ...price, weight: { id: 0.7, name: '70%' } },
        {
          ...price,
          id: 'criterion-2',
          name: 'Delivery time',
          isPrice: false,
          weight: { id: 0.3, name: '30%' },
        },
      ],
    });
    await renderWithProviders(<ScheduleSummary draft={draft} attachmentCount={0} />);
    const weights = within(screen.getByTestId('schedule-weights')).getAllByRole('listitem');
    expect(weights.map((item) => item.textContent)).toEqual([
      'Total price: 70 %',
      'Delivery time: 30 %',
    ]);
    expect(screen.getByText('Ranking weights')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Equal scores/ })).toHaveTextContent(
      'The earlier offer wins',
    );
  });
});
