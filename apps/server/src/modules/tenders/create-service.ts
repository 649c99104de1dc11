/** New tenders: a draft with defaults (or the demo), the unsaved defaults DTO, and duplicates. */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  TenderStatus,
  auctionEnd,
  defaultTenderDates,
  type TTender,
  type TTenderParameters,
} from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import type { DbExecutor } from '../../db/client.ts';
import { files, tenders, users } from '../../db/schema/index.ts';
import { inTransaction } from '../../events/transaction.ts';
import { copyFiles, FileKind, removeContents } from '../files/service.ts';
import { fileStorageFor } from '../files/storage.ts';
import { loadTenderForOwner } from './access.ts';
import { AuditAction, recordChange } from './change-log.ts';
import { defaultParameters, demoDates, demoParameters } from './new-tender.ts';
import {
  NO_STORED_PARTS,
  readParameters,
  tenderColumnsOf,
  writeParts,
} from './parameters-store.ts';
import { composeTender, ownerSummary } from './tender-dto.ts';
import { isUntouchedDraft } from './untouched-draft.ts';

const MAX_NAME_LENGTH = 200;

async function insertTender(
  db: DbExecutor,
  ownerId: string,
  parameters: TTenderParameters,
  { isDemo, now }: { isDemo: boolean; now: Date },
): Promise<string> {
  const [created] = await db
    .insert(tenders)
    .values({
      ...tenderColumnsOf(parameters),
      ownerId,
      isDemo,
      status: TenderStatus.NEW,
      createdAt: now,
      updatedAt: now,
    } as typeof tenders.$inferInsert)
    .returning({ id: tenders.id });
  await writeParts(db, created.id, parameters, NO_STORED_PARTS);
  return created.id;
}

/**
 * An untouched draft of the user (see untouched-draft.ts), made current again: fresh default
 * dates, the owner's currency, created now. Undefined when there is none.
 */
async function reuseUntouchedDraft(
  tx: DbExecutor,
  userId: string,
  parameters: TTenderParameters,
  now: Date,
): Promise<string | undefined> {
  const [draft] = await tx
    .select({ id: tenders.id, durationMinutes: tenders.durationMinutes })
    .from(tenders)
    .where(and(eq(tenders.ownerId, userId), isUntouchedDraft(tx)))
    .orderBy(desc(tenders.createdAt), asc(tenders.id))
    .limit(1);
  if (!draft) return undefined;
  const startDate = new Date(parameters.startDate);
  await tx
    .update(tenders)
    .set({
      currency: parameters.currency,
      proposalEndDate: new Date(parameters.proposalEndDate),
      startDate,
      endDate: auctionEnd(startDate, draft.durationMinutes),
      createdAt: now,
      updatedAt: now,
    })
    .where(eq(tenders.id, draft.id));
  return draft.id;
}

/**
 * POST CreateNewTenderId: stores a draft with defaults (or the demo content) and returns its id.
 * A blank draft the user has not touched yet is returned again instead of a new one, so every
 * click on New auction does not leave an empty tender behind.
 */
export async function createTender(
  ctx: AppContext,
  userId: string,
  { demo }: { demo: boolean },
): Promise<string> {
  const now = ctx.clock.now();
  const { defaultCurrency } = await ownerSummary(ctx.db, userId);
  const parameters = demo
    ? await demoParameters(ctx.db, defaultCurrency, now)
    : await defaultParameters(ctx.db, defaultCurrency, now);
  // A demo joins the owner's lists at once; a blank draft only once it is first saved.
  return inTransaction(ctx, async (tx, events) => {
    if (!demo) {
      // One New auction of a user at a time: two clicks at once find the same draft.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const reused = await reuseUntouchedDraft(tx, userId, parameters, now);
      if (reused) return reused;
    }
    const tenderId = await insertTender(tx, userId, parameters, { isDemo: demo, now });
    await recordChange(tx, {
      tenderId,
      userId,
      action: AuditAction.CREATED,
      changes: demo ? { isDemo: true } : {},
      at: now,
    });
    events.record({ type: 'tenderListed', tenderId, userId });
    return tenderId;
  });
}

/** GET TenderDtoWithDefaults: what a new tender would look like; nothing is stored. */
export async function defaultTenderDto(ctx: AppContext, userId: string): Promise<TTender> {
  const now = ctx.clock.now();
  const owner = await ownerSummary(ctx.db, userId);
  const parameters = await defaultParameters(ctx.db, owner.defaultCurrency, now);
  return composeTender(
    ctx.db,
    parameters,
    {
      tenderStatus: TenderStatus.NEW,
      isDemo: false,
      hidden: false,
      createdDate: now.toISOString(),
      endDate: auctionEnd(new Date(parameters.startDate), parameters.duration).toISOString(),
      canceledReason: null,
      version: 0,
      owner: { userName: owner.userName, companyName: owner.companyName },
      mainPictureUrl: null,
      announcements: [],
      isOwner: true,
      userCurrency: owner.defaultCurrency,
      attachments: [],
    },
    now,
  );
}

function withoutIds(parameters: TTenderParameters): TTenderParameters {
  return {
    ...parameters,
    itemsDetails: parameters.itemsDetails.map((item) => ({ ...item, id: null })),
    criteriaDetails: parameters.criteriaDetails.map((criterion) => ({ ...criterion, id: null })),
    mustHaveConditions: parameters.mustHaveConditions.map((condition) => ({
      ...condition,
      id: null,
    })),
  };
}

/**
 * POST DuplicateTender: a new draft with the same parameters, attachments and main picture, named
 * "Copy of …", with fresh default dates; suppliers, bids and status are not copied.
 */
export async function duplicateTender(
  ctx: AppContext,
  userId: string,
  sourceId: string,
): Promise<string> {
  const now = ctx.clock.now();
  const storage = fileStorageFor(ctx.config);
  const source = await loadTenderForOwner(ctx.db, sourceId, userId);
  const parameters = withoutIds(await readParameters(ctx.db, source));
  const dates = source.isDemo ? demoDates(now) : defaultTenderDates(now);
  const copy: TTenderParameters = {
    ...parameters,
    name: `Copy of ${source.name}`.slice(0, MAX_NAME_LENGTH),
    proposalEndDate: dates.proposalEndDate.toISOString(),
    startDate: dates.startDate.toISOString(),
    stepProgress: 1,
  };
  const sourceFiles = await ctx.db
    .select()
    .from(files)
    .where(
      and(
        eq(files.tenderId, source.id),
        inArray(files.kind, [FileKind.ATTACHMENT, FileKind.MAIN_PICTURE]),
      ),
    )
    .orderBy(asc(files.createdAt), asc(files.id));
  let copiedKeys: string[] = [];
  let copyId: string;
  try {
    copyId = await inTransaction(ctx, async (tx, events) => {
      const tenderId = await insertTender(tx, userId, copy, { isDemo: source.isDemo, now });
      const copied = await copyFiles(
        tx,
        storage,
        sourceFiles,
        { tenderId, uploaderId: userId },
        now,
      );
      copiedKeys = copied.map((file) => file.storageKey);
      const picture = copied.find((file) => file.kind === FileKind.MAIN_PICTURE);
      if (picture)
        await tx
          .update(tenders)
          .set({ mainPictureFileId: picture.id })
          .where(eq(tenders.id, tenderId));
      await recordChange(tx, {
        tenderId,
        userId,
        action: AuditAction.CREATED,
        changes: { duplicatedFrom: source.id },
        at: now,
      });
      events.record({ type: 'tenderListed', tenderId, userId });
      return tenderId;
    });
  } catch (error) {
    await removeContents(storage, copiedKeys);
    throw error;
  }
  return copyId;
}
