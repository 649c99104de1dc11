// The cast of an auction format's journey (issue 30): an owner on a trial and two suppliers, Alice
// and Bob, each with an API client and a signed-in browser of their own, and a tender of the format
// (liveTender) that both suppliers were invited to and joined, with initial offers where the format
// takes them. The journey then says what each screen must show.
import type { APIRequestContext } from '@playwright/test';
import type { AuctionFormat } from '@tendermark/shared';
import { test, type Page, type SignedInPage } from './fixtures.ts';
import {
  activeUser,
  chairs,
  joinWithOffer,
  jumpToStart,
  liveTender,
  type LiveTenderOptions,
  type TenderShape,
} from './live-auction.ts';
import { giveTrial } from './tender-setup.ts';

type Person = Awaited<ReturnType<typeof activeUser>>;

export type FormatCast = {
  owner: Person;
  alice: Person;
  bob: Person;
  ownerPage: Page;
  alicePage: Page;
  bobPage: Page;
  tender: TenderShape;
};

/** Unit prices per item offered on joining; none (the clock formats and sealed offers) unless told. */
export type InitialOffers = { alice: (number | null)[]; bob: (number | null)[] };

/** A tender of a format: one item (10 chairs at 100, step 1) for 30 minutes unless told. */
export type FormatTenderOptions = Partial<LiveTenderOptions> & {
  name: string;
  auctionFormat: AuctionFormat;
};

/**
 * Sets up the cast: users named `${prefix}-owner`, `-alice` and `-bob`, their pages (blank until
 * the journey goes somewhere), and the tender of `options` (proposals until 60 s from the server's
 * now and the room from 65 s unless told), joined by both suppliers.
 */
export async function formatCast(
  { request, signedInPage }: { request: APIRequestContext; signedInPage: SignedInPage },
  prefix: string,
  options: FormatTenderOptions,
  offers: InitialOffers = { alice: [], bob: [] },
): Promise<FormatCast> {
  const people: Person[] = [];
  for (const role of ['owner', 'alice', 'bob'])
    people.push(await activeUser(request, `${prefix}-${role}`));
  const [owner, alice, bob] = people;
  await giveTrial(request, owner.email);
  const [ownerPage, alicePage, bobPage] = await Promise.all(
    people.map((person) => signedInPage(person.email)),
  );

  const tender = await liveTender(request, owner.api, {
    items: [chairs],
    durationMinutes: 30,
    proposalEndsIn: 60,
    startsIn: 65,
    ...options,
  });
  const invited = [alice.email, bob.email];
  await owner.api.call(
    'POST',
    `/api/tendersupplier/SendInvitationsToTenderSellers?tenderId=${tender.tenderId}`,
    invited,
  );
  // Accepting and answering the conditions is joining; initial bids only where offered.
  for (const [supplier, unitPrices] of [
    [alice, offers.alice],
    [bob, offers.bob],
  ] as const)
    await joinWithOffer(tender, supplier.api, unitPrices);
  return { owner, alice, bob, ownerPage, alicePage, bobPage, tender };
}

/**
 * Jumps the server's clock to the start and opens the room on every screen: the owner's step 3
 * and the suppliers' room page.
 */
export async function enterRooms(request: APIRequestContext, cast: FormatCast): Promise<void> {
  const { tenderId } = cast.tender;
  await jumpToStart(request, cast.tender);
  await cast.ownerPage.goto(`/auctions/owner/${tenderId}/3`);
  for (const page of [cast.alicePage, cast.bobPage]) await page.goto(`/auctions/room/${tenderId}`);
}

/** Screenshots of the page at a desktop and a phone width, for a person to look at. */
export async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
