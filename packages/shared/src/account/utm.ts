/**
 * Registration's RegisterUTMParameters (spec §7): the campaign a visitor landed from. The web app
 * sends the `utm_*` parameters of the first landing as an object; older clients send a string.
 * Both are stored as one query string (`utm_source=…&utm_medium=…`); an object keeps only
 * `utm_*` keys with text values.
 */
import { z } from 'zod';

export const UtmLimits = { text: 2000, keys: 20, key: 64, value: 500 };
const UTM_KEY = /^utm_[a-z0-9_]+$/i;

export const zUtmParameters = z
  .union([
    z.string().max(UtmLimits.text),
    z
      .record(z.string().max(UtmLimits.key), z.string().max(UtmLimits.value).nullable())
      .refine((value) => Object.keys(value).length <= UtmLimits.keys),
  ])
  .optional()
  .nullable()
  .transform((value): string | null => {
    if (value === undefined || value === null) return null;
    if (typeof value === 'string') return value.trim() || null;
    const params = new URLSearchParams();
    for (const [key, text] of Object.entries(value))
      if (UTM_KEY.test(key) && text?.trim()) params.append(key.toLowerCase(), text.trim());
    return params.toString() || null;
  });

/** What the web app sends: the `utm_*` parameters of the landing URL. */
export type TUtmParameters = Record<string, string>;
