import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, SupplierStatus, TenderStatus } from '@tendermark/shared';
import { createUser, type CreatedUser } from '../factories.ts';
import { type TestApp } from '../helper.ts';
import { scheduleTender } from '../tenders/helpers.ts';
import {
  attachFiles,
  BIDDER_ATTACHMENT_UPLOAD,
  EXE,
  type FilePart,
  getFile,
  PDF,
  pdf,
  uploadFiles,
} from '../tenders/uploads.ts';
import {
  acceptedSupplier,
  allYes,
  buildSupplierSuite,
  buildTenderSuite,
  call,
  createTender,
  invitedSupplier,
  mustHaveIds,
  setTenderStatus,
  supplierCall,
} from './helpers.ts';

describe('proposals: must-haves, description, finalizing', () => {
  let app: TestApp;
  let owner: CreatedUser;

  beforeAll(async () => {
    ({ app, owner } = await buildTenderSuite());
  });
  afterAll(() => app.dispose());

  async function tenderWithConditions() {
    const tenderId = await createTender(app, owner, { mustHaves: ['ISO 9001', 'Own fleet'] });
    return { tenderId, conditions: await mustHaveIds(app, owner, tenderId) };
  }
  const answer = (user: CreatedUser, tenderId: string, responses: unknown) =>
    supplierCall(app, user, 'ResponseMustHaveCondition', { tenderId, responses });
  const finalize = (user: CreatedUser, tenderId: string) =>
    supplierCall(app, user, 'FinalizedProposal', { tenderId });

  it('stores must-have answers, merging later ones', async () => {
    const { tenderId, conditions } = await tenderWithConditions();
    const supplier = await acceptedSupplier(app, owner, tenderId);
    await answer(supplier, tenderId, [{ mhcId: conditions[0], response: true }]);
    const reply = await answer(supplier, tenderId, [{ mhcId: conditions[1], response: false }]);
    expect(reply.statusCode).toBe(200);
    const responses = reply.json().mustHaveConditionResponses;
    expect(responses).toHaveLength(2);
    expect(responses).toEqual(
      expect.arrayContaining([
        { mhcId: conditions[0], response: true },
        { mhcId: conditions[1], response: false },
      ]),
    );
    const unknown = await answer(supplier, tenderId, [{ mhcId: 'x', response: true }]);
    expect(unknown.json().message).toBe(Messages.unknownMustHave);
  });

  it('finalizes only with every must-have checked, and the first one moves the tender to RFP_SUBMITTED', async () => {
    const { tenderId, conditions } = await tenderWithConditions();
    const first = await acceptedSupplier(app, owner, tenderId);
    const second = await acceptedSupplier(app, owner, tenderId);
    await answer(first, tenderId, allYes(conditions).slice(1));
    const refused = await finalize(first, tenderId);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(Messages.checkAllMustHave);

    await answer(first, tenderId, allYes(conditions));
    const done = await finalize(first, tenderId);
    expect(done.statusCode).toBe(200);
    expect(done.json().proposalFinalizedAt).toEqual(expect.any(String));
    const tender = await call(app, owner, 'GET', `/api/tender/GetTender?id=${tenderId}`);
    expect(tender.json().tenderStatus).toBe(TenderStatus.RFP_SUBMITTED);

    await answer(second, tenderId, allYes(conditions));
    expect((await finalize(second, tenderId)).statusCode).toBe(200);
    const again = await call(app, owner, 'GET', `/api/tender/GetTender?id=${tenderId}`);
    expect(again.json().tenderStatus).toBe(TenderStatus.RFP_SUBMITTED);
    const notes = await call(app, owner, 'GET', '/api/notifications/GetNotificationsForUser');
    expect(
      notes.json().filter((note: { Title: string }) => note.Title === 'Proposal completed'),
    ).toHaveLength(2);
  });

  it('a "no" after finalizing makes the proposal incomplete again', async () => {
    const { tenderId, conditions } = await tenderWithConditions();
    const supplier = await acceptedSupplier(app, owner, tenderId);
    await answer(supplier, tenderId, allYes(conditions));
    await finalize(supplier, tenderId);
    const reply = await answer(supplier, tenderId, [{ mhcId: conditions[2], response: false }]);
    expect(reply.json().proposalFinalizedAt).toBeNull();
  });

  it('finalizing needs an accepted invitation', async () => {
    const { tenderId, conditions } = await tenderWithConditions();
    const supplier = await invitedSupplier(app, owner, tenderId);
    const refused = await finalize(supplier, tenderId);
    expect(refused.statusCode).toBe(409);
    const answered = await answer(supplier, tenderId, allYes(conditions));
    expect(answered.statusCode).toBe(409);
    expect(answered.json().message).toBe(Messages.notParticipant);
  });

  it('edits the offer description', async () => {
    const { tenderId } = await tenderWithConditions();
    const supplier = await acceptedSupplier(app, owner, tenderId);
    const reply = await supplierCall(app, supplier, 'EditOfferDescription', {
      tenderId,
      offerDescription: 'Delivery within 3 days, free of charge',
    });
    expect(reply.json().offerDescription).toBe('Delivery within 3 days, free of charge');
    const cleared = await supplierCall(app, supplier, 'EditOfferDescription', {
      tenderId,
      offerDescription: '',
    });
    expect(cleared.json().offerDescription).toBeNull();
  });

  it('closes proposal changes after the proposal deadline', async () => {
    const { tenderId, conditions } = await tenderWithConditions();
    const supplier = await acceptedSupplier(app, owner, tenderId);
    await setTenderStatus(app, tenderId, TenderStatus.RFP_ENDED);
    for (const reply of [
      await answer(supplier, tenderId, allYes(conditions)),
      await finalize(supplier, tenderId),
      await supplierCall(app, supplier, 'EditOfferDescription', {
        tenderId,
        offerDescription: 'x',
      }),
    ]) {
      expect(reply.statusCode).toBe(409);
      expect(reply.json().message).toBe(Messages.proposalPhaseOver);
    }
  });
});

describe("bidders' attachments and file access", () => {
  let app: TestApp;
  let owner: CreatedUser;
  let tenderId: string;
  let tenderFileId: string;

  beforeAll(async () => {
    ({ app, owner, tenderId } = await buildSupplierSuite({ draft: true }));
    [{ id: tenderFileId }] = await attachFiles(app, owner, tenderId, pdf('spec.pdf'));
    await scheduleTender(app, owner, tenderId);
  });
  afterAll(() => app.dispose());

  const download = (user: CreatedUser, fileId: string) => getFile(app, user, fileId);
  const uploadToOffer = (user: CreatedUser, part: FilePart) =>
    uploadFiles(app, user, BIDDER_ATTACHMENT_UPLOAD, tenderId, part);

  it('uploads attachments to the offer; the uploader and the owner read them, another supplier does not', async () => {
    const supplier = await acceptedSupplier(app, owner, tenderId);
    const rival = await acceptedSupplier(app, owner, tenderId);
    const reply = await uploadToOffer(supplier, pdf('offer.pdf'));
    expect(reply.statusCode).toBe(200);
    const [file] = reply.json();
    expect(file).toMatchObject({ name: 'offer.pdf', contentType: 'application/pdf' });
    expect((await download(supplier, file.id)).statusCode).toBe(200);
    expect((await download(owner, file.id)).body).toBe(PDF.toString());
    expect((await download(rival, file.id)).statusCode).toBe(404);
    const entry = await call(
      app,
      supplier,
      'GET',
      `/api/tendersupplier/GetSupplierEntry?tenderId=${tenderId}`,
    );
    expect(entry.json().attachments).toEqual([expect.objectContaining({ id: file.id })]);
  });

  it('refuses unsupported types and callers who do not take part', async () => {
    const supplier = await acceptedSupplier(app, owner, tenderId);
    const exe = await uploadToOffer(supplier, { name: 'x.exe', data: EXE });
    expect(exe.statusCode).toBe(400);
    expect(exe.json().message).toBe(Messages.unsupportedFileType);
    const invited = await invitedSupplier(app, owner, tenderId);
    const notYet = await uploadToOffer(invited, pdf('a.pdf'));
    expect(notYet.statusCode).toBe(409);
  });

  it('removes an own attachment; nobody else can', async () => {
    const supplier = await acceptedSupplier(app, owner, tenderId);
    const [file] = (await uploadToOffer(supplier, pdf('b.pdf'))).json();
    const url = `/api/tendersupplier/DeleteBidderAttachment?attachmentId=${file.id}`;
    expect((await call(app, owner, 'DELETE', url)).statusCode).toBe(404);
    expect((await call(app, supplier, 'DELETE', url)).json()).toBe(true);
    expect((await download(owner, file.id)).statusCode).toBe(404);
  });

  it("lets invited and accepted suppliers read a private tender's attachments, others not", async () => {
    const invited = await invitedSupplier(app, owner, tenderId);
    const accepted = await acceptedSupplier(app, owner, tenderId);
    const declined = await invitedSupplier(app, owner, tenderId);
    await supplierCall(app, declined, 'ResponseInvitation', { tenderId, accept: false });
    const stranger = await createUser(app);
    expect((await download(invited, tenderFileId)).statusCode).toBe(200);
    expect((await download(accepted, tenderFileId)).statusCode).toBe(200);
    expect((await download(declined, tenderFileId)).statusCode).toBe(404);
    expect((await download(stranger, tenderFileId)).statusCode).toBe(404);
    const seen = await call(app, declined, 'GET', `/api/tender/GetTender?id=${tenderId}`);
    expect(seen.json().attachments.list).toEqual([]);
    const invitedView = await call(app, invited, 'GET', `/api/tender/GetTender?id=${tenderId}`);
    expect(invitedView.json().attachments.list).toHaveLength(1);
    expect(invitedView.json().suppliers[0].status.id).toBe(SupplierStatus.INVITED);
  });
});
