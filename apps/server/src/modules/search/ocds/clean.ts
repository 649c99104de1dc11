/** Cleaning of OCDS values as publishers really send them: stray spaces, HTML, odd dates, typos. */
import { decodeHTMLStrict } from 'entities';
import { currencies } from 'countries-list/currencies';

export type JsonObject = Record<string, unknown>;

export function asObject(value: unknown): JsonObject | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as JsonObject)
    : undefined;
}

/** The objects of an array (anything else in it is skipped); [] when it is not an array. */
export function objectsOf(value: unknown): JsonObject[] {
  return Array.isArray(value) ? value.map(asObject).filter((item) => item !== undefined) : [];
}

/**
 * NUL, which PostgreSQL text cannot hold (SQLSTATE 22021), and the other C0 and DEL control
 * characters, which no notice means; tab, line feed and carriage return stay.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSTORABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** A high surrogate without its low one, or a low one without its high one. */
const UNPAIRED_SURROGATE =
  /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Any character that UNSTORABLE or UNPAIRED_SURROGATE may match: one quick test for most texts. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NEEDS_REPAIR = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uD800-\uDFFF]/;

/**
 * Text PostgreSQL can store and index: control characters removed and unpaired surrogates (which
 * jsonb refuses, SQLSTATE 22P02) replaced by U+FFFD. Counts what it changed.
 */
export function storableText(text: string): { text: string; removed: number; replaced: number } {
  if (!NEEDS_REPAIR.test(text)) return { text, removed: 0, replaced: 0 };
  const withoutControls = text.replace(UNSTORABLE, '');
  let replaced = 0;
  const repaired = withoutControls.replace(UNPAIRED_SURROGATE, () => {
    replaced++;
    return '\uFFFD';
  });
  return { text: repaired, removed: text.length - withoutControls.length, replaced };
}

/** A string or a number as trimmed, storable text; undefined when empty or of another type. */
export function asText(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  return storableText(value).text.trim() || undefined;
}

const TAG_LIKE = /<\/?[a-z][^>]*>/i;
/** Tags that end a line of text (`<li>` starts one instead); every other tag is dropped. */
const LINE_ENDING_TAGS =
  /<\s*(?:br|hr|\/p|\/div|\/h[1-6]|\/tr|\/ul|\/ol|\/table|\/blockquote)\b[^>]*>/gi;

function collapseLines(text: string): string | null {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim());
  // At most one empty line between paragraphs.
  const joined = lines.join('\n').replace(/\n{3,}/g, '\n\n');
  return joined.trim() || null;
}

/**
 * Plain text from a text that may hold HTML (NSW descriptions do): tags removed with paragraph and
 * line breaks kept, entities decoded, spaces collapsed within lines, at most one empty line.
 */
export function plainText(value: unknown): string | null {
  const text = asText(value);
  if (text === undefined) return null;
  const withoutTags = TAG_LIKE.test(text)
    ? text
        .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
        .replace(/<!--[\s\S]*?-->/g, '')
        .replace(LINE_ENDING_TAGS, '\n')
        .replace(/<\s*li\b[^>]*>/gi, '\n- ')
        .replace(/<\/?[a-z][^>]*>/gi, '')
    : text;
  return collapseLines(decodeHTMLStrict(withoutTags));
}

/** Text on one line: HTML removed as by plainText, then every run of white space one space. */
export function oneLine(value: unknown): string | null {
  return plainText(value)?.replace(/\s+/g, ' ') ?? null;
}

const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/i;
const DAY_MONTH_YEAR = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
/** Years outside this range are typing errors, not tender dates. */
const PLAUSIBLE_YEARS = { from: 1900, to: 2200 };

function calendarDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= PLAUSIBLE_YEARS.from &&
    year <= PLAUSIBLE_YEARS.to &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/**
 * An OCDS date: ISO 8601 (a time without an offset counts as UTC), else day/month/year as some
 * Mexican publishers write it (`20/12/2016.`, at midnight UTC). Null when neither parses.
 */
export function parseOcdsDate(value: unknown): Date | null {
  const text = asText(value)?.replace(/[.,;]+$/, '');
  if (!text) return null;
  const iso = ISO_DATE_TIME.exec(text);
  if (iso) {
    const [, year, month, day, hour, , , offset] = iso;
    if (!calendarDay(Number(year), Number(month), Number(day))) return null;
    const withOffset = hour !== undefined && offset === undefined ? `${text}Z` : text;
    const date = new Date(withOffset.replace(' ', 'T'));
    return Number.isNaN(date.getTime()) ? null : date;
  }
  const dayFirst = DAY_MONTH_YEAR.exec(text);
  if (!dayFirst) return null;
  const [day, month, year] = dayFirst.slice(1).map(Number) as [number, number, number];
  return calendarDay(year, month, day) ? new Date(Date.UTC(year, month - 1, day)) : null;
}

/** Misspellings and national abbreviations seen in OCDS data, and the ISO 4217 code meant. */
const CURRENCY_ALIASES: Readonly<Record<string, string>> = {
  MNX: 'MXN',
  MN: 'MXN',
  RMB: 'CNY',
};

/** An ISO 4217 currency code, with known typos repaired; null for anything else. */
export function normalizeCurrency(value: unknown): string | null {
  const text = asText(value)?.toUpperCase();
  if (!text) return null;
  const code = CURRENCY_ALIASES[text] ?? text;
  return Object.hasOwn(currencies, code) ? code : null;
}

/** numeric(20, 2) holds less than 10^18. */
const LARGEST_AMOUNT = 1e18;

/** A positive amount from a number or a numeric string; 0 (publishers' "unknown") gives null. */
export function parseAmount(value: unknown): number | null {
  const amount =
    typeof value === 'string' && /^\s*\d+(?:\.\d+)?\s*$/.test(value) ? Number(value) : value;
  return typeof amount === 'number' &&
    Number.isFinite(amount) &&
    amount > 0 &&
    amount < LARGEST_AMOUNT
    ? amount
    : null;
}

/** A BCP 47-style language tag as `en`, `en-GB`, `es`; null when it is not one. */
export function normalizeLanguage(value: unknown): string | null {
  const match = /^([a-z]{2,3})(?:[-_]([a-z]{2}))?$/i.exec(asText(value) ?? '');
  if (!match) return null;
  const [, language, region] = match as unknown as [string, string, string | undefined];
  return region ? `${language.toLowerCase()}-${region.toUpperCase()}` : language.toLowerCase();
}

/** An http(s) address, normalised (`http:host/path` becomes `http://host/path`); else null. */
export function httpUrl(value: unknown): string | null {
  const text = asText(value);
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The distinct non-empty values, in their first order. */
export function distinct(values: readonly (string | null | undefined)[]): string[] {
  return [...new Set(values.filter((value): value is string => Boolean(value)))];
}
