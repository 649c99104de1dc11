// i18next for the web app, fed with the texts the server serves (GetFeLocalizationTexts).
import i18next, { type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { Messages, type TFeLocalizationTexts } from '@tendermark/shared';
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

const messageKeyByText = new Map<string, keyof typeof Messages>(
  Object.entries(Messages).map(([key, text]) => [text, key as keyof typeof Messages]),
);

/**
 * Shows a shared English message (validation or server error) in the loaded localization:
 * a text of Messages is looked up under messages.<key>; any other text is shown as given.
 */
export function translateMessage(t: TFunction, text: string): string {
  const key = messageKeyByText.get(text);
  return key ? t(`messages.${key}`, { defaultValue: text }) : text;
}

/** The text to show for a failed call: the server's message if it gave one, else the fallback key. */
export function errorText(
  t: TFunction,
  error: unknown,
  fallback: `messages.${keyof typeof Messages}` = 'messages.generalError',
): string {
  if (error instanceof ApiError && error.serverMessage) {
    return translateMessage(t, error.serverMessage);
  }
  return t(fallback);
}

/** The text to show for a failed mutation or query, or null while it has not failed. */
export function failureText(
  t: TFunction,
  call: { isError: boolean; error: unknown },
): string | null {
  return call.isError ? errorText(t, call.error) : null;
}
