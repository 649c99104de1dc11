import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SupplierStatus as S, TenderStatus as T } from '@tendermark/shared';
import { entryFixture } from '@/test/supplier-fixtures.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { BidderRowActions } from './bidder-row-actions.tsx';

async function renderActions(status: (typeof S)[keyof typeof S], onAction = vi.fn()) {
  await renderWithProviders(
    <BidderRowActions
      entry={entryFixture(status)}
      tenderStatus={T.SCHEDULED}
      isPending={false}
      onAction={onAction}
    />,
  );
  return onAction;
}

describe('a bidder row’s buttons', () => {
  it('shows approve and reject for a public applicant, and approving asks for it', async () => {
    const onAction = await renderActions(S.PENDING_PUBLIC);
    expect(screen.getByRole('button', { name: 'Reject anna@supplier.test' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Approve anna@supplier.test' }));
    expect(onAction).toHaveBeenCalledWith(expect.objectContaining({ action: 'approve' }));
  });

  it('puts comment, block and remove in the menu of a taking-part supplier, without approve', async () => {
    const onAction = await renderActions(S.ACCEPTED);
    expect(screen.queryByRole('button', { name: /Approve/ })).toBeNull();
    await userEvent.click(
      screen.getByRole('button', { name: 'More actions for anna@supplier.test' }),
    );
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Comment on offer', 'Block', 'Remove']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Block' }));
    expect(onAction).toHaveBeenCalledWith(expect.objectContaining({ action: 'block' }));
  });

  it('offers unblocking (not blocking) for a blocked supplier', async () => {
    await renderActions(S.BLOCKED);
    await userEvent.click(
      screen.getByRole('button', { name: 'More actions for anna@supplier.test' }),
    );
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Unblock', 'Remove']);
  });
});
