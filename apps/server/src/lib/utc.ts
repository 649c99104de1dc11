/** "2026-11-24 14:00 UTC": how mails and notifications name an instant; readers are in many time zones. */
export const formatUtc = (date: Date): string =>
  `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
