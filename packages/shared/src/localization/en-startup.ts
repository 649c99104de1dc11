/**
 * The texts shown before the localization texts arrive from the server (loading, start failure).
 * Apart from the other texts, so that the web app's first page does not carry all of them.
 */
export const StartupTexts = {
  'common.loading': 'Loading…',
  'startup.failed.title': 'Tendermark could not start',
  'startup.failed.text':
    'The texts of the application could not be loaded. Check your connection and try again.',
  'startup.retry': 'Try again',
} as const;
