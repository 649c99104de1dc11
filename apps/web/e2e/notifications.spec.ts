import { expect, test } from './support/fixtures.ts';
import { tokenFor } from './support/api.ts';
import {
  activatedUser,
  giveTrial,
  journeyPassword,
  scheduledTender,
} from './support/tender-setup.ts';

test('a supplier sees an invitation arrive in the bell without reload, opens it and lands on the tender', async ({
  signedInPage,
  request,
}) => {
  test.setTimeout(90_000);
  const buyerEmail = await activatedUser(request, 'bell-buyer');
  await giveTrial(request, buyerEmail);
  const supplierEmail = await activatedUser(request, 'bell-supplier');
  const buyerToken = await tokenFor(request, buyerEmail, journeyPassword);
  const tender = await scheduledTender(
    request,
    buyerToken,
    `Printer toner ${Date.now().toString(36)}`,
  );

  const page = await signedInPage(supplierEmail);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Notifications, 0 unread' })).toBeVisible();

  const invited = await request.post(
    `/api/tendersupplier/SendInvitationsToTenderSellers?tenderId=${tender.tenderId}`,
    { headers: { Authorization: `Bearer ${buyerToken}` }, data: [supplierEmail] },
  );
  expect(invited.ok(), await invited.text()).toBe(true);

  // No reload: the hub pushes the notification and the bell's count rises.
  const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();
  await bell.click();
  const panel = page.getByRole('list', { name: 'Notifications' });
  const invitation = panel.getByRole('listitem').filter({ hasText: 'New invitation' });
  await expect(invitation).toContainText(tender.name);
  await expect(invitation).toContainText(/seconds? ago/);
  await invitation.getByRole('button').click();

  await expect(page).toHaveURL(new RegExp(`/auctions/supplier/${tender.tenderId}$`));
  await expect(page.getByRole('heading', { name: tender.name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept invitation' })).toBeVisible();
  // Closing the panel by opening the tender marked the notification read.
  await expect(page.getByRole('button', { name: 'Notifications, 0 unread' })).toBeVisible();
});

test('a password changed elsewhere signs the open session out at once; e-mail choices live in the profile', async ({
  signedInPage,
  request,
}) => {
  const email = await activatedUser(request, 'signed-out');
  const page = await signedInPage(email);
  await page.goto('/profile#email');
  const digest = page.getByRole('switch', { name: /^Daily digest/ });
  await expect(digest).not.toBeChecked();
  await digest.click();
  await expect(page.getByText('E-mail preferences saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: /^Daily digest/ })).toBeChecked();
  await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveAttribute(
    'data-connection',
    'connected',
  );

  // Another session (here the API) changes the password: this page is signed out without a reload.
  const otherSession = await tokenFor(request, email, journeyPassword);
  const changed = await request.post('/api/account/ChangePassword', {
    headers: { Authorization: `Bearer ${otherSession}` },
    data: {
      OldPassword: journeyPassword,
      NewPassword: 'Changed123',
      ConfirmPassword: 'Changed123',
    },
  });
  expect(changed.ok(), await changed.text()).toBe(true);
  await expect(
    page.getByText(
      'You were signed out because your password was changed or all your sessions were ended',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: `Account menu of ${email}` })).toHaveCount(0);
});
