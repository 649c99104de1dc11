// The web app's translation (translation.ts), fed with the texts the server serves
// (GetFeLocalizationTexts). The start-up imports it from here: i18n.ts adds the shared messages'
// translation, whose English texts (Messages) the first page does without.
import type { TFeLocalizationTexts } from '@tendermark/shared';
import { ApiError, apiErrorFromBody } from './api-error.ts';
import { isTranslationReady, setTexts, t } from './translation.ts';

/** The translation outside React (the theme's default labels, tests). */
export const i18n = {
  t,
  get isInitialized() {
    return isTranslationReady();
  },
};

/** Public call made before anything else; a 503 reply means maintenance. */
export async function fetchLocalizationTexts(): Promise<TFeLocalizationTexts> {
  let response: Response;
  try {
    response = await fetch('/api/admin/GetFeLocalizationTexts', {
      headers: { Accept: 'application/json' },
    });
  } catch {
    throw new ApiError({ status: 0 });
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw apiErrorFromBody(response.status, body);
  if (!isTextRecord(body)) throw new ApiError({ status: response.status, code: 'invalid_reply' });
  return body;
}

/** Checked by hand: the zod schema would put zod into the first page's JavaScript. */
function isTextRecord(body: unknown): body is TFeLocalizationTexts {
  return (
    typeof body === 'object' &&
    body !== null &&
    !Array.isArray(body) &&
    Object.values(body).every((value) => typeof value === 'string')
  );
}

/** Loads the texts; a later call adds to and overwrites the earlier ones. */
export async function initI18n(texts: TFeLocalizationTexts): Promise<void> {
  setTexts(texts);
  return Promise.resolve();
}
