import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type CreatedUser } from '../factories.ts';
import { type TestApp } from '../helper.ts';
import { acceptedSupplier, buildSupplierSuite, call } from './helpers.ts';

/** Ids that cannot name a row (not uuids, numbers) are answered 4xx, never 500. */
describe('supplier calls with ids that name nothing', () => {
  let app: TestApp;
  let owner: CreatedUser;
  let supplier: CreatedUser;

  beforeAll(async () => {
    const suite = await buildSupplierSuite();
    ({ app, owner } = suite);
    supplier = await acceptedSupplier(app, owner, suite.tenderId);
  });
  afterAll(() => app.dispose());

  const posts = [
    'CreateTenderSeller',
    'ResponseInvitation',
    'ApplyToPublicAuction',
    'ResponseToPublicBidder',
    'BlockBidder',
    'UnblockBidder',
    'DeleteTenderSeller',
    'LeaveAuction',
    'RejoinAuction',
    'AddTenderToFavoriter',
    'ResponseMustHaveCondition',
    'EditOfferDescription',
    'FinalizedProposal',
    'AddDemoBidders',
    'CommentOffer',
    'AskQuestion',
  ];

  it.each(['not-a-uuid', 42, '00000000-0000-0000-0000-00000000000z'])(
    'tenderId %s',
    async (tenderId) => {
      const body = {
        tenderId,
        userName: supplier.user.userName,
        user: supplier.user.userName,
        accept: true,
        approve: true,
        reason: 'r',
        MhcResponse: [{ mhcId: 'x', response: true }],
        responses: [{ mhcId: 'x', response: true }],
        offerDescription: 'd',
        comment: 'c',
        question: 'q',
      };
      for (const caller of [owner, supplier, await createUser(app)])
        for (const name of posts) {
          const reply = await call(app, caller, 'POST', `/api/tendersupplier/${name}`, body);
          expect([400, 403, 404, 409], `${name}: ${reply.body}`).toContain(reply.statusCode);
        }
      for (const url of [
        `/api/tendersupplier/GetSupplierEntry?tenderId=${tenderId}`,
        `/api/tender/GetQuestions?tenderId=${tenderId}`,
        `/api/tendersupplier/DeleteBidderAttachment?attachmentId=${tenderId}`,
        `/api/company/IsInContactList?companyId=${tenderId}`,
      ]) {
        const reply = await call(app, owner, 'GET', url);
        expect(reply.statusCode, url).toBeLessThan(500);
      }
      const answer = await call(app, owner, 'POST', '/api/tender/AnswerQuestion', {
        questionId: tenderId,
        answer: 'a',
      });
      expect(answer.statusCode).toBe(404);
    },
  );
});
