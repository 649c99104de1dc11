// The start-up sequence of spec §2: localization texts first, then the stored session, if any.
import { paths } from '../../config/paths.ts';
import { isApiError } from '../../lib/api-error.ts';
import { restoreSession } from '../../lib/auth/session.ts';
import { fetchLocalizationTexts, initI18n } from '../../lib/i18n.ts';

export type StartupOutcome = 'ready' | 'maintenance' | 'localization-failed';

export async function runStartup(pathname: string): Promise<StartupOutcome> {
  try {
    await initI18n(await fetchLocalizationTexts());
  } catch (error) {
    return isApiError(error) && error.status === 503 ? 'maintenance' : 'localization-failed';
  }
  // An activation link must be opened as a visitor: the stored session is left alone there.
  if (pathname !== paths.auth.activation.path) await restoreSession();
  return 'ready';
}

let startup: Promise<StartupOutcome> | null = null;

/** Runs the sequence once per page load (React may mount the gate twice); retry starts it anew. */
export function startOnce(pathname: string, isRetry = false): Promise<StartupOutcome> {
  if (isRetry || !startup) startup = runStartup(pathname);
  return startup;
}
