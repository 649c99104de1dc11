/**
 * Helpers of the open-data tests: public tenders scheduled through the API, bidders with a company,
 * award rows written straight to the database (as the award service writes them), the releases
 * stored for a tender, and the official OCDS schemas (data/ocds-schema) as ajv validators.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import AjvModule, { type ValidateFunction } from 'ajv-draft-04';
import addFormatsModule from 'ajv-formats';
import type { Ajv } from 'ajv';
import { asc, eq } from 'drizzle-orm';
import { SupplierStatus, bidStepFor, type TTender } from '@tendermark/shared';
import {
  companies,
  ocdsReleases,
  tenderAwards,
  tenderItems,
  tenderSuppliers,
  tenders,
  users,
} from '../../src/db/schema/index.ts';
import type { OcdsRelease } from '../../src/modules/open-data/schemas.ts';
import { createUser, type CreatedUser } from '../factories.ts';
import type { TestApp } from '../helper.ts';
import { createSchedulableDraft, scheduleTender, updateTender } from '../tenders/helpers.ts';

const SCHEMA_FOLDER = path.join(import.meta.dirname, 'data/ocds-schema');
const OCDS_SCHEMA_BASE = 'https://standard.open-contracting.org/schema';
/** Where the official record package schema looks for the record schema (see the folder's README). */
const RECORD_SCHEMA_URL = `${OCDS_SCHEMA_BASE}/1__2__0/record-schema.json`;

const readSchema = (file: string) =>
  JSON.parse(readFileSync(path.join(SCHEMA_FOLDER, file), 'utf8')) as Record<string, unknown>;

type AjvConstructor = new (options: { allErrors: boolean; strict: boolean }) => Ajv;
const Ajv04 = AjvModule as unknown as AjvConstructor;
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

/** The official release package and record package schemas, compiled once. */
export function ocdsValidators(): {
  releasePackage: ValidateFunction;
  recordPackage: ValidateFunction;
} {
  const ajv = new Ajv04({ allErrors: true, strict: false });
  addFormats(ajv);
  // Each official file is registered under its own id, the URL the others $ref it by.
  for (const file of [
    'release-schema.json',
    'release-package-schema.json',
    'record-package-schema.json',
  ])
    ajv.addSchema(readSchema(file));
  ajv.addSchema(readSchema('record-schema.stand-in.json'), RECORD_SCHEMA_URL);
  const compiled = (name: string) => {
    const validate = ajv.getSchema(`${OCDS_SCHEMA_BASE}/1__1__5/${name}`);
    if (!validate) throw new Error(`schema ${name} not registered`);
    return validate as ValidateFunction;
  };
  return {
    releasePackage: compiled('release-package-schema.json'),
    recordPackage: compiled('record-package-schema.json'),
  };
}

/** The schema's complaints about a document, one line each (none: it is valid). */
export function schemaErrors(validate: ValidateFunction, document: unknown): string[] {
  if (validate(document)) return [];
  return (validate.errors ?? []).map(
    (error) =>
      `${error.instancePath || '/'} ${error.message ?? ''} ${JSON.stringify(error.params)}`,
  );
}

export const OCID_PREFIX = 'ocds-tndmrk';

export type TenderShape = { isPublic?: boolean; name?: string };

/**
 * A complete draft with two items (A4 paper 10 × 100, toner 4 × 50 = 1200 EUR), saved public
 * unless asked otherwise.
 */
export async function createPublicDraft(
  app: TestApp,
  owner: CreatedUser,
  { isPublic = true, name = 'Office paper and toner' }: TenderShape = {},
): Promise<{ tenderId: string; itemIds: string[] }> {
  const tenderId = await createSchedulableDraft(app, owner);
  const reply = await updateTender(app, owner, tenderId, (tender: TTender) => {
    const [first] = tender.itemsDetails;
    return {
      name,
      currency: 'EUR',
      isPublic,
      itemsDetails: [
        { ...first, name: 'A4 paper', unitPrice: 100, quantity: 10, bidStep: bidStepFor(100) },
        {
          ...first,
          id: null,
          name: 'Toner',
          description: 'Black, for the office printers',
          unitPrice: 50,
          quantity: 4,
          bidStep: bidStepFor(50),
        },
      ],
    };
  });
  if (reply.statusCode !== 200) throw new Error(`update failed: ${reply.body}`);
  return { tenderId, itemIds: await itemIdsOf(app, tenderId) };
}

async function itemIdsOf(app: TestApp, tenderId: string): Promise<string[]> {
  const rows = await app.ctx.db
    .select({ id: tenderItems.id })
    .from(tenderItems)
    .where(eq(tenderItems.tenderId, tenderId))
    .orderBy(asc(tenderItems.position));
  return rows.map((row) => row.id);
}

/** A public tender scheduled by its owner through the API. */
export async function schedulePublicTender(
  app: TestApp,
  owner: CreatedUser,
  shape: TenderShape = {},
): Promise<{ tenderId: string; itemIds: string[] }> {
  const draft = await createPublicDraft(app, owner, shape);
  const reply = await scheduleTender(app, owner, draft.tenderId);
  if (reply.statusCode !== 200) throw new Error(`schedule failed: ${reply.body}`);
  return draft;
}

/** Gives the user a company of this name. */
export async function setCompany(app: TestApp, userId: string, companyName: string) {
  const [company] = await app.ctx.db
    .insert(companies)
    .values({ name: companyName })
    .returning({ id: companies.id });
  await app.ctx.db.update(users).set({ companyId: company!.id }).where(eq(users.id, userId));
}

/** A user whose company has this name. */
export async function userOfCompany(
  app: TestApp,
  companyName: string,
  roles: CreatedUser['roles'] = ['BusinessStandard'],
): Promise<CreatedUser> {
  const user = await createUser(app, { roles });
  await setCompany(app, user.user.id, companyName);
  return user;
}

/** A participating supplier of the tender with its final offer total. */
export async function addBidder(
  app: TestApp,
  tenderId: string,
  companyName: string,
  total: number,
): Promise<{ user: CreatedUser; entryId: string }> {
  const user = await userOfCompany(app, companyName, ['Free']);
  const [entry] = await app.ctx.db
    .insert(tenderSuppliers)
    .values({ tenderId, userId: user.user.id, status: SupplierStatus.ACCEPTED, total })
    .returning({ id: tenderSuppliers.id });
  return { user, entryId: entry!.id };
}

export type AwardLine = { entryId: string; itemId: string | null; amount: number };

/** The buyer's award as the award service stores it: its lines and the tender's decision. */
export async function writeAward(app: TestApp, tenderId: string, lines: AwardLine[]) {
  const now = app.ctx.clock.now();
  const rows = await app.ctx.db
    .insert(tenderAwards)
    .values(
      lines.map((line) => ({
        tenderId,
        itemId: line.itemId,
        supplierId: line.entryId,
        amount: line.amount,
        awardedAt: now,
      })),
    )
    .returning({ id: tenderAwards.id });
  await app.ctx.db
    .update(tenders)
    .set({ awardStatus: 'awarded', awardDecidedAt: now })
    .where(eq(tenders.id, tenderId));
  return rows.map((row) => row.id);
}

export async function makeAwardFinal(app: TestApp, tenderId: string) {
  await app.ctx.db
    .update(tenders)
    .set({ awardFinalAt: app.ctx.clock.now() })
    .where(eq(tenders.id, tenderId));
}

export async function cancelAwardLines(app: TestApp, tenderId: string, lineIds: string[]) {
  const now = app.ctx.clock.now();
  for (const id of lineIds)
    await app.ctx.db
      .update(tenderAwards)
      .set({ canceledAt: now, cancelReason: 'Supplier withdrew' })
      .where(eq(tenderAwards.id, id));
  await app.ctx.db
    .update(tenders)
    .set({ awardStatus: null, awardDecidedAt: null })
    .where(eq(tenders.id, tenderId));
}

/** The releases stored for the tender, oldest first. */
export async function releasesOf(app: TestApp, tenderId: string): Promise<OcdsRelease[]> {
  const rows = await app.ctx.db
    .select({ release: ocdsReleases.release })
    .from(ocdsReleases)
    .where(eq(ocdsReleases.tenderId, tenderId))
    .orderBy(asc(ocdsReleases.id));
  return rows.map((row) => row.release as OcdsRelease);
}

export const tagsOf = (releases: OcdsRelease[]) => releases.map((release) => release.tag);
