/**
 * Who listens to which domain event: every module's subscribers, registered once per app. Modules
 * tell each other what happened through events, instead of importing each other to push or
 * notify. The auction clock subscribes itself when it starts (jobs/clock-loop.ts).
 */
import type { AppContext } from '../context.ts';
import { subscribeToNotificationEvents } from '../modules/notifications/service.ts';
import { subscribeToBillingEvents } from '../modules/billing/subscribers.ts';
import { subscribeToAccountEvents } from '../modules/account/subscribers.ts';
import { subscribeToTendersEvents } from '../modules/tenders/subscribers.ts';
import { subscribeToAdminEvents } from '../modules/admin/subscribers.ts';
import { subscribeToSuppliersEvents } from '../modules/suppliers/subscribers.ts';
import { subscribeTendersToParticipation } from '../modules/tenders/participation-subscribers.ts';
import { subscribeAuctionToParticipation } from '../modules/auction/participation-subscribers.ts';
import { subscribeToAuctionEvents } from '../modules/auction/subscribers.ts';
import { subscribeSuppliersToTenderClose } from '../modules/suppliers/auction-subscribers.ts';
import { subscribeToOpenDataEvents } from '../modules/open-data/subscribers.ts';
import { subscribeToAwardEvents } from '../modules/award/subscribers.ts';
import { subscribeToLotsEvents } from '../modules/lots/subscribers.ts';
import { subscribeToSealedOfferEvents } from '../modules/sealed-offers/subscribers.ts';

export function subscribeToEvents(ctx: AppContext): void {
  ctx.events.on('mailQueued', 'wake the mail worker', () => ctx.mailer.sender.wake());
  subscribeToNotificationEvents(ctx);
  subscribeToBillingEvents(ctx);
  subscribeToAccountEvents(ctx);
  subscribeToTendersEvents(ctx);
  subscribeToAdminEvents(ctx);
  subscribeToSuppliersEvents(ctx);
  subscribeTendersToParticipation(ctx);
  subscribeAuctionToParticipation(ctx);
  subscribeToAuctionEvents(ctx);
  subscribeSuppliersToTenderClose(ctx);
  subscribeToOpenDataEvents(ctx);
  subscribeToAwardEvents(ctx);
  subscribeToLotsEvents(ctx);
  subscribeToSealedOfferEvents(ctx);
}
