// The web app's translation: `t()` over the texts the server serves (GetFeLocalizationTexts), with
// the subset of i18next's behaviour the app uses (i18next and react-i18next weighed 17.6 KB gzipped
// of every first page): flat keys, `{{name}}` interpolation, plurals and ordinals by key suffix
// (`_one`, `_other`, `_zero`, `_ordinal_two`…, chosen by Intl.PluralRules), `defaultValue`, and the
// key itself when a text is missing or empty.
import type { EnglishTextKey } from '@tendermark/shared';

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** A plural text's key without its suffix: what `t(key, { count })` is called with. */
type PluralBase<Key extends string> = Key extends `${infer Base}_ordinal_${PluralSuffix}`
  ? Base
  : Key extends `${infer Base}_${PluralSuffix}`
    ? Base
    : never;

/** The keys `t` takes: the English texts' keys, and the plural ones without their suffix. */
export type TranslationKey = EnglishTextKey | PluralBase<EnglishTextKey>;

export type TranslationOptions = {
  /** Picks the plural form (`key_one`, `key_other`…) and is interpolated as `{{count}}`. */
  count?: number;
  /** With `count`: the ordinal forms (`key_ordinal_one`: "1st"). */
  ordinal?: boolean;
  /** Shown (interpolated) when the text is missing. */
  defaultValue?: string;
  /** The values of the text's `{{name}}` placeholders. */
  [name: string]: unknown;
};

export type TFunction = (key: TranslationKey, options?: TranslationOptions) => string;

let texts: Readonly<Record<string, string>> = {};
let initialized = false;

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralSuffix(count: number, ordinal: boolean): string {
  const type = ordinal ? 'ordinal' : 'cardinal';
  let rules = pluralRules.get(type);
  if (!rules) {
    rules = new Intl.PluralRules('en', { type });
    pluralRules.set(type, rules);
  }
  return rules.select(count);
}

/** A text, or undefined when it is missing or empty (i18next's returnEmptyString: false). */
function lookup(key: string): string | undefined {
  const text = Object.prototype.hasOwnProperty.call(texts, key) ? texts[key] : undefined;
  return text === undefined || text === '' ? undefined : text;
}

/**
 * `{{name}}` (spaces allowed, `{{- name}}` too) takes the option's value; a value of null or
 * undefined given explicitly becomes empty, a placeholder without a value stays as written.
 */
function interpolate(text: string, options: TranslationOptions): string {
  if (!text.includes('{{')) return text;
  return text.replace(/\{\{-?\s*(.+?)\s*\}\}/g, (placeholder, name: string) => {
    if (!Object.prototype.hasOwnProperty.call(options, name)) return placeholder;
    const value = options[name];
    return value === null || value === undefined ? '' : String(value as string);
  });
}

/** Translates a key as i18next did with the app's settings (see the file's comment). */
export const t: TFunction = (key, options) => {
  let text: string | undefined;
  const count = options?.count;
  if (typeof count === 'number') {
    const ordinal = options?.ordinal === true;
    const suffix = pluralSuffix(count, ordinal);
    // i18next's order: the ordinal form, the cardinal form of the same category, the zero form
    // (count 0, cardinal only), then the key itself.
    if (ordinal) text = lookup(`${key}_ordinal_${suffix}`);
    if (count === 0 && !ordinal) text = lookup(`${key}_zero`);
    text ??= lookup(`${key}_${suffix}`);
  }
  text ??= lookup(key) ?? options?.defaultValue ?? key;
  return options ? interpolate(text, options) : text;
};

/** The hook the components call; `t` reads the texts loaded at start-up. */
export function useTranslation(): { t: TFunction } {
  return { t };
}

/** Loads the texts (start-up, tests); a second call adds to and overwrites the first's. */
export function setTexts(next: Readonly<Record<string, string>>): void {
  texts = initialized ? { ...texts, ...next } : next;
  initialized = true;
}

export const isTranslationReady = () => initialized;
