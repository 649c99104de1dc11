/** US states and territories and Canadian provinces and territories from the provinces package. */
import provinces from 'provinces';

export const SUBDIVISION_COUNTRIES = ['US', 'CA'] as const;

export type SubdivisionRow = { countryCode: string; code: string; name: string };

export function loadSubdivisions(): SubdivisionRow[] {
  return provinces
    .filter((province) => (SUBDIVISION_COUNTRIES as readonly string[]).includes(province.country))
    .map((province) => ({
      countryCode: province.country,
      code: province.short,
      name: province.name,
    }));
}
