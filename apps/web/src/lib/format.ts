// Display formats for dates in the user's time zone (UI.md Data).
import dayjs from 'dayjs';

/** "3 Mar 2026"; an empty string for a missing or invalid date. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format('D MMM YYYY') : '';
}

/** "3 Mar 2026, 14:05" in the user's time zone; an empty string for a missing or invalid date. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format('D MMM YYYY, HH:mm') : '';
}

/** "14:05" in the user's time zone. */
export function formatTime(value: string | Date): string {
  return dayjs(value).format('HH:mm');
}

/** The user's time zone as shown beside deadlines: "Europe/Prague (UTC+01:00)". */
export function timeZoneLabel(at: Date = new Date()): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return `${zone} (UTC${dayjs(at).format('Z')})`;
}

/** Up to two letters for an avatar: "jane.doe@example.com" → "JA". */
export function initialsOf(name: string): string {
  return name.trim().slice(0, 2).toUpperCase();
}
