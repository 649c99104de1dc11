// The start-up sequence of spec §2: localization texts, and the stored session (if any) renewed.
import { paths } from '@/config/paths.ts';
import { isApiError } from '@/lib/api-error.ts';
import {
  applyRenewedSession,
  renewStoredSession,
  type RenewedSession,
} from '@/lib/auth/session.ts';
import { fetchLocalizationTexts, initI18n } from '@/lib/i18n-instance.ts';

export type StartupOutcome = 'ready' | 'maintenance' | 'localization-failed';

const NO_SESSION: RenewedSession = { kind: 'none' };

/**
 * The texts and the session's renewal (token, then UserInfo) are requested at once, not one after
 * the other: the app shows nothing before both have settled, and the session is applied only once
 * the texts are in, so a failed start (maintenance, say) leaves the stored session as it was.
 */
export async function runStartup(pathname: string): Promise<StartupOutcome> {
  const texts = fetchLocalizationTexts();
  // An activation link must be opened as a visitor: the stored session is left alone there.
  const session =
    pathname === paths.auth.activation.path ? Promise.resolve(NO_SESSION) : renewStoredSession();
  try {
    await initI18n(await texts);
  } catch (error) {
    return isApiError(error) && error.status === 503 ? 'maintenance' : 'localization-failed';
  }
  applyRenewedSession(await session);
  return 'ready';
}

let startup: Promise<StartupOutcome> | null = null;

/**
 * Runs the sequence once per page load (main.tsx starts it before React renders, and React may
 * mount the gate twice); retry starts it anew.
 */
export function startOnce(pathname: string, isRetry = false): Promise<StartupOutcome> {
  if (isRetry || !startup) startup = runStartup(pathname);
  return startup;
}
