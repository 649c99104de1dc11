// The upload limits are shown in the upload areas before a file is picked (issue 26): the owner's
// draft attachments and a supplier's offer attachments, at desktop and phone widths.
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from './support/fixtures.ts';
import { tokenFor } from './support/api.ts';
import {
  activatedUser,
  giveTrial,
  journeyPassword,
  scheduledTender,
} from './support/tender-setup.ts';

const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(1024 * 1024, 0x20)]),
});

async function upload(request: APIRequestContext, token: string, url: string, tenderId: string) {
  const reply = await request.post(url, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { tenderId, file: pdf('specification.pdf') },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
}

/** Where the screenshots go (E2E_SHOTS_DIR, or the test's output folder). */
const shotsDir = () => process.env.E2E_SHOTS_DIR ?? test.info().outputDir;

/** Screenshots of the area at 1280 and 390 px. */
async function shoot(page: Page, area: ReturnType<Page['locator']>, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await area.scrollIntoViewIfNeeded();
    await area.screenshot({ path: path.join(shotsDir(), `${name}-${width}.png`) });
  }
}

test('the owner and a supplier see the upload limits and what is left before picking a file', async ({
  signedInPage,
  request,
}) => {
  test.setTimeout(120_000);
  const buyerEmail = await activatedUser(request, 'limits-buyer');
  await giveTrial(request, buyerEmail);
  const supplierEmail = await activatedUser(request, 'limits-supplier');
  const buyerToken = await tokenFor(request, buyerEmail, journeyPassword);
  const supplierToken = await tokenFor(request, supplierEmail, journeyPassword);

  const created = await request.post('/api/tender/CreateNewTenderId', {
    headers: { Authorization: `Bearer ${buyerToken}` },
  });
  const { tenderId: draftId } = (await created.json()) as { tenderId: string };
  await upload(request, buyerToken, '/api/tender/UploadAttachment', draftId);

  const buyer = await signedInPage(buyerEmail);
  await buyer.goto(`/auctions/owner/${draftId}/1`);
  const ownerArea = buyer.locator('#attachments');
  await expect(
    ownerArea.getByText('Up to 30 files, 10 MB each, 100 MB in total; 29 files (99.0 MB) left'),
  ).toBeVisible();
  await shoot(buyer, ownerArea, 'owner-attachments');

  const tender = await scheduledTender(request, buyerToken, `Limits ${Date.now().toString(36)}`);
  const invited = await request.post(
    `/api/tendersupplier/SendInvitationsToTenderSellers?tenderId=${tender.tenderId}`,
    { headers: { Authorization: `Bearer ${buyerToken}` }, data: [supplierEmail] },
  );
  expect(invited.ok(), await invited.text()).toBe(true);
  const accepted = await request.post('/api/tendersupplier/ResponseInvitation', {
    headers: { Authorization: `Bearer ${supplierToken}` },
    data: { tenderId: tender.tenderId, accept: true },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  await upload(
    request,
    supplierToken,
    '/api/tendersupplier/UploadAttachmentFromBidder',
    tender.tenderId,
  );

  const supplier = await signedInPage(supplierEmail);
  await supplier.goto(`/auctions/supplier/${tender.tenderId}`);
  const limits = supplier.getByText(
    'Up to 20 files, 10 MB each, 50 MB in total; 19 files (49.0 MB) left',
  );
  await expect(limits).toBeVisible();
  const offerArea = limits.locator('xpath=ancestor::section[1]');
  await shoot(supplier, offerArea, 'offer-attachments');
});
