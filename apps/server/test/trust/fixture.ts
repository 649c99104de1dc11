/**
 * The trust suites' fixture: one tender with a caller for every relation to it (owner, invited,
 * accepted and blocked supplier, unrelated user, translator, admin), plus the ids a route may need,
 * and the route list read from the app's OpenAPI document.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SupplierStatus, TenderStatus, type Role } from '@tendermark/shared';
import {
  contacts,
  files,
  tenderCriteria,
  tenderItems,
  savedSearches,
  tenderQuestions,
  tenderSuppliers,
  wikiCategories,
  wikiEntries,
} from '../../src/db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { createRoom, setTender } from '../auction/factories.ts';
import { createSchedulableDraft } from '../tenders/helpers.ts';
import { createUser, type CreatedUser } from '../factories.ts';
import type { TestApp } from '../helper.ts';

export const CALLERS = [
  'anonymous',
  'unrelated',
  'invited',
  'accepted',
  'blocked',
  'owner',
  'translator',
  'admin',
] as const;
export type Caller = (typeof CALLERS)[number];

/** Where the fixture tender is in its life: routes that act in one phase only declare it. */
export type FixtureStage = 'draft' | 'proposals' | 'running' | 'ended' | 'public';

const stages: Record<FixtureStage, { status: number; proposalEnd: number; start: number }> = {
  draft: { status: TenderStatus.NEW, proposalEnd: 60 * 24, start: 60 * 25 },
  proposals: { status: TenderStatus.RFP_SUBMITTED, proposalEnd: 60 * 24, start: 60 * 25 },
  running: { status: TenderStatus.SUBMITTED, proposalEnd: -20, start: -10 },
  ended: { status: TenderStatus.ENDED, proposalEnd: -200, start: -180 },
  public: { status: TenderStatus.RFP_SUBMITTED, proposalEnd: 60 * 24, start: 60 * 25 },
};

export type Fixture = {
  tenderId: string;
  itemId: string;
  criterionId: string;
  questionId: string;
  attachmentId: string;
  bidderAttachmentId: string;
  /** The owner's saved search, wiki data and the owner's contact (the accepted supplier). */
  savedSearchId: string;
  wikiCategoryId: number;
  wikiEntryId: number;
  users: Record<Exclude<Caller, 'anonymous'>, CreatedUser>;
};

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const rolesOf: Record<Exclude<Caller, 'anonymous'>, Role[]> = {
  unrelated: ['BusinessStandard'],
  invited: ['Free'],
  accepted: ['Free'],
  blocked: ['Free'],
  owner: ['BusinessStandard'],
  translator: ['Translator'],
  admin: ['Admin'],
};

/** A stored PDF written the way the local disk storage keeps it. */
async function storeFile(
  app: TestApp,
  values: { tenderId: string; uploaderId: string; kind: string; name: string },
): Promise<string> {
  const storageKey = randomUUID();
  const file = path.join(app.ctx.config.dataDir, 'files', storageKey.slice(0, 2), storageKey);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, PDF);
  const [row] = await app.ctx.db
    .insert(files)
    .values({ ...values, contentType: 'application/pdf', size: PDF.length, storageKey })
    .returning({ id: files.id });
  return row.id;
}

/** A draft made through the API (complete enough to be saved and scheduled), with its ids. */
async function createDraftRoom(app: TestApp, owner: CreatedUser) {
  const tenderId = await createSchedulableDraft(app, owner);
  const [item] = await app.ctx.db
    .select({ id: tenderItems.id })
    .from(tenderItems)
    .where(eq(tenderItems.tenderId, tenderId));
  const criteria = await app.ctx.db
    .select({ id: tenderCriteria.id })
    .from(tenderCriteria)
    .where(eq(tenderCriteria.tenderId, tenderId));
  return {
    tenderId,
    itemIds: [item.id],
    criterionIds: criteria.map((criterion) => criterion.id),
  };
}

/** A fresh tender (a draft, or a running auction) and its eight callers, written to the database. */
export async function createFixture(app: TestApp, stage: FixtureStage): Promise<Fixture> {
  const entries = await Promise.all(
    Object.entries(rolesOf).map(
      async ([caller, roles]) => [caller, await createUser(app, { roles })] as const,
    ),
  );
  const users = Object.fromEntries(entries) as Fixture['users'];
  const { status, proposalEnd, start } = stages[stage];
  const room =
    stage === 'draft'
      ? await createDraftRoom(app, users.owner)
      : await createRoom(app, {
          owner: users.owner,
          status,
          proposalEndInMinutes: proposalEnd,
          startInMinutes: start,
          criteria: [{ weight: 0.2, minBid: 0, maxBid: 100 }],
        });
  if (stage === 'public') await setTender(app, room.tenderId, { isPublic: true });
  await app.ctx.db.insert(tenderSuppliers).values(
    (
      [
        ['invited', SupplierStatus.INVITED],
        ['accepted', SupplierStatus.ACCEPTED],
        ['blocked', SupplierStatus.BLOCKED],
      ] as const
    ).map(([caller, status]) => ({
      tenderId: room.tenderId,
      userId: users[caller].user.id,
      status,
      // Blocked during the auction, as the owner's BlockBidder would leave it.
      statusBeforeBlock: status === SupplierStatus.BLOCKED ? SupplierStatus.ACCEPTED : null,
    })),
  );
  const [question] = await app.ctx.db
    .insert(tenderQuestions)
    .values({
      tenderId: room.tenderId,
      askedById: users.accepted.user.id,
      question: 'Is recycled paper fine?',
    })
    .returning({ id: tenderQuestions.id });
  const attachmentId = await storeFile(app, {
    tenderId: room.tenderId,
    uploaderId: users.owner.user.id,
    kind: 'attachment',
    name: 'specification.pdf',
  });
  const bidderAttachmentId = await storeFile(app, {
    tenderId: room.tenderId,
    uploaderId: users.accepted.user.id,
    kind: 'bidder-attachment',
    name: 'offer.pdf',
  });
  const [savedSearch] = await app.ctx.db
    .insert(savedSearches)
    .values({
      userId: users.owner.user.id,
      kind: 'auctions',
      name: 'Paper',
      criteria: { keywords: 'paper' },
    })
    .returning({ id: savedSearches.id });
  await app.ctx.db
    .insert(contacts)
    .values({ ownerId: users.owner.user.id, contactUserId: users.accepted.user.id });
  const [category] = await app.ctx.db
    .insert(wikiCategories)
    .values({ name: 'Bidding' })
    .returning({ id: wikiCategories.id });
  const [entry] = await app.ctx.db
    .insert(wikiEntries)
    .values({ categoryId: category.id, question: 'How?', answer: 'Like this.' })
    .returning({ id: wikiEntries.id });
  return {
    savedSearchId: savedSearch.id,
    wikiCategoryId: category.id,
    wikiEntryId: entry.id,
    tenderId: room.tenderId,
    itemId: room.itemIds[0],
    criterionId: room.criterionIds[0] ?? '',
    questionId: question.id,
    attachmentId,
    bidderAttachmentId,
    users,
  };
}

export type Operation = {
  method: string;
  path: string;
  /** "METHOD /path", the key of the authorization table. */
  key: string;
  parameters: { in: string; name: string; required?: boolean }[];
  bodySchema?: JsonSchema;
  contentTypes: string[];
};

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
};

type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Operation['parameters'];
        requestBody?: { content: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
};

/** Every operation of the app's OpenAPI document. */
export function operationsOf(app: TestApp): Operation[] {
  const document = app.swagger() as unknown as OpenApiDocument;
  return Object.entries(document.paths).flatMap(([routePath, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const content = operation.requestBody?.content ?? {};
      return {
        method: method.toUpperCase(),
        path: routePath,
        key: `${method.toUpperCase()} ${routePath}`,
        parameters: operation.parameters ?? [],
        bodySchema: content['application/json']?.schema,
        contentTypes: Object.keys(content),
      };
    }),
  );
}
