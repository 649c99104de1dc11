// A live auction set up through the API, for journeys that need one: users with API clients, a
// tender (two items and the English format unless told) whose proposal phase and room are seconds
// away on the server's clock, and suppliers invited, accepted and holding an initial offer.
// Journeys then jump the server's clock to the start or the end (server-clock.ts) instead of
// waiting for them.
import { expect, type APIRequestContext } from '@playwright/test';
import type { AuctionFormat, TFormatRules } from '@tendermark/shared';
import { tokenFor } from './api.ts';
import { advanceServerClockTo, inServerSeconds } from './server-clock.ts';
import { activatedUser, journeyPassword } from './tender-setup.ts';

export type Api = {
  token: string;
  call: (method: string, url: string, data?: unknown) => Promise<unknown>;
};

export function apiAs(request: APIRequestContext, token: string): Api {
  return {
    token,
    async call(method, url, data) {
      const reply = await request.fetch(url, {
        method,
        headers: { Authorization: `Bearer ${token}` },
        ...(data === undefined ? {} : { data }),
      });
      expect(reply.ok(), `${method} ${url}: ${await reply.text()}`).toBe(true);
      const text = await reply.text();
      return text ? JSON.parse(text) : undefined;
    },
  };
}

/** A registered and activated user, with an API client of its own. */
export async function activeUser(request: APIRequestContext, prefix: string) {
  const email = await activatedUser(request, prefix);
  return { email, api: apiAs(request, await tokenFor(request, email, journeyPassword)) };
}

export type TenderShape = {
  tenderId: string;
  startDate: string;
  proposalEndDate: string;
  itemsDetails: { id: string; name: string }[];
  mustHaveConditions: { id: string }[];
};

export type TenderItem = { name: string; unitPrice: number; quantity: number; bidStep: number };

export const chairs: TenderItem = {
  name: 'Ergonomic chair',
  unitPrice: 100,
  quantity: 10,
  bidStep: 1,
};
export const desks: TenderItem = { name: 'Desk', unitPrice: 400, quantity: 2, bidStep: 4 };

export type LiveTenderOptions = {
  proposalEndsIn: number;
  startsIn: number;
  durationMinutes?: number;
  /** The name's start; a suffix makes it unique. */
  name?: string;
  items?: TenderItem[];
  /** Sent only when given: without them the tender keeps the draft's (English, default rules). */
  auctionFormat?: AuctionFormat;
  formatRules?: Partial<TFormatRules>;
};

/**
 * Two items unless told (10 chairs at 100, 2 desks at 400: expected 1,800), the price criterion
 * only, open bids, proposals until `proposalEndsIn` s from the server's now, the room from
 * `startsIn` s for `durationMinutes` (1 unless given), in the auction format and rules if given.
 */
export async function liveTender(
  request: APIRequestContext,
  owner: Api,
  {
    proposalEndsIn,
    startsIn,
    durationMinutes = 1,
    name = 'Office furniture',
    items = [chairs, desks],
    auctionFormat,
    formatRules,
  }: LiveTenderOptions,
): Promise<TenderShape> {
  const countries = (await (await request.get('/api/codelist/Country')).json()) as {
    id: number;
    code: string;
  }[];
  const austria = countries.find((country) => country.code === 'AT')!;
  const { tenderId } = (await owner.call('POST', '/api/tender/CreateNewTenderId')) as {
    tenderId: string;
  };
  const draft = (await owner.call('GET', `/api/tender/GetTender?id=${tenderId}`)) as {
    itemsDetails: Record<string, unknown>[];
  };
  const template = draft.itemsDetails[0];
  await owner.call('POST', '/api/tender/UpdateTender', {
    ...draft,
    name: `${name} ${Date.now().toString(36)}`,
    // The draft's item becomes the first; the others are new (no id yet).
    itemsDetails: items.map((item, index) => ({
      ...template,
      ...(index > 0 ? { id: null } : {}),
      ...item,
    })),
    addressSource: 4,
    newDeliveryAddress: { city: 'Vienna', country: { id: austria.id, code: 'AT' } },
    bidVisibility: 'rankAndBest',
    duration: durationMinutes,
    proposalEndDate: await inServerSeconds(request, proposalEndsIn),
    startDate: await inServerSeconds(request, startsIn),
    ...(auctionFormat === undefined ? {} : { auctionFormat }),
    ...(formatRules === undefined ? {} : { formatRules }),
  });
  await owner.call('PUT', `/api/tender/ScheduleTender?tenderId=${tenderId}`);
  return (await owner.call('GET', `/api/tender/GetTender?id=${tenderId}`)) as TenderShape;
}

/** Invited, accepted, every must-have answered yes, and initial unit prices offered. */
export async function joinWithOffer(
  tender: TenderShape,
  supplier: Api,
  unitPrices: (number | null)[],
): Promise<void> {
  const { tenderId } = tender;
  await supplier.call('POST', '/api/tendersupplier/ResponseInvitation', { tenderId, accept: true });
  await supplier.call('POST', '/api/tendersupplier/ResponseMustHaveCondition', {
    tenderId,
    responses: tender.mustHaveConditions.map((condition) => ({
      mhcId: String(condition.id),
      response: true,
    })),
  });
  for (const [index, bid] of unitPrices.entries())
    if (bid !== null)
      await supplier.call('POST', '/api/tendersupplier/BidToItem', {
        tenderId,
        itemId: tender.itemsDetails[index].id,
        bid,
      });
}

/** Reads the tender's status as its owner sees it (22: ended), for `expect.poll`. */
export function tenderStatus(owner: Api, tenderId: string): () => Promise<number> {
  return async () => {
    const tender = await owner.call('GET', `/api/tender/GetTender?id=${tenderId}`);
    return (tender as { tenderStatus: number }).tenderStatus;
  };
}

/** Jumps the server's clock just past the tender's start: its room opens within a second. */
export async function jumpToStart(request: APIRequestContext, tender: TenderShape): Promise<void> {
  await advanceServerClockTo(request, new Date(tender.startDate).getTime() + 100);
}
