import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, TenderStatus } from '@tendermark/shared';
import { createUser, type CreatedUser } from '../factories.ts';
import { lastMailTo, type TestApp } from '../helper.ts';
import {
  acceptedSupplier,
  buildSupplierSuite,
  call,
  createTender,
  invitedSupplier,
  setTenderStatus,
  supplierCall,
} from './helpers.ts';

describe('clarification questions', () => {
  let app: TestApp;
  let owner: CreatedUser;
  let tenderId: string;
  let asker: CreatedUser;
  let colleague: CreatedUser;

  beforeAll(async () => {
    ({ app, owner, tenderId } = await buildSupplierSuite());
    asker = await acceptedSupplier(app, owner, tenderId);
    colleague = await invitedSupplier(app, owner, tenderId);
  });
  afterAll(() => app.dispose());

  const ask = (user: CreatedUser, question: string, id = tenderId) =>
    supplierCall(app, user, 'AskQuestion', { tenderId: id, question });
  const list = (user: CreatedUser) =>
    call(app, user, 'GET', `/api/tender/GetQuestions?tenderId=${tenderId}`);

  it('a supplier asks; the owner is notified and sees who asked', async () => {
    const reply = await ask(asker, 'Is partial delivery allowed?');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ answer: null, askedBy: null, isMine: true });
    const questions = (await list(owner)).json();
    expect(questions).toEqual([
      expect.objectContaining({
        question: 'Is partial delivery allowed?',
        askedBy: asker.user.userName,
      }),
    ]);
    const notes = (
      await call(app, owner, 'GET', '/api/notifications/GetNotificationsForUser')
    ).json();
    expect(notes[0].Title).toBe('New question');
    expect(notes[0].Text).not.toContain(asker.user.userName);
  });

  it('unanswered questions stay private to their asker', async () => {
    expect((await list(asker)).json()).toHaveLength(1);
    expect((await list(colleague)).json()).toEqual([]);
  });

  it('the answer reaches every participant; the asker also by mail', async () => {
    const [question] = (await list(owner)).json();
    const reply = await call(app, owner, 'POST', '/api/tender/AnswerQuestion', {
      questionId: question.id,
      answer: 'Yes, in two batches',
    });
    expect(reply.statusCode).toBe(200);
    expect((await list(colleague)).json()).toEqual([
      expect.objectContaining({ answer: 'Yes, in two batches', askedBy: null, isMine: false }),
    ]);
    for (const supplier of [asker, colleague]) {
      const notes = (
        await call(app, supplier, 'GET', '/api/notifications/GetNotificationsForUser')
      ).json();
      expect(notes[0].Title).toBe('Question answered');
    }
    expect((await lastMailTo(app, asker.user.email))?.text).toContain('Yes, in two batches');
  });

  it('only the owner answers; only participants ask, until the auction ends', async () => {
    const [question] = (await list(owner)).json();
    const byColleague = await call(app, colleague, 'POST', '/api/tender/AnswerQuestion', {
      questionId: question.id,
      answer: 'No',
    });
    expect(byColleague.statusCode).toBe(403);
    const stranger = await createUser(app);
    expect((await ask(stranger, 'Hello?')).statusCode).toBe(404);
    expect((await ask(owner, 'Myself?')).statusCode).toBe(403);
    expect((await ask(asker, ' ')).statusCode).toBe(400);

    const endedId = await createTender(app, owner);
    const late = await acceptedSupplier(app, owner, endedId);
    await setTenderStatus(app, endedId, TenderStatus.ENDED);
    const closed = await ask(late, 'Too late?', endedId);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(Messages.questionsClosed);
  });
});
