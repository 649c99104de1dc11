// i18next for the web app, fed with the texts the server serves (GetFeLocalizationTexts). The
// start-up and the providers import it from here: i18n.ts adds the shared messages' translation,
// whose English texts (Messages) the first page does without.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { TFeLocalizationTexts } from '@tendermark/shared';
import { ApiError, apiErrorFromBody } from './api-error.ts';

export const i18n = i18next.createInstance();

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

export async function initI18n(texts: TFeLocalizationTexts): Promise<void> {
  const resources = { en: { translation: texts } };
  if (i18n.isInitialized) {
    i18n.addResourceBundle('en', 'translation', texts, true, true);
    return;
  }
  await i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: false,
    resources,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false }, // React escapes
    returnEmptyString: false,
  });
}
