/** Countries (ISO 3166-1) and their currencies (ISO 4217) from the countries-list package. */
import { continents, countries } from 'countries-list';
import { currencies } from 'countries-list/currencies';

/**
 * Countries under comprehensive sanctions (UN, EU and US embargoes): users from them may not
 * trade. Applied when a country is first seeded; admins change the flag in the database later.
 */
export const SANCTIONED_COUNTRY_CODES: readonly string[] = ['CU', 'IR', 'KP', 'SY'];

/** ISO 4217 fund and index codes (not money anyone pays with) that countries-list lists per country. */
const FUND_CURRENCY_CODES = new Set(['BOV', 'CHE', 'CHW', 'CLF', 'USN', 'UYI']);

export type CountryRow = {
  code: string;
  name: string;
  capital: string | null;
  region: string;
  banned: boolean;
};

export type CurrencyRow = { code: string; name: string; symbol: string };

export function loadCountries(): CountryRow[] {
  return Object.entries(countries)
    .map(([code, country]) => ({
      code,
      name: country.name,
      capital: country.capital || null,
      region: continents[country.continent],
      banned: SANCTIONED_COUNTRY_CODES.includes(code),
    }))
    .sort((a, b) => a.code.localeCompare(b.code));
}

/** Currencies that some country uses today, with their English name and CLDR narrow symbol. */
export function loadCurrencies(): CurrencyRow[] {
  const codesInUse = new Set(Object.values(countries).flatMap((country) => country.currency));
  return [...codesInUse]
    .filter((code) => !FUND_CURRENCY_CODES.has(code) && !currencies[code].withdrawn)
    .sort()
    .map((code) => ({ code, name: currencies[code].name, symbol: currencies[code].symbol }));
}
