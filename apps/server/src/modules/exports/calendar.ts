/**
 * GET GetTenderCalendar: the proposal deadline and the live auction of a tender as an iCalendar
 * file (RFC 5545, the `ics` package), for whoever may see the tender: its owner, its invited and
 * accepted suppliers, and anyone when it is public (its dates are on the public page).
 *
 * A calendar keeps an event by its UID and replaces it when a copy with a higher SEQUENCE comes
 * (by a new download or a subscription to the link in the invitation mail, lib/calendar-link.ts).
 * So each event's UID is the tender's id and the event's name, never anything that changes, and
 * SEQUENCE is `version + prolongedMinutes`: the tender's version rises with every saved change (a new date in
 * the draft, scheduling, cancelling) and the prolonged minutes with every prolongation (the
 * owner's, and automatic extension by late bids), neither ever falls, so the sum rises exactly
 * when either does, without a counter of its own to keep in step.
 */
import { createEvents, type EventAttributes } from 'ics';
import { TenderStatus, exportFileName } from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { calendarTokenUser } from '../../lib/calendar-link.ts';
import { notFound } from '../../lib/errors.ts';
import { loadTenderForViewer, type TenderRelation, type TenderRow } from '../tenders/access.ts';

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';
const UID_DOMAIN = 'tendermark';

/** The events' SEQUENCE: rises when the tender is rescheduled or its auction prolonged. */
export const calendarSequence = (tender: Pick<TenderRow, 'version' | 'prolongedMinutes'>) =>
  tender.version + tender.prolongedMinutes;

export const calendarUid = (tenderId: string, event: 'proposal-deadline' | 'auction') =>
  `${tenderId}-${event}@${UID_DOMAIN}`;

/** Where the viewer reads the tender in the web app. */
function tenderPage(publicUrl: string, tenderId: string, relation: TenderRelation): string {
  const id = encodeURIComponent(tenderId);
  if (relation === 'owner') return `${publicUrl}/auctions/owner/${id}/2`;
  if (relation === 'supplier') return `${publicUrl}/auctions/supplier/${id}`;
  return `${publicUrl}/public/auction-overview/${id}`;
}

const statusOf = (tender: TenderRow): 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED' => {
  if (tender.status === TenderStatus.CANCELED) return 'CANCELLED';
  return tender.status === TenderStatus.NEW ? 'TENTATIVE' : 'CONFIRMED';
};

/**
 * The ics typings lag behind its validation: it takes `timestamp` (DTSTAMP, which would otherwise
 * be the process's clock rather than the app's) and an event with neither end nor duration, which
 * RFC 5545 §3.6.1 reads as ending when it starts: a deadline is a moment, not a meeting.
 */
type CalendarEvent = Omit<EventAttributes, 'end' | 'duration'> & {
  timestamp: number;
  end?: number;
};

/** The tender's two events as an iCalendar document (METHOD:PUBLISH, all times UTC). */
export function renderTenderCalendar(
  tender: TenderRow,
  { url, now }: { url: string; now: Date },
): string {
  const name = tender.name.trim() || 'Untitled auction';
  const shared = {
    sequence: calendarSequence(tender),
    timestamp: now.getTime(),
    url,
    status: statusOf(tender),
    startInputType: 'utc',
    startOutputType: 'utc',
    endInputType: 'utc',
    endOutputType: 'utc',
    productId: '-//Tendermark//Tender calendar//EN',
  } as const;
  const events: CalendarEvent[] = [
    {
      ...shared,
      uid: calendarUid(tender.id, 'proposal-deadline'),
      title: `Proposal deadline: ${name}`,
      description: `Proposals for the auction "${name}" are due by this time.\n${url}`,
      start: tender.proposalEndDate.getTime(),
      transp: 'TRANSPARENT',
      alarms: [
        {
          action: 'display',
          description: 'Proposal deadline',
          trigger: { hours: 1, before: true },
        },
      ],
    },
    {
      ...shared,
      uid: calendarUid(tender.id, 'auction'),
      title: `Live auction: ${name}`,
      description: `The live auction "${name}" on Tendermark.\n${url}`,
      start: tender.startDate.getTime(),
      end: tender.endDate.getTime(),
      busyStatus: 'BUSY',
      alarms: [
        {
          action: 'display',
          description: 'The auction starts soon',
          trigger: { minutes: 15, before: true },
        },
      ],
    },
  ];
  const { error, value } = createEvents(events as EventAttributes[], {
    method: 'PUBLISH',
    productId: shared.productId,
    // The package escapes the events' text but not the calendar's name (RFC 5545 TEXT: \ ; ,).
    calName: name.replace(/[\\;,]/g, (char) => `\\${char}`),
  });
  if (error || !value) throw error ?? new Error('The calendar could not be written');
  return value;
}

/**
 * The calendar of a tender for the signed-in viewer, or for the user a calendar token names (a
 * wrong token is a 404, as an unknown tender is). Blocked and removed suppliers are refused (403).
 */
export async function tenderCalendar(
  ctx: AppContext,
  { user, token }: { user: AuthUser | undefined; token: string | undefined },
  tenderId: string,
): Promise<{ body: string; fileName: string }> {
  let viewerId = user?.id;
  if (token !== undefined) {
    viewerId = calendarTokenUser(ctx.config.jwtSecret, tenderId, token);
    if (!viewerId) throw notFound();
  }
  const { tender, relation } = await loadTenderForViewer(ctx.db, tenderId, viewerId);
  const now = ctx.clock.now();
  const body = renderTenderCalendar(tender, {
    url: tenderPage(ctx.config.publicUrl, tender.id, relation),
    now,
  });
  return { body, fileName: exportFileName('calendar', tender, 'ics', now) };
}
