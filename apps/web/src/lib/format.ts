// Display formats for dates in the user's time zone (UI.md Data).
import dayjs from 'dayjs';

/** "3 Mar 2026"; an empty string for a missing or invalid date. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format('D MMM YYYY') : '';
}

/** Up to two letters for an avatar: "jane.doe@example.com" → "JA". */
export function initialsOf(name: string): string {
  return name.trim().slice(0, 2).toUpperCase();
}
