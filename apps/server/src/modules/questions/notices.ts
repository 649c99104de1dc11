/** What a question's owner and suppliers are told: in-app texts, with a link to the tender. */
import { NotificationLinkAction } from '@tendermark/shared';
import type { NewNotification } from '../notifications/service.ts';

type TenderRef = { id: string; name: string };

const named = (tender: TenderRef) => `"${tender.name || 'Untitled auction'}"`;

/** To the owner: a supplier asked (never who). */
export const questionAsked = (tender: TenderRef): NewNotification => ({
  title: 'New question',
  text: `A supplier asked a question about the auction ${named(tender)}.`,
  link: { action: NotificationLinkAction.OWNER_TENDER, dataId: tender.id },
});

/** To the invited and participating suppliers, and the asker: the owner answered. */
export const questionAnswered = (tender: TenderRef): NewNotification => ({
  title: 'Question answered',
  text: `The buyer answered a question about the auction ${named(tender)}.`,
  link: { action: NotificationLinkAction.SUPPLIER_TENDER, dataId: tender.id },
});
