// Why a bid did not go through, as the room says it: a lost network is named as such (the bid
// was not sent, and can be sent again as typed), a refusal is shown in the server's words.
import type { TFunction } from '@/lib/translation.ts';
import { isApiError } from '@/lib/api-error.ts';
import { errorText } from '@/lib/i18n.ts';

/** The browser says it is offline. */
export const isBrowserOffline = () =>
  typeof navigator !== 'undefined' && navigator.onLine === false;

/** No answer came: the browser is offline, or the request failed before any reply (status 0). */
export function isNetworkFailure(failure: unknown): boolean {
  return isBrowserOffline() || (isApiError(failure) && failure.status === 0);
}

export function bidFailureText(t: TFunction, failure: unknown): string {
  return isNetworkFailure(failure) ? t('room.bid.offline') : errorText(t, failure);
}
