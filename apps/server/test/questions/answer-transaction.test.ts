/**
 * Questions on the event spine (issue 28): the answer, the suppliers' notifications and the
 * asker's mail row commit together, so a failure at the end leaves none of them.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { notifications, outboxMails, tenderQuestions } from '../../src/db/schema/index.ts';
import type { CreatedUser } from '../factories.ts';
import type { TestApp } from '../helper.ts';
import {
  acceptedSupplier,
  buildSupplierSuite,
  call,
  invitedSupplier,
  supplierCall,
} from '../suppliers/helpers.ts';
import { acceptMailAgain, refuseMailTo } from '../suppliers/outbox-refusal.ts';

describe('answering a question commits the answer with what it tells', () => {
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
  afterEach(() => acceptMailAgain(app));
  afterAll(() => app.dispose());

  const answeredNotes = (user: CreatedUser) =>
    app.ctx.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, user.user.id), eq(notifications.title, 'Question answered')),
      );
  const answerMails = () =>
    app.ctx.db
      .select()
      .from(outboxMails)
      .where(
        and(eq(outboxMails.to, asker.user.email), eq(outboxMails.template, 'questionAnswered')),
      );
  const answer = (questionId: string, text: string) =>
    call(app, owner, 'POST', '/api/tender/AnswerQuestion', { questionId, answer: text });

  it('asking writes the owner’s notification before it answers', async () => {
    const reply = await supplierCall(app, asker, 'AskQuestion', {
      tenderId,
      question: 'Is partial delivery allowed?',
    });
    expect(reply.statusCode).toBe(200);
    const ownerNotes = await app.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.user.id), eq(notifications.title, 'New question')));
    expect(ownerNotes).toHaveLength(1);
  });

  it('an asker’s mail row that cannot be written leaves no answer and no notification', async () => {
    const [question] = await app.ctx.db
      .select()
      .from(tenderQuestions)
      .where(eq(tenderQuestions.tenderId, tenderId));
    await refuseMailTo(app, asker.user.email);
    expect((await answer(question.id, 'Yes, in two parts')).statusCode).toBe(500);
    const [stored] = await app.ctx.db
      .select()
      .from(tenderQuestions)
      .where(eq(tenderQuestions.id, question.id));
    expect(stored.answer).toBeNull();
    expect(await answeredNotes(asker)).toEqual([]);
    expect(await answeredNotes(colleague)).toEqual([]);
    expect(await answerMails()).toEqual([]);

    await acceptMailAgain(app);
    const reply = await answer(question.id, 'Yes, in two parts');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ answer: 'Yes, in two parts' });
    expect(await answeredNotes(asker)).toHaveLength(1);
    expect(await answeredNotes(colleague)).toHaveLength(1);
    expect(await answerMails()).toHaveLength(1);
  });
});
