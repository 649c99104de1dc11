import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { TenderStatus } from '@tendermark/shared';
import { mockFetch } from '@/test/fetch-mock.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { runningTenderFixture } from '@/test/supplier-fixtures.ts';
import { KeyDatesCard } from './key-dates-card.tsx';

// The fixture's live auction starts 2030-03-10 10:00 UTC and is planned for 120 minutes.
describe('the key dates of the live auction', () => {
  it('counts prolongations in the duration while it runs', async () => {
    mockFetch(() => ({ body: { serverTime: new Date().toISOString() } }));
    const tender = runningTenderFixture({ endDate: '2030-03-10T12:10:00.000Z' });
    await renderWithProviders(<KeyDatesCard tender={tender} />);
    expect(screen.getByTestId('live-duration')).toHaveTextContent(
      'The live auction runs 130 minutes. Prolongations added 10 minutes.',
    );
  });

  it('says a single minute of prolongation in the singular', async () => {
    mockFetch(() => ({ body: { serverTime: new Date().toISOString() } }));
    const tender = runningTenderFixture({ endDate: '2030-03-10T12:01:00.000Z' });
    await renderWithProviders(<KeyDatesCard tender={tender} />);
    expect(screen.getByTestId('live-duration')).toHaveTextContent(
      'The live auction runs 121 minutes. Prolongations added 1 minute.',
    );
  });

  it('says when it ended and how long it ran', async () => {
    mockFetch(() => ({ body: { serverTime: new Date().toISOString() } }));
    const tender = runningTenderFixture({
      tenderStatus: TenderStatus.ENDED,
      endDate: '2030-03-10T12:05:00.000Z',
    });
    await renderWithProviders(<KeyDatesCard tender={tender} />);
    expect(screen.getByText('Live auction ended')).toBeInTheDocument();
    expect(screen.queryByText('Ends in')).not.toBeInTheDocument();
    expect(screen.getByTestId('live-duration')).toHaveTextContent(
      'The live auction ran 125 minutes. Prolongations added 5 minutes.',
    );
  });
});
