import { expect, test } from './support/fixtures.ts';
import { tokenFor } from './support/api.ts';
import {
  activatedUser,
  giveTrial,
  journeyPassword,
  scheduledTender,
} from './support/tender-setup.ts';

test('a buyer invites a supplier by e-mail; the supplier accepts, answers, bids and finalizes; leaves and rejoins with the buyer’s approval — all seen live', async ({
  signedInPage,
  request,
}) => {
  test.setTimeout(120_000);
  const buyerEmail = await activatedUser(request, 'bidders-buyer');
  await giveTrial(request, buyerEmail);
  const supplierEmail = await activatedUser(request, 'bidders-supplier');
  const buyerToken = await tokenFor(request, buyerEmail, journeyPassword);
  const tender = await scheduledTender(
    request,
    buyerToken,
    `Office furniture ${Date.now().toString(36)}`,
  );

  const buyer = await signedInPage(buyerEmail);
  const supplier = await signedInPage(supplierEmail);

  // The buyer invites the supplier by e-mail in step 2.
  await buyer.goto(`/auctions/owner/${tender.tenderId}/2`);
  await buyer.getByRole('button', { name: 'Invite by e-mail' }).click();
  await buyer.getByRole('textbox', { name: /E-mail addresses/ }).fill(buyerEmail);
  await buyer.getByRole('button', { name: 'Send invitations' }).click();
  await expect(
    buyer.getByText('Email can not be the same as yours, please enter another email'),
  ).toBeVisible();
  await buyer.getByRole('textbox', { name: /E-mail addresses/ }).fill(supplierEmail);
  await buyer.getByRole('button', { name: 'Send invitations' }).click();
  const bidderRow = buyer.getByTestId('bidder-row').filter({ hasText: supplierEmail });
  await expect(bidderRow.getByText('Invited', { exact: true })).toBeVisible();
  await expect(bidderRow.getByText('N/A')).toBeVisible();

  // The supplier finds the invitation in the supplier list and accepts it.
  await supplier.goto('/auctions/supplier');
  await supplier.getByRole('link', { name: tender.name }).click();
  await expect(supplier).toHaveURL(new RegExp(`/auctions/supplier/${tender.tenderId}$`));
  await supplier.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(supplier.getByText('Invitation accepted', { exact: true })).toBeVisible();
  await expect(bidderRow.getByText('Invitation accepted', { exact: true })).toBeVisible();

  // Every must-have condition, initial bids on both items and the criterion, then finalize.
  const finalize = supplier.getByRole('button', { name: 'Finalize proposal' });
  await expect(finalize).toBeDisabled();
  for (const condition of tender.conditions)
    await supplier.getByRole('checkbox', { name: condition }).check();
  await supplier.getByRole('button', { name: 'Save answers' }).click();
  await expect(supplier.getByText('Your answers are saved')).toBeVisible();

  const bids: [string, string][] = [
    ['Your unit price for Ergonomic office chair', '115'],
    ['Your unit price for Standing desk', '440'],
    ['Your value for Delivery time', '14'],
  ];
  for (const [index, [label, value]] of bids.entries()) {
    await supplier.getByRole('textbox', { name: label }).fill(value);
    await supplier.getByRole('textbox', { name: label }).press('Enter');
    await expect(supplier.getByText(new RegExp(`Received: no\\. ${index + 1} at`))).toBeVisible();
  }
  await expect(supplier.getByTestId('offer-total')).toHaveText('$2,910.00');
  await expect(finalize).toBeEnabled();
  await finalize.click();
  await expect(supplier.getByText('Proposal finalized', { exact: true })).toBeVisible();

  // The buyer sees the finalized offer without reloading.
  await expect(bidderRow.getByText('Finalized')).toBeVisible();
  await expect(bidderRow.getByText('$2,910.00')).toBeVisible();
  await expect(bidderRow.getByText('Must-haves 2/2')).toBeVisible();
  await bidderRow.getByRole('button', { name: 'View offer' }).click();
  const drawer = buyer.getByRole('dialog', { name: `Offer of ${supplierEmail}` });
  await expect(drawer.getByText('$115.00')).toBeVisible();
  await expect(drawer.getByText('$440.00')).toBeVisible();
  await expect(drawer.getByText('14 Days')).toBeVisible();
  await expect(drawer.getByRole('img', { name: 'Confirmed' })).toHaveCount(2);
  await buyer.keyboard.press('Escape');

  // The supplier leaves (bids cleared) and asks to rejoin with a reason.
  await supplier.getByRole('button', { name: 'Leave auction' }).click();
  await supplier.getByRole('dialog').getByRole('button', { name: 'Leave auction' }).click();
  await expect(supplier.getByText('Left', { exact: true })).toBeVisible();
  await expect(bidderRow.getByText('No bids yet')).toBeVisible();
  await supplier.getByRole('button', { name: 'Ask to rejoin' }).click();
  await supplier
    .getByRole('textbox', { name: 'Reason' })
    .fill('We can deliver the desks in time now.');
  await supplier.getByRole('button', { name: 'Send request' }).click();
  await expect(supplier.getByText('Wait for Approval', { exact: true })).toBeVisible();

  // The buyer sees the request with its reason and approves; the supplier takes part again.
  await expect(bidderRow.getByText('Wait for Approval', { exact: true })).toBeVisible();
  await expect(bidderRow.getByText('Reason: We can deliver the desks in time now.')).toBeVisible();
  await bidderRow.getByRole('button', { name: `Approve ${supplierEmail}` }).click();
  await expect(bidderRow.getByText('Invitation accepted', { exact: true })).toBeVisible();
  await expect(supplier.getByText('Invitation accepted', { exact: true })).toBeVisible();
  await expect(supplier.getByRole('button', { name: 'Leave auction' })).toBeVisible();
});
