/** Published public tenders, searchable companies and government tenders for the search tests. */
import { eq } from 'drizzle-orm';
import { companies, addresses, govTenders, users } from '../../src/db/schema/index.ts';
import type { CreatedUser } from '../factories.ts';
import type { TestApp } from '../helper.ts';
import {
  call,
  countryIdOf,
  createSchedulableDraft,
  scheduleTender,
  updateTender,
} from '../tenders/helpers.ts';

export type PublicTenderSpec = {
  name: string;
  keywords?: string;
  city?: string;
  countryCode?: string;
  /** The single item's unit price; 10 pieces. */
  unitPrice?: number;
  currency?: string;
  isPublic?: boolean;
  gps?: { lat: number; lng: number };
  industries?: number[];
};

/** A scheduled (published) tender, public unless asked otherwise. */
export async function publishedTender(
  app: TestApp,
  owner: CreatedUser,
  spec: PublicTenderSpec,
): Promise<string> {
  const id = await createSchedulableDraft(app, owner);
  const countryCode = spec.countryCode ?? 'AT';
  const saved = await updateTender(app, owner, id, (tender) => ({
    name: spec.name,
    keywords: spec.keywords ?? '',
    currency: spec.currency ?? 'USD',
    isPublic: spec.isPublic ?? true,
    industries: spec.industries ?? [],
    itemsDetails: tender.itemsDetails.map((item) => ({
      ...item,
      unitPrice: spec.unitPrice ?? 100,
      quantity: 10,
      bidStep: 1,
    })),
    newDeliveryAddress: {
      city: spec.city ?? 'Vienna',
      country: { id: countryIdOf(app, countryCode), code: countryCode },
      gpsCoords: spec.gps ?? null,
    },
  }));
  if (saved.statusCode !== 200) throw new Error(`update failed: ${saved.body}`);
  const scheduled = await scheduleTender(app, owner, id);
  if (scheduled.statusCode !== 200) throw new Error(`schedule failed: ${scheduled.body}`);
  return id;
}

/** Gives the user a company (with an address) and returns its id. */
export async function giveCompany(
  app: TestApp,
  user: CreatedUser,
  company: {
    name: string;
    web?: string;
    industryIds?: number[];
    city?: string;
    countryId?: number;
  },
): Promise<string> {
  const [address] = await app.ctx.db
    .insert(addresses)
    .values({ kind: 'company', city: company.city ?? 'Graz', countryId: company.countryId })
    .returning();
  const [row] = await app.ctx.db
    .insert(companies)
    .values({
      name: company.name,
      web: company.web ?? null,
      industryIds: company.industryIds ?? [],
      addressId: address.id,
    })
    .returning();
  await app.ctx.db.update(users).set({ companyId: row.id }).where(eq(users.id, user.user.id));
  return row.id;
}

let ocidCounter = 0;

/** A government tender row as the importer would store it. */
export async function govTender(
  app: TestApp,
  row: Partial<typeof govTenders.$inferInsert> & { title: string },
): Promise<string> {
  ocidCounter += 1;
  const [stored] = await app.ctx.db
    .insert(govTenders)
    .values({
      ocid: `ocds-test-${ocidCounter}`,
      releaseId: `release-${ocidCounter}`,
      publisher: 'Test publisher',
      ...row,
    })
    .returning({ id: govTenders.id });
  return stored.id;
}

type SearchBody = Record<string, unknown> & { keywords: string };

/** Runs the two-step search as the user (a visitor when undefined): the ids, then page 1's rows. */
export async function searchAndRead(
  app: TestApp,
  user: CreatedUser | undefined,
  kind: 'Auctions' | 'GovAuctions' | 'Companies',
  body: SearchBody,
) {
  const found = await call(app, user, 'POST', `/api/company/SearchIn${kind}`, body);
  if (found.statusCode !== 200) throw new Error(`search failed: ${found.body}`);
  const { ids } = found.json() as { ids: string[] };
  const info = {
    Auctions: 'GetInfoTendersFromSearch',
    GovAuctions: 'GetInfoGovTendersFromSearch',
    Companies: 'GetInfoComapniesFromSearch',
  }[kind];
  const page = await call(app, user, 'POST', `/api/company/${info}`, {
    ids,
    PageNo: 1,
    recordsPerPage: 100,
    ...(typeof body.currency === 'string' ? { currency: body.currency } : {}),
  });
  if (page.statusCode !== 200) throw new Error(`page failed: ${page.body}`);
  return { ids, rows: page.json().items as Array<Record<string, unknown>> };
}
