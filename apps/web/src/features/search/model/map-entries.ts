// What the search map places: the delivery places of the public auctions and government tenders found
// and the places of the supplier companies found — only rows with coordinates (a pin, else the
// server's gazetteer point of the city), at most MAP_ENTRY_LIMIT of them.
import {
  MAP_ENTRY_LIMIT,
  type TCompanyRow,
  type TGovTenderRow,
  type TPlace,
  type TPublicTenderRow,
} from '@tendermark/shared';
import { paths } from '@/config/paths.ts';
import { webHref } from '@/lib/web-href.ts';

export type MapEntry = {
  id: string;
  lat: number;
  lng: number;
  title: string;
  /** "Berlin, Germany"; empty when the row names neither. */
  place: string;
  /** The public overview (in the app) or the company's web site (outside it); null: no link. */
  href: string | null;
  isExternal: boolean;
};

/** "Berlin, Germany", "Germany", "Berlin" or "". */
export function placeLabel(place: TPlace | null): string {
  if (!place) return '';
  return [place.city?.trim(), place.country?.name].filter(Boolean).join(', ');
}

const hasCoordinates = (place: TPlace | null): place is TPlace & { lat: number; lng: number } =>
  place !== null && typeof place.lat === 'number' && typeof place.lng === 'number';

export function tenderMapEntries(rows: readonly TPublicTenderRow[]): MapEntry[] {
  return rows.flatMap((row) =>
    hasCoordinates(row.delivery)
      ? [
          {
            id: row.id,
            lat: row.delivery.lat,
            lng: row.delivery.lng,
            title: row.name,
            place: placeLabel(row.delivery),
            href: paths.search.overview.getHref(row.id),
            isExternal: false,
          },
        ]
      : [],
  );
}

export function govTenderMapEntries(rows: readonly TGovTenderRow[]): MapEntry[] {
  return rows.flatMap((row) =>
    typeof row.lat === 'number' && typeof row.lng === 'number'
      ? [
          {
            id: row.id,
            lat: row.lat,
            lng: row.lng,
            title: row.title,
            place: row.buyerAddress ?? row.country?.name ?? '',
            href: paths.search.govNotice.getHref(row.id),
            isExternal: false,
          },
        ]
      : [],
  );
}

export function companyMapEntries(rows: readonly TCompanyRow[]): MapEntry[] {
  return rows.flatMap((row) => {
    if (!hasCoordinates(row.place)) return [];
    const href = webHref(row.web);
    return [
      {
        id: row.id,
        lat: row.place.lat,
        lng: row.place.lng,
        title: row.name,
        place: placeLabel(row.place),
        href,
        isExternal: href !== null,
      },
    ];
  });
}

/** The entries the map shows: the first MAP_ENTRY_LIMIT in the search's order. */
export function limitMapEntries(entries: readonly MapEntry[]): MapEntry[] {
  return entries.slice(0, MAP_ENTRY_LIMIT);
}
