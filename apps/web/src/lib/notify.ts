// Toasts: one look for success and failure, closing after the spec's 5 seconds.
import { notifications } from '@mantine/notifications';
import { Constants } from '@tendermark/shared';

export function notifySuccess(message: string): void {
  notifications.show({ color: 'teal', message, autoClose: Constants.toastAutoCloseMs });
}

export function notifyError(message: string): void {
  notifications.show({ color: 'red', message, autoClose: Constants.toastAutoCloseMs });
}
