// The toasts of a profile save (spec §8, §9): success (1 s), plus "Please check your email to
// activate" (8 s) while a new contact e-mail waits for its link; a failure toast otherwise.
import { notifications } from '@mantine/notifications';
import { Constants, Messages } from '@tendermark/shared';
import type { TFunction } from '@/lib/translation.ts';
import { translateMessage } from '@/lib/i18n.ts';

const SAVED_MS = 1000;
const CHECK_EMAIL_MS = 8000;

export function notifyProfileSaved(t: TFunction, { isEmailPending }: { isEmailPending: boolean }) {
  notifications.show({
    color: 'teal',
    message: t('profile.saved'),
    autoClose: isEmailPending ? CHECK_EMAIL_MS : SAVED_MS,
  });
  if (isEmailPending)
    notifications.show({
      color: 'blue',
      message: translateMessage(t, Messages.checkEmailToActivate),
      autoClose: CHECK_EMAIL_MS,
    });
}

export function notifyProfileSaveFailed(t: TFunction) {
  notifications.show({
    color: 'red',
    message: t('profile.saveFailed'),
    autoClose: Constants.toastAutoCloseMs,
  });
}
