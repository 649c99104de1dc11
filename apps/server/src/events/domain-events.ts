/**
 * What happened, as services record it inside the transaction that made it happen. Subscribers
 * (events/dispatcher.ts) act on it once the transaction has committed: pushes, the auction clock,
 * the room cache, the mail worker. What a user must hear of is not an event alone: its
 * notification row and its mail outbox row are written in the same transaction, and the events
 * only tell the live side about them.
 */
import type { TNotification } from '@tendermark/shared';
import type { AccountDomainEvent } from '../modules/account/events.ts';
import type { AdminDomainEvent } from '../modules/admin/events.ts';
import type { BillingDomainEvent } from '../modules/billing/events.ts';
import type { TendersEvent } from '../modules/tenders/events.ts';
import type { AuctionEvent } from '../modules/auction/events.ts';
import type { SuppliersEvent } from '../modules/suppliers/events.ts';
import type { AwardEvent } from '../modules/award/events.ts';
import type { LotsEvent } from '../modules/lots/events.ts';
import type { SealedOffersEvent } from '../modules/sealed-offers/events.ts';

export type DomainEvent =
  /** A notification row was written: push it to the user's open apps. */
  | { type: 'notificationCreated'; userId: string; notification: TNotification }
  /** Mail outbox rows were written: the mail worker may send them now. */
  | { type: 'mailQueued' }
  /** A tender's next moment moved (prolonged, overtime): the clock looks again at that instant. */
  | { type: 'tenderMomentMoved'; tenderId: string; instant: Date }
  | AccountDomainEvent
  | AdminDomainEvent
  | BillingDomainEvent
  | TendersEvent
  | AuctionEvent
  | SuppliersEvent
  | AwardEvent
  | LotsEvent
  | SealedOffersEvent;

export type DomainEventType = DomainEvent['type'];
export type DomainEventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;

/** Where a service records its events while its transaction runs. */
export type EventRecorder = { record(event: DomainEvent): void };
