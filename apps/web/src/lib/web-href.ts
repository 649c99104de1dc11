/**
 * A stored web address as a link target: http(s) as it is, a bare domain ("example.com") as
 * https, and no link for any other scheme ("javascript:", "mailto:"), whatever was stored.
 */
export function webHref(web: string | null | undefined): string | null {
  const value = web?.trim();
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) return value;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return null;
  return `https://${value}`;
}
