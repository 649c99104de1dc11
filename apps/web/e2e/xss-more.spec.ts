// Free text around a tender that looks like markup stays text: a supplier's question and the
// buyer's answer, the buyer's announcements, the reasons given for declining, blocking, rejoining
// and canceling, and the notifications built from them (and from the buyer's name and the
// tender's name) are shown literally to both sides, nothing runs, and the CSP blocks nothing.
import { expect, test, type APIRequestContext, type Page } from './support/fixtures.ts';
import { tokenFor } from './support/api.ts';
import { saveCompanyDetails, saveUserDetails, skipSurvey } from './support/profile-setup.ts';
import {
  activatedUser,
  giveTrial,
  journeyPassword,
  scheduledTender,
} from './support/tender-setup.ts';
import {
  expectNothingInjected,
  imagePayload,
  scriptPayload,
  watchForViolations,
} from './support/xss-checks.ts';

const tag = `xss${Date.now().toString(36)}`;

/** An activated user with a token, the survey skipped. */
async function member(request: APIRequestContext, prefix: string) {
  const email = await activatedUser(request, prefix);
  const token = await tokenFor(request, email, journeyPassword);
  await skipSurvey(request, token);
  const call = async (url: string, data?: unknown) => {
    const reply = await request.post(url, {
      headers: { Authorization: `Bearer ${token}` },
      ...(data === undefined ? {} : { data }),
    });
    expect(reply.ok(), `${url}: ${await reply.text()}`).toBe(true);
    return reply.json();
  };
  return { email, token, call };
}

/** Opens the notification panel and expects each text in it. */
async function expectInBell(page: Page, texts: string[]) {
  await page.getByRole('button', { name: /notifications/i }).click();
  const panel = page.getByRole('list', { name: /notifications/i });
  for (const text of texts) await expect(panel.getByText(text).first()).toBeVisible();
}

test('markup in questions, answers, announcements and a cancel reason stays text', async ({
  signedInPage,
  request,
}) => {
  test.setTimeout(120_000);
  const buyer = await member(request, 'xss-qa-buyer');
  await giveTrial(request, buyer.email);
  const ownerFirstName = `Ann ${imagePayload}`;
  await saveUserDetails(request, buyer.token, buyer.email, {
    firstName: ownerFirstName,
    lastName: 'Buyer',
  });
  const supplier = await member(request, 'xss-qa-supplier');
  const tenderName = `Lamps ${tag} ${scriptPayload}`;
  const { tenderId } = await scheduledTender(request, buyer.token, tenderName);
  await buyer.call(`/api/tendersupplier/SendInvitationsToTenderSellers?tenderId=${tenderId}`, [
    supplier.email,
  ]);
  await supplier.call('/api/tendersupplier/ResponseInvitation', { tenderId, accept: true });

  const question = `Question ${imagePayload} about lamps`;
  const answer = `Answer ${scriptPayload} yes`;
  const announcement = `Announcement ${imagePayload} for all`;
  const { id: questionId } = await supplier.call('/api/tendersupplier/AskQuestion', {
    tenderId,
    question,
  });
  await buyer.call('/api/tender/AnswerQuestion', { questionId, answer });
  await buyer.call(`/api/tender/AddAnnouncement?tenderId=${tenderId}`, { text: announcement });

  // The supplier: the question and its answer on the tender, the announcement in the room, and
  // the notifications that carry the buyer's name, the tender's name and the announcement.
  const supplierPage = watchForViolations(await signedInPage(supplier.email));
  await supplierPage.goto(`/auctions/supplier/${tenderId}`);
  await expect(supplierPage.getByText(question)).toBeVisible();
  await expect(supplierPage.getByText(answer)).toBeVisible();
  await expectInBell(supplierPage, [
    `${ownerFirstName} Buyer invited you to the auction "${tenderName}".`,
    `The buyer answered a question about the auction "${tenderName}".`,
    announcement,
  ]);
  await expectNothingInjected(supplierPage);
  await supplierPage.goto(`/auctions/room/${tenderId}`);
  await expect(supplierPage.getByTestId('announcements')).toContainText(announcement);
  await expectNothingInjected(supplierPage);

  // The buyer: the question with its answer in step 2, the announcement in the room, and the
  // notification of the new question (with the tender's name).
  const buyerPage = watchForViolations(await signedInPage(buyer.email));
  await buyerPage.goto(`/auctions/owner/${tenderId}/2`);
  await expect(buyerPage.getByText(question)).toBeVisible();
  await expect(buyerPage.getByText(answer)).toBeVisible();
  await expectInBell(buyerPage, [`A supplier asked a question about the auction "${tenderName}".`]);
  await expectNothingInjected(buyerPage);
  await buyerPage.goto(`/auctions/room/${tenderId}`);
  await expect(buyerPage.getByTestId('announcements')).toContainText(announcement);
  await expectNothingInjected(buyerPage);

  // The buyer cancels with a reason: shown on the owner's page and in the supplier's bell.
  const reason = `Budget ${scriptPayload} cut`;
  await buyer.call(
    `/api/tender/CancelTender?tenderId=${tenderId}&reason=${encodeURIComponent(reason)}`,
  );
  await buyerPage.goto(`/auctions/owner/${tenderId}/1`);
  // The page's header line (the audit trail below lists the reason too, once it has loaded).
  await expect(buyerPage.getByText(`Canceled: ${reason}`)).toBeVisible();
  await expectNothingInjected(buyerPage);
  await supplierPage.goto(`/auctions/supplier/${tenderId}`);
  await expectInBell(supplierPage, [`has been canceled. Reason: ${reason}`]);
  await expectNothingInjected(supplierPage);
});

test('markup in the reasons to decline, block and rejoin, and in a company name, stays text', async ({
  signedInPage,
  request,
}) => {
  test.setTimeout(120_000);
  const buyer = await member(request, 'xss-why-buyer');
  await giveTrial(request, buyer.email);
  const [decliner, blocked, returner] = [
    await member(request, 'xss-decliner'),
    await member(request, 'xss-blocked'),
    await member(request, 'xss-returner'),
  ];
  const companyName = `Decliners ${imagePayload} GmbH`;
  await saveUserDetails(request, decliner.token, decliner.email, {
    firstName: 'Dee',
    lastName: 'Cliner',
  });
  const company = await saveCompanyDetails(request, decliner.token, {
    name: companyName,
    web: 'decliners.example.com',
    address: { city: 'Berlin' },
  });
  expect(company.ok(), await company.text()).toBe(true);
  const { tenderId } = await scheduledTender(request, buyer.token, `Shelves ${tag}`);
  await buyer.call(`/api/tendersupplier/SendInvitationsToTenderSellers?tenderId=${tenderId}`, [
    decliner.email,
    blocked.email,
    returner.email,
  ]);

  const declineReason = `Too far ${scriptPayload} away`;
  const blockReason = `Blocked ${imagePayload} for spam`;
  const rejoinReason = `Back ${imagePayload} again`;
  await decliner.call('/api/tendersupplier/ResponseInvitation', {
    tenderId,
    accept: false,
    reason: declineReason,
  });
  await blocked.call('/api/tendersupplier/ResponseInvitation', { tenderId, accept: true });
  await buyer.call('/api/tendersupplier/BlockBidder', {
    tenderId,
    user: blocked.email,
    reason: blockReason,
  });
  await returner.call('/api/tendersupplier/ResponseInvitation', { tenderId, accept: true });
  await returner.call('/api/tendersupplier/LeaveAuction', { tenderId });
  await returner.call('/api/tendersupplier/RejoinAuction', { tenderId, reason: rejoinReason });

  // The buyer's bidders list shows the company and the three reasons; the bell the two given by
  // suppliers.
  const buyerPage = watchForViolations(await signedInPage(buyer.email));
  await buyerPage.goto(`/auctions/owner/${tenderId}/2`);
  const rowOf = (email: string) => buyerPage.getByTestId('bidder-row').filter({ hasText: email });
  await expect(rowOf(decliner.email).getByText(companyName)).toBeVisible();
  await expect(rowOf(decliner.email).getByText(declineReason)).toBeVisible();
  await expect(rowOf(blocked.email).getByText(blockReason)).toBeVisible();
  await expect(rowOf(returner.email).getByText(rejoinReason)).toBeVisible();
  await expectInBell(buyerPage, [`Reason: ${declineReason}`, `Reason: ${rejoinReason}`]);
  await expectNothingInjected(buyerPage);

  // The blocked supplier, kept out of the tender, reads the reason in the bell.
  const blockedPage = watchForViolations(await signedInPage(blocked.email));
  await blockedPage.goto(`/auctions/supplier/${tenderId}`);
  await expect(
    blockedPage.getByRole('heading', { name: 'No access to this auction' }),
  ).toBeVisible();
  await expectInBell(blockedPage, [`Reason: ${blockReason}`]);
  await expectNothingInjected(blockedPage);
});
