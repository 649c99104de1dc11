/** Country names as OCDS publishers write them ("GB", "England", "México") → ISO 3166-1 alpha-2. */
import { countries, getCountryDataList } from 'countries-list';

/** Names that are not a country of their own in ISO 3166-1, and the country they belong to. */
const EXTRA_NAMES: Readonly<Record<string, readonly string[]>> = {
  GB: ['England', 'Scotland', 'Wales', 'Northern Ireland', 'Reino Unido'],
  MX: ['Estados Unidos Mexicanos'],
};

/**
 * Country-code top-level domains that sites anywhere use (.io, .co, .tv, …): they do not say where
 * a publisher is.
 */
const GENERIC_COUNTRY_DOMAINS = new Set(['ai', 'co', 'fm', 'io', 'me', 'tv', 'ws']);

/** Case, accents and punctuation do not matter: "MÉXICO", "Mexico" and "méxico." are one key. */
function nameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const codeByName: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  const add = (name: string | undefined, code: string) => {
    const key = name ? nameKey(name) : '';
    if (key && !map.has(key)) map.set(key, code);
  };
  const list = getCountryDataList();
  // English names and codes first, so that they win over a colliding native name or alias.
  for (const country of list) add(country.name, country.iso2);
  for (const country of list) {
    add(country.iso2, country.iso2);
    add(country.iso3, country.iso2);
  }
  for (const country of list) {
    add(country.native, country.iso2);
    for (const alias of country.alias ?? []) add(alias, country.iso2);
  }
  for (const [code, names] of Object.entries(EXTRA_NAMES))
    for (const name of names) add(name, code);
  return map;
})();

/** The ISO 3166-1 alpha-2 code of a country name, alpha-2 or alpha-3 code; null when unknown. */
export function countryCodeOf(name: string | null | undefined): string | null {
  return name ? (codeByName.get(nameKey(name)) ?? null) : null;
}

/** The English name of an alpha-2 code ("GB" → "United Kingdom"); null when unknown. */
export function countryNameOf(code: string): string | null {
  return Object.hasOwn(countries, code) ? countries[code as keyof typeof countries].name : null;
}

/** The country of a web address's country-code domain (`bpp.gov.ng` → NG, `.uk` → GB). */
export function countryCodeOfUrl(url: string | null): string | null {
  if (!url) return null;
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return null;
  }
  const domain = host.split('.').at(-1)?.toLowerCase() ?? '';
  if (domain === 'uk') return 'GB';
  if (domain.length !== 2 || GENERIC_COUNTRY_DOMAINS.has(domain)) return null;
  const code = domain.toUpperCase();
  return countryNameOf(code) ? code : null;
}
