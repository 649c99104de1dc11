// The supplier's tender page explains the format in plain words, with the first item's prices
// worked out by the shared rules (issue 30).
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { DEFAULT_FORMAT_RULES, type TTender } from '@tendermark/shared';
import { renderWithProviders } from '@/test/render.tsx';
import { scheduledTenderFixture } from '@/test/supplier-fixtures.ts';
import { defaultItem } from '@/test/tender-fixtures.ts';
import { FormatExplanation } from '@/components/format-explanation.tsx';

const tender = (overrides: Partial<TTender>): TTender =>
  scheduledTenderFixture({
    auctionFormat: 'english',
    formatRules: DEFAULT_FORMAT_RULES,
    currency: 'EUR',
    ...overrides,
  });

describe('the format explanation', () => {
  it('works out the Japanese clock of the first item', async () => {
    await renderWithProviders(
      <FormatExplanation
        tender={tender({ auctionFormat: 'japanese', formatRules: { ...DEFAULT_FORMAT_RULES } })}
      />,
    );
    expect(screen.getByText('Japanese (falling price)')).toBeInTheDocument();
    expect(
      screen.getByText(
        'For Chair: the price starts at €100.00 and falls by €1.00 every 60 s down to €50.00.',
      ),
    ).toBeInTheDocument();
  });

  it('works out the Dutch offer of the first item', async () => {
    await renderWithProviders(
      <FormatExplanation
        tender={tender({
          auctionFormat: 'dutch',
          formatRules: { ...DEFAULT_FORMAT_RULES, startPercent: 80, roundSeconds: 30 },
        })}
      />,
    );
    expect(
      screen.getByText(
        'For Chair: the offer starts at €80.00 and rises by €1.00 every 30 s up to €100.00.',
      ),
    ).toBeInTheDocument();
  });

  it('says when sealed offers open', async () => {
    await renderWithProviders(<FormatExplanation tender={tender({ auctionFormat: 'sealed' })} />);
    expect(
      screen.getByText(/until then nobody, the buyer included, can read a price/),
    ).toBeVisible();
  });

  it('says how lots close one after another', async () => {
    await renderWithProviders(
      <FormatExplanation
        tender={tender({
          formatRules: { ...DEFAULT_FORMAT_RULES, lotCloseMinutes: 5 },
          itemsDetails: [
            { ...defaultItem, id: 'item-1', name: 'Chair' },
            { ...defaultItem, id: 'item-2', name: 'Desk' },
          ],
        })}
      />,
    );
    expect(screen.getByText(/each next one 5 min later/)).toBeInTheDocument();
  });
});
