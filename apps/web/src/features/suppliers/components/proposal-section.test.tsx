import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SupplierStatus as S, TenderStatus } from '@tendermark/shared';
import '@/test/stub-document-fonts.ts';
import { mockFetch } from '@/test/fetch-mock.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { entryFixture, scheduledTenderFixture } from '@/test/supplier-fixtures.ts';
import { ProposalSection } from './proposal-section.tsx';

// The proposal deadline of the fixture is in 2030: the proposal phase is open.
function renderProposal(responses: { mhcId: string; response: boolean }[]) {
  const entry = entryFixture(S.ACCEPTED, { mustHaveConditionResponses: responses });
  const tender = scheduledTenderFixture({ suppliers: [entry] });
  return renderWithProviders(<ProposalSection tender={tender} entry={entry} />);
}

const finalizeButton = () => screen.getByRole('button', { name: 'Finalize proposal' });

describe('the proposal’s finalize button', () => {
  it('stays disabled with the reason until every must-have condition is checked and saved', async () => {
    mockFetch(() => ({ body: { serverTime: new Date().toISOString() } }));
    await renderProposal([{ mhcId: 'mhc-1', response: true }]);
    expect(finalizeButton()).toBeDisabled();
    expect(finalizeButton()).toHaveAccessibleDescription(
      'Check and save every must-have condition first.',
    );

    await userEvent.click(screen.getByRole('checkbox', { name: 'Certified to EN 1335' }));
    expect(finalizeButton()).toBeDisabled();
    expect(finalizeButton()).toHaveAccessibleDescription('Save your must-have answers first.');
  });

  it('is enabled once every condition is checked', async () => {
    mockFetch(() => ({ body: { serverTime: new Date().toISOString() } }));
    await renderProposal([
      { mhcId: 'mhc-1', response: true },
      { mhcId: 'mhc-2', response: true },
    ]);
    expect(finalizeButton()).toBeEnabled();
  });
});

describe('a finalized proposal', () => {
  const finalized = entryFixture(S.ACCEPTED, { proposalFinalizedAt: '2030-03-01T09:00:00.000Z' });

  it('says it can still change while the proposal phase is open', async () => {
    mockFetch(() => ({ body: { serverTime: new Date().toISOString() } }));
    const tender = scheduledTenderFixture({ suppliers: [finalized] });
    await renderWithProviders(<ProposalSection tender={tender} entry={finalized} />);
    expect(screen.getByText(/You can still change your offer/)).toBeInTheDocument();
  });

  it('does not promise changes once the auction has ended', async () => {
    mockFetch(() => ({ body: { serverTime: new Date().toISOString() } }));
    const tender = scheduledTenderFixture({
      suppliers: [finalized],
      tenderStatus: TenderStatus.ENDED,
    });
    await renderWithProviders(<ProposalSection tender={tender} entry={finalized} />);
    expect(screen.getByText('Proposal finalized', { exact: false })).toBeInTheDocument();
    expect(screen.queryByText(/You can still change your offer/)).not.toBeInTheDocument();
  });
});
