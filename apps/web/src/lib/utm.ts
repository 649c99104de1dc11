// The campaign a visitor first landed from: the landing URL's utm_* parameters, kept in
// localStorage until the visitor registers (Register's RegisterUTMParameters). First touch wins.
const KEY = 'tendermark.utm';

/** Keeps the utm_* parameters of this landing, unless an earlier landing's are kept already. */
export function captureUtm(search: string): void {
  try {
    if (localStorage.getItem(KEY)) return;
    const utm: Record<string, string> = {};
    new URLSearchParams(search).forEach((value, key) => {
      if (/^utm_\w+$/i.test(key) && value) utm[key.toLowerCase()] = value.slice(0, 500);
    });
    if (Object.keys(utm).length) localStorage.setItem(KEY, JSON.stringify(utm));
  } catch {
    // No storage (private mode, blocked): the registration goes without a campaign.
  }
}

/** The kept parameters, or undefined. */
export function storedUtm(): Record<string, string> | undefined {
  try {
    const kept = JSON.parse(localStorage.getItem(KEY) ?? 'null') as unknown;
    return kept && typeof kept === 'object' ? (kept as Record<string, string>) : undefined;
  } catch {
    return undefined;
  }
}

/** After a registration: the campaign is recorded with the account. */
export function forgetUtm(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
