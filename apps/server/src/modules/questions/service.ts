/**
 * Clarification questions (beyond the spec, as in public procurement): a supplier asks privately,
 * the owner answers to all. Suppliers never learn who asked; the owner does.
 */
import { and, asc, eq, isNotNull, or } from 'drizzle-orm';
import { Messages, TenderStatus, canAskQuestions, type TQuestion } from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import { tenderQuestions, users } from '../../db/schema/index.ts';
import { inTransaction } from '../../events/transaction.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { isUuid } from '../../lib/ids.ts';
import { findUserById } from '../account/users.ts';
import { recordNotification, recordNotifications } from '../notifications/service.ts';
import { informedSuppliers } from '../suppliers/owner-messages-service.ts';
import { loadTenderForOwner, loadTenderForViewer } from '../tenders/access.ts';
import { questionAnswered, questionAsked } from './notices.ts';

type QuestionRow = typeof tenderQuestions.$inferSelect;

const CLOSED: number[] = [
  TenderStatus.NEW,
  TenderStatus.ENDED,
  TenderStatus.CANCELED,
  TenderStatus.FREEZE,
];

function toQuestion(row: QuestionRow, viewerId: string, askedBy: string | null): TQuestion {
  return {
    id: row.id,
    tenderId: row.tenderId,
    question: row.question,
    answer: row.answer,
    askedDate: row.createdAt.toISOString(),
    answeredDate: row.answeredAt?.toISOString() ?? null,
    askedBy,
    isMine: row.askedById === viewerId,
  };
}

/** POST /api/tendersupplier/AskQuestion: invited, applying or participating suppliers, until the auction ends. */
export async function askQuestion(
  ctx: AppContext,
  asker: Pick<AuthUser, 'id'>,
  { tenderId, question }: { tenderId: string; question: string },
): Promise<TQuestion> {
  return inTransaction(ctx, async (tx, events) => {
    const { tender, relation, supplierStatus } = await loadTenderForViewer(tx, tenderId, asker.id);
    if (relation === 'owner') throw forbidden(Messages.ownAuction);
    if (!canAskQuestions(supplierStatus)) throw forbidden(Messages.notParticipant);
    if (CLOSED.includes(tender.status))
      throw conflict(Messages.questionsClosed, 'questions_closed');
    const [row] = await tx
      .insert(tenderQuestions)
      .values({ tenderId: tender.id, askedById: asker.id, question, createdAt: ctx.clock.now() })
      .returning();
    await recordNotification(ctx, { tx, events }, tender.ownerId, questionAsked(tender));
    return toQuestion(row, asker.id, null);
  });
}

/**
 * POST /api/tender/AnswerQuestion: the owner answers (or corrects an answer); every invited or
 * participating supplier is notified, and the asker also gets the answer by mail.
 */
export async function answerQuestion(
  ctx: AppContext,
  ownerId: string,
  { questionId, answer }: { questionId: string; answer: string },
): Promise<TQuestion> {
  if (!isUuid(questionId)) throw notFound();
  return inTransaction(ctx, async (tx, events) => {
    const [question] = await tx
      .select()
      .from(tenderQuestions)
      .where(eq(tenderQuestions.id, questionId));
    if (!question) throw notFound();
    const tender = await loadTenderForOwner(tx, question.tenderId, ownerId);
    const [answered] = await tx
      .update(tenderQuestions)
      .set({ answer, answeredAt: ctx.clock.now() })
      .where(eq(tenderQuestions.id, question.id))
      .returning();
    const asker = question.askedById ? await findUserById(tx, question.askedById) : undefined;
    const recipients = await informedSuppliers(tx, tender.id);
    const toTell = [...recipients.map((supplier) => supplier.id), ...(asker ? [asker.id] : [])];
    await recordNotifications(ctx, { tx, events }, toTell, questionAnswered(tender));
    if (asker)
      await ctx.mailer.queueToUser({ tx, events }, asker, 'questionAnswered', {
        tenderId: tender.id,
        tenderName: tender.name,
        question: question.question,
        answer,
      });
    return toQuestion(answered, ownerId, asker?.userName ?? null);
  });
}

/**
 * GET /api/tender/GetQuestions: the owner sees every question with its asker; anyone else who
 * may see the tender sees answered questions (anonymous) and their own unanswered ones.
 */
export async function listQuestions(
  ctx: AppContext,
  viewerId: string,
  tenderId: string,
): Promise<TQuestion[]> {
  const { tender, relation } = await loadTenderForViewer(ctx.db, tenderId, viewerId);
  const isOwner = relation === 'owner';
  const rows = await ctx.db
    .select({ question: tenderQuestions, askedBy: users.userName })
    .from(tenderQuestions)
    .leftJoin(users, eq(users.id, tenderQuestions.askedById))
    .where(
      and(
        eq(tenderQuestions.tenderId, tender.id),
        isOwner
          ? undefined
          : or(isNotNull(tenderQuestions.answer), eq(tenderQuestions.askedById, viewerId)),
      ),
    )
    .orderBy(asc(tenderQuestions.createdAt), asc(tenderQuestions.id));
  return rows.map(({ question, askedBy }) =>
    toQuestion(question, viewerId, isOwner ? askedBy : null),
  );
}
