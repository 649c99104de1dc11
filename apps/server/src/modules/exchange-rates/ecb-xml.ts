/** Parser of the ECB reference-rate XML (eurofxref-daily.xml and the -hist files): days of rates per 1 EUR. */

export type EcbRate = { currency: string; perEur: number };
export type EcbDay = { date: string; rates: EcbRate[] };

const CUBE_TAG = /<Cube\b([^>]*)>/g;
const ATTRIBUTE = /([A-Za-z_][\w.-]*)\s*=\s*(['"])(.*?)\2/g;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const CURRENCY = /^[A-Z]{3}$/;

function attributesOf(tagBody: string): Map<string, string> {
  return new Map(Array.from(tagBody.matchAll(ATTRIBUTE), (match) => [match[1], match[3]]));
}

/** YYYY-MM-DD naming a day that exists (no 2026-02-30). */
function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

/**
 * Reads every `<Cube time="…">` day with its `<Cube currency="…" rate="…"/>` entries, in document
 * order. Entries with an unusable currency or rate are skipped; days without a rate are dropped.
 * Returns [] for anything that is not such a document.
 */
export function parseEcbReferenceRates(xml: string): EcbDay[] {
  const days: EcbDay[] = [];
  let current: EcbDay | undefined;
  for (const [, tagBody] of xml.matchAll(CUBE_TAG)) {
    const attributes = attributesOf(tagBody);
    const time = attributes.get('time');
    if (time !== undefined) {
      current = isRealDate(time) ? { date: time, rates: [] } : undefined;
      if (current) days.push(current);
      continue;
    }
    const currency = attributes.get('currency')?.trim().toUpperCase();
    const rateText = attributes.get('rate')?.trim() ?? '';
    const perEur = /^\d+(\.\d+)?$/.test(rateText) ? Number(rateText) : NaN;
    if (current && currency && CURRENCY.test(currency) && currency !== 'EUR' && perEur > 0)
      current.rates.push({ currency, perEur });
  }
  return days.filter((day) => day.rates.length > 0);
}
