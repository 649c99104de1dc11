// Where a notification's link leads: a supplier's tender view or the owner's bidders step.
import { NotificationLinkAction, type TNotification } from '@tendermark/shared';
import { paths } from '@/config/paths.ts';

export function notificationHref(notification: Pick<TNotification, 'Link'>): string | null {
  const link = notification.Link;
  if (!link?.dataId) return null;
  switch (link.action) {
    case NotificationLinkAction.SUPPLIER_TENDER:
      return paths.auctions.supplier.getHref(link.dataId);
    case NotificationLinkAction.OWNER_TENDER:
      return paths.auctions.owner.getHref(link.dataId, 2);
    default:
      return null;
  }
}
