/** The owner's room hears of a supplier's offer attachments as they come and go (addBiddersAttachments, removeBiddersAttachment). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hubs } from '@tendermark/shared';
import { eventsNamed, joinTender } from '../auction/sockets.ts';
import { listening, type LiveApp } from '../live-app.ts';
import { BIDDER_ATTACHMENT_UPLOAD, pdf, uploadFiles } from '../tenders/uploads.ts';
import { loadCountryIds } from '../tenders/helpers.ts';
import { acceptedSupplier, buildSupplierApp, businessUser, call, createTender } from './helpers.ts';

describe('pushes of offer attachments', () => {
  let app: LiveApp;
  beforeAll(async () => {
    app = await listening(await buildSupplierApp());
    await loadCountryIds(app);
  });
  afterAll(() => app.dispose());

  it('an attachment added and removed reaches the owner’s room', async () => {
    const owner = await businessUser(app);
    const tenderId = await createTender(app, owner);
    const supplier = await acceptedSupplier(app, owner, tenderId);
    const room = await app.openRecorder(owner.token, Hubs.tender);
    await joinTender(room, tenderId);
    const uploaded = await uploadFiles(
      app,
      supplier,
      BIDDER_ATTACHMENT_UPLOAD,
      tenderId,
      pdf('offer.pdf'),
    );
    expect(uploaded.statusCode).toBe(200);
    const [file] = uploaded.json();
    const userName = supplier.user.userName;
    await expect
      .poll(() => eventsNamed(room, 'addBiddersAttachments'))
      .toEqual([{ tenderId, userName, attachments: [{ id: file.id, name: 'offer.pdf' }] }]);
    const url = `/api/tendersupplier/DeleteBidderAttachment?attachmentId=${file.id}`;
    expect((await call(app, supplier, 'DELETE', url)).statusCode).toBe(200);
    await expect
      .poll(() => eventsNamed(room, 'removeBiddersAttachment'))
      .toEqual([{ tenderId, userName, attachmentId: file.id }]);
  });
});
