// What a refused login shows (spec §8). Loaded with the first refusal: the shared English messages
// it reads (Messages) stay off /login's first paint.
import type { TFunction } from '@/lib/translation.ts';
import { Messages } from '@tendermark/shared';
import { isApiError } from '@/lib/api-error.ts';
import { translateMessage } from '@/lib/i18n.ts';

export type LoginFailure = { text: string; isNotActivated: boolean };

export function describeLoginFailure(t: TFunction, error: unknown): LoginFailure {
  const serverMessage = isApiError(error) ? error.serverMessage : null;
  return {
    // Spec §8: the server's error description, otherwise "Username or password is incorrect".
    text: serverMessage ? translateMessage(t, serverMessage) : t('messages.loginFailed'),
    isNotActivated: serverMessage === Messages.accountNotActivated,
  };
}
