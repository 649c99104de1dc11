// The award dialog suggests the best choices, asks for a reason exactly when the shared rule does,
// and sends the lines the buyer chose.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@/test/fetch-mock.ts';
import { renderWithProviders } from '@/test/render.tsx';
import '@/test/stub-document-fonts.ts';
import { comparisonFixture } from '../test/comparison-fixture.ts';
import { AwardDialog } from './award-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('AwardDialog', () => {
  it('needs no reason for the suggested award, and sends it', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch(() => ({ body: comparisonFixture().award }));
    const onClose = vi.fn();
    await renderWithProviders(
      <AwardDialog comparison={comparisonFixture()} opened onClose={onClose} />,
    );
    expect(screen.getByRole('textbox', { name: 'Reason' })).not.toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Award' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const award = calls.find((call) => call.url.includes('AwardTender'))!;
    expect(award.url).toContain('tenderId=tender-1');
    expect(JSON.parse(award.body)).toEqual({
      lines: [{ itemId: null, supplierId: 'bob' }],
      shareRanks: false,
    });
  });

  it('asks for a reason for an item not given to its lowest bid nor the best-ranked offer', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch(() => ({ body: comparisonFixture().award }));
    await renderWithProviders(
      <AwardDialog comparison={comparisonFixture()} opened onClose={() => {}} />,
    );
    await user.click(screen.getByRole('radio', { name: 'Each item to a supplier' }));
    // Suggested: each item to its lowest bid (paper to Alice, toner to Bob) — but Alice did not
    // confirm the mandatory condition.
    expect(screen.getByText('A reason is required for these choices')).toBeInTheDocument();
    expect(screen.getByText('Paper A4 → alice')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Award' }));
    expect(screen.getByRole('textbox', { name: /Reason/ })).toBeInvalid();
    expect(calls.filter((call) => call.url.includes('AwardTender'))).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: /Reason/ }), 'Certificate is on its way');
    await user.click(screen.getByRole('checkbox', { name: /Share ranks/ }));
    await user.click(screen.getByRole('button', { name: 'Award' }));
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.url.includes('AwardTender'))).toHaveLength(1),
    );
    expect(JSON.parse(calls.find((call) => call.url.includes('AwardTender'))!.body)).toEqual({
      lines: [
        { itemId: 'paper', supplierId: 'alice' },
        { itemId: 'toner', supplierId: 'bob' },
      ],
      reason: 'Certificate is on its way',
      shareRanks: true,
    });
  });
});
