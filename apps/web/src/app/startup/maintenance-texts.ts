// The start-up maintenance screen's words, from the shared English messages: loaded when the server
// answers that it is in maintenance, so that a first page does not carry all of Messages.
import { Messages } from '@tendermark/shared';

export const maintenanceTexts = {
  title: Messages.maintenanceTitle,
  text: Messages.maintenanceText,
};
