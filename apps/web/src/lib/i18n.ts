// The web app's translation (i18n-instance.ts, re-exported) and the translation of the shared
// English messages (validation and server errors) into the loaded localization.
import type { TFunction } from './translation.ts';
import { Messages } from '@tendermark/shared';
import { ApiError } from './api-error.ts';

export { fetchLocalizationTexts, i18n, initI18n } from './i18n-instance.ts';

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
