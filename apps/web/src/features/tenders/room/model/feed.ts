// The owner's feed of room events, newest first, and the best-total line of the chart: what the
// API returned when last asked, joined with what was pushed since, each event once.
import {
  TenderStatus,
  type AuctionFormat,
  type TBestPricePoint,
  type TBidHistoryEntry,
  type TLotState,
  type TTenderAuditEntry,
} from '@tendermark/shared';
import { FEED_LIMIT } from '../room-constants.ts';
import type { BidTarget } from './room-live.ts';

export type FeedBid = {
  kind: 'bid';
  at: string;
  seq: number;
  userName?: string;
  target: BidTarget;
  value: number;
  isInitialOffer: boolean;
};
export type FeedAnnouncement = { kind: 'announcement'; at: string; text: string };
export type FeedProlonged = {
  kind: 'prolonged';
  at: string;
  endDate: string;
  minutes: number;
  reason: 'owner' | 'overtime';
  /** A staggered lot's own overtime: its item (the lot's end moved, endDate is the lot's). */
  itemId?: string;
};
/** `isSealedOpening`: a sealed tender's end, which is its offers' opening (it never ran live). */
export type FeedStatus = { kind: 'status'; at: string; status: number; isSealedOpening?: boolean };
export type FeedEntry = FeedBid | FeedAnnouncement | FeedProlonged | FeedStatus;

export function feedBidFromHistory(entry: TBidHistoryEntry): FeedBid {
  return {
    kind: 'bid',
    at: entry.at,
    seq: entry.seq,
    userName: entry.userName,
    target: { kind: entry.targetKind, id: entry.targetId },
    value: entry.value,
    isInitialOffer: entry.phase === 'proposal',
  };
}

/**
 * The room's status and prolongation events that outlive a reload: the start and the end follow
 * from the tender's status and dates, the prolongations from its audit log (the owner's, and the
 * automatic overtime ones, which the server records with `cause: 'overtime'`; a staggered lot's
 * overtime names its item). A sealed tender never runs: it goes from proposals to ended when its
 * offers open at the deadline, so it has no start, and its end is the opening.
 */
export function durableEvents(input: {
  status: number;
  startDate: string;
  endDate: string;
  auditLog: readonly TTenderAuditEntry[] | undefined;
  auctionFormat?: AuctionFormat;
}): (FeedProlonged | FeedStatus)[] {
  const events: (FeedProlonged | FeedStatus)[] = [];
  const isSealed = input.auctionFormat === 'sealed';
  const hasRun = input.status === TenderStatus.SUBMITTED || input.status === TenderStatus.ENDED;
  if (hasRun && !isSealed)
    events.push({ kind: 'status', at: input.startDate, status: TenderStatus.SUBMITTED });
  if (input.status === TenderStatus.ENDED)
    events.push({
      kind: 'status',
      at: input.endDate,
      status: TenderStatus.ENDED,
      ...(isSealed ? { isSealedOpening: true } : {}),
    });
  for (const entry of input.auditLog ?? []) {
    const event = prolongationOf(entry);
    if (event) events.push(event);
  }
  return events;
}

/** A `prolonged` audit entry as the feed tells it: the tender's, or one staggered lot's. */
function prolongationOf(entry: TTenderAuditEntry): FeedProlonged | undefined {
  if (entry.action !== 'prolonged') return undefined;
  const { changes } = entry;
  const endDate = (changes.endDate as { to?: unknown } | undefined)?.to;
  const minutes = changes.minutes;
  if (typeof endDate !== 'string' || typeof minutes !== 'number') return undefined;
  const reason = changes.cause === 'overtime' ? 'overtime' : 'owner';
  const itemId = typeof changes.itemId === 'string' ? changes.itemId : undefined;
  return {
    kind: 'prolonged',
    at: entry.at,
    endDate,
    minutes,
    reason,
    ...(itemId === undefined ? {} : { itemId }),
  };
}

/**
 * A pushed prolongation as the feed keeps it, or undefined. In a tender with staggered lots the
 * overtime is the lots' own (`lotOvertimeOf`, as the audit log tells it after a reload): the
 * tender-wide overtime push that follows when the last lot's close moves is not an event of its own.
 */
export function pushedProlongationOf(
  payload: { endDate: string; minutes: number; reason: 'owner' | 'overtime' },
  at: string,
  hasStaggeredLots: boolean,
): FeedProlonged | undefined {
  if (payload.reason === 'overtime' && hasStaggeredLots) return undefined;
  const { endDate, minutes, reason } = payload;
  return { kind: 'prolonged', at, endDate, minutes, reason };
}

/** A staggered lot's pushed overtime (a lotUpdate that moved its end), or undefined. */
export function lotOvertimeOf(
  payload: { lot: TLotState; overtimeMinutes?: number },
  at: string,
): FeedProlonged | undefined {
  const { lot, overtimeMinutes } = payload;
  if (!overtimeMinutes || !lot.endDate) return undefined;
  return {
    kind: 'prolonged',
    at,
    endDate: lot.endDate,
    minutes: overtimeMinutes,
    reason: 'overtime',
    itemId: lot.itemId,
  };
}

/** Pushed prolongations not (yet) in the durable list, which holds each end date once. */
export function withPushedProlongations(
  durable: readonly (FeedProlonged | FeedStatus)[],
  pushed: readonly FeedProlonged[],
): (FeedProlonged | FeedStatus)[] {
  const known = new Set(
    durable.flatMap((event) => (event.kind === 'prolonged' ? [Date.parse(event.endDate)] : [])),
  );
  return [...durable, ...pushed.filter((event) => !known.has(Date.parse(event.endDate)))];
}

const announcementKey = (entry: { at: string; text: string }) => `${entry.at}|${entry.text}`;

/** Every bid once (by sequence number), every announcement once, newest first, at most FEED_LIMIT. */
export function mergeFeed(input: {
  historyBids: readonly FeedBid[];
  liveBids: readonly FeedBid[];
  announcements: readonly FeedAnnouncement[];
  otherEvents: readonly (FeedProlonged | FeedStatus)[];
}): FeedEntry[] {
  const bids = new Map<number, FeedBid>();
  for (const bid of [...input.historyBids, ...input.liveBids]) bids.set(bid.seq, bid);
  const announcements = new Map(
    input.announcements.map((entry) => [announcementKey(entry), entry]),
  );
  const entries: FeedEntry[] = [...bids.values(), ...announcements.values(), ...input.otherEvents];
  const seqOf = (entry: FeedEntry) => (entry.kind === 'bid' ? entry.seq : 0);
  return entries
    .sort((a, b) => b.at.localeCompare(a.at) || seqOf(b) - seqOf(a))
    .slice(0, FEED_LIMIT);
}

/** The chart's line: the stored series, then pushed points that are newer and change the value. */
export function mergeBestPrice(
  stored: readonly TBestPricePoint[],
  pushed: readonly TBestPricePoint[],
): TBestPricePoint[] {
  const line = [...stored];
  for (const point of [...pushed].sort((a, b) => a.seq - b.seq)) {
    const last = line.at(-1);
    if (last && (point.seq <= last.seq || point.bestTotal === last.bestTotal)) continue;
    line.push(point);
  }
  return line;
}
