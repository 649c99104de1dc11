/**
 * Issue 26, upload storm: a supplier's offer attachments have a count and a total size per offer
 * (UploadLimits), kept even when many uploads arrive at once; another supplier's offer on the same
 * tender has its own quota.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, UploadLimits } from '@tendermark/shared';
import type { CreatedUser } from '../factories.ts';
import type { TestApp } from '../helper.ts';
import {
  BIDDER_ATTACHMENT_UPLOAD,
  type FilePart,
  insertFileRowsOfSize,
  pdf,
  pdfOfSize,
  storedContents,
  uploadFiles,
} from '../tenders/uploads.ts';
import { acceptedSupplier, buildTenderSuite, call, createTender } from './helpers.ts';

describe('per-offer attachment limits under concurrent uploads', () => {
  let app: TestApp;
  let owner: CreatedUser;
  let tenderId: string;

  beforeAll(async () => {
    // Slots wide enough that all 30 uploads run at once, so the quota is what refuses them.
    ({ app, owner } = await buildTenderSuite({
      config: { uploadsPerUser: 100, uploadsPerNode: 100 },
    }));
    tenderId = await createTender(app, owner);
  });
  afterAll(() => app.dispose());

  const fill = (supplier: CreatedUser, sizes: number[]) =>
    insertFileRowsOfSize(
      app,
      { tenderId, uploaderId: supplier.user.id, kind: 'bidder-attachment' },
      sizes,
    );
  const uploadAll = (supplier: CreatedUser, parts: FilePart[]) =>
    Promise.all(
      parts.map((part) => uploadFiles(app, supplier, BIDDER_ATTACHMENT_UPLOAD, tenderId, part)),
    );
  const offerFiles = async (supplier: CreatedUser) =>
    (
      await call(app, supplier, 'GET', `/api/tendersupplier/GetSupplierEntry?tenderId=${tenderId}`)
    ).json().attachments as { size: number }[];

  it('accepts only the files left of the count limit out of 30 concurrent uploads', async () => {
    const supplier = await acceptedSupplier(app, owner, tenderId);
    await fill(supplier, Array<number>(UploadLimits.offerAttachments - 3).fill(1000));
    const contentsBefore = storedContents(app).length;
    const replies = await uploadAll(
      supplier,
      Array.from({ length: 30 }, (_, index) => pdf(`offer-${index}.pdf`)),
    );
    expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(3);
    for (const reply of replies.filter((each) => each.statusCode !== 200)) {
      expect(reply.statusCode).toBe(409);
      expect(reply.json()).toEqual({
        error: 'too_many_attachments',
        message: Messages.tooManyBidderAttachments,
      });
    }
    expect(await offerFiles(supplier)).toHaveLength(UploadLimits.offerAttachments);
    expect(storedContents(app).length - contentsBefore).toBe(3);

    // The quota is per offer: another supplier on the same tender still has all of theirs.
    const rival = await acceptedSupplier(app, owner, tenderId);
    const rivalReply = await uploadFiles(
      app,
      rival,
      BIDDER_ATTACHMENT_UPLOAD,
      tenderId,
      pdf('r.pdf'),
    );
    expect(rivalReply.statusCode).toBe(200);
  });

  it('accepts only the bytes left of the total size out of 30 concurrent uploads', async () => {
    const supplier = await acceptedSupplier(app, owner, tenderId);
    const fileSize = 256 * 1024;
    await fill(supplier, [UploadLimits.offerAttachmentBytes - 2 * fileSize]);
    const contentsBefore = storedContents(app).length;
    const replies = await uploadAll(
      supplier,
      Array.from({ length: 30 }, (_, index) => pdfOfSize(`offer-${index}.pdf`, fileSize)),
    );
    expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(2);
    for (const reply of replies.filter((each) => each.statusCode !== 200)) {
      expect(reply.statusCode).toBe(413);
      expect(reply.json()).toEqual({
        error: 'attachments_too_large',
        message: Messages.offerAttachmentsTooLarge,
      });
    }
    const total = (await offerFiles(supplier)).reduce((sum, file) => sum + file.size, 0);
    expect(total).toBe(UploadLimits.offerAttachmentBytes);
    expect(storedContents(app).length - contentsBefore).toBe(2);
  });

  it('refuses an oversize file from a bidder with 413 and stores nothing', async () => {
    const supplier = await acceptedSupplier(app, owner, tenderId);
    const contentsBefore = storedContents(app);
    const reply = await uploadFiles(
      app,
      supplier,
      BIDDER_ATTACHMENT_UPLOAD,
      tenderId,
      pdfOfSize('huge.pdf', UploadLimits.fileBytes + 1),
    );
    expect(reply.statusCode).toBe(413);
    expect(reply.json()).toEqual({ error: 'too_large', message: 'huge.pdf can not be uploaded' });
    expect(storedContents(app)).toEqual(contentsBefore);
    expect(await offerFiles(supplier)).toEqual([]);
  });
});
