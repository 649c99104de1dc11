// One story per stage on the owner's bidders step (issue 27): a draft picks suppliers (invited on
// scheduling), the proposal phase invites, and later stages say why invitations are closed
// without offering invite buttons next to it.
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { TenderStatus } from '@tendermark/shared';
import '@/test/stub-document-fonts.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { tenderFixture } from '@/test/tender-fixtures.ts';
import { BiddersToolbar } from './bidders-toolbar.tsx';

async function renderToolbar(tenderStatus: number) {
  await renderWithProviders(
    <BiddersToolbar
      tender={tenderFixture({ tenderStatus })}
      live={{ state: 'connected', join: null, reconnect: vi.fn() }}
      onInvite={vi.fn()}
      onMessage={vi.fn()}
      onAddDemo={vi.fn()}
      isAddingDemo={false}
    />,
  );
}

const inviteButtons = () => screen.queryAllByRole('button', { name: /^(Invite|Pick) (by|from)/ });

describe('BiddersToolbar', () => {
  it('lets the owner pick suppliers on a draft and says they are invited on scheduling', async () => {
    await renderToolbar(TenderStatus.NEW);
    expect(screen.getByRole('button', { name: 'Pick by e-mail' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Pick from contacts' })).toBeEnabled();
    expect(screen.getByTestId('invitations-note')).toHaveTextContent(
      'suppliers you pick now are invited (by e-mail and in the app) when you schedule it',
    );
  });

  it('invites during the proposal phase, with no closed note', async () => {
    await renderToolbar(TenderStatus.SCHEDULED);
    expect(screen.getByRole('button', { name: 'Invite by e-mail' })).toBeEnabled();
    expect(screen.queryByTestId('invitations-note')).not.toBeInTheDocument();
  });

  it.each([
    [TenderStatus.SUBMITTED, 'The live auction has started'],
    [TenderStatus.ENDED, 'This auction has ended'],
    [TenderStatus.CANCELED, 'This auction was canceled'],
  ])('offers no invite button once invitations are closed (status %i)', async (status, reason) => {
    await renderToolbar(status);
    expect(inviteButtons()).toEqual([]);
    expect(screen.getByTestId('invitations-note')).toHaveTextContent(reason);
    expect(screen.getByTestId('invitations-note')).not.toHaveTextContent('until the live auction');
  });
});
