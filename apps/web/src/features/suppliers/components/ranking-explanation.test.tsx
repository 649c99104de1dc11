// Suppliers see how offers are ranked, with this auction's weights (issue 27).
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/render.tsx';
import { tenderFixture } from '@/test/tender-fixtures.ts';
import { RankingExplanation } from './ranking-explanation.tsx';

describe('RankingExplanation', () => {
  it('names each criterion with its weight and direction, and how the score ranks', async () => {
    const tender = tenderFixture();
    const [price] = tender.criteriaDetails;
    await renderWithProviders(
      <RankingExplanation
        tender={{
          ...tender,
          criteriaDetails: [
            { ...price, weight: { id: 0.8, name: '80%' } },
            {
              ...price,
              id: 'criterion-2',
              name: 'Warranty',
              isPrice: false,
              winningThreshold: { id: 1, name: 'Highest wins' },
              weight: { id: 0.2, name: '20%' },
            },
          ],
        }}
      />,
    );
    const section = screen.getByRole('region', { name: 'How offers are ranked' });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Total price: 80 % of the score, the lowest wins',
      'Warranty: 20 % of the score, the highest wins',
    ]);
    expect(within(section).getByText(/The highest total score ranks first/)).toBeInTheDocument();
  });

  it('says that only the price counts when it is the only criterion', async () => {
    await renderWithProviders(<RankingExplanation tender={tenderFixture()} />);
    expect(screen.getByText(/Only the total price counts/)).toBeInTheDocument();
  });

  it('names the auction’s tie rule and what it does (issue 29)', async () => {
    await renderWithProviders(
      <RankingExplanation tender={{ ...tenderFixture(), tieRule: 'shareWorse' }} />,
    );
    expect(screen.getByTestId('ranking-tie-rule')).toHaveTextContent(
      /^Equal offers share the worse rank: .*both 2nd/,
    );
  });
});
