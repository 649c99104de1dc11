// The second step of the two-step search: which ids a page of the list and the map ask rows for.
import { MAP_ENTRY_LIMIT, SEARCH_MAX_PAGE_SIZE } from '@tendermark/shared';

/** How many pages `count` ids fill; at least one. */
export function pageCountOf(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/** The ids shown on page `page` (from 1), in the search's order. */
export function pageIdsOf(ids: readonly string[], page: number, pageSize: number): string[] {
  return ids.slice((page - 1) * pageSize, page * pageSize);
}

/** The page numbers whose rows (SEARCH_MAX_PAGE_SIZE each) cover the first MAP_ENTRY_LIMIT ids. */
export function mapPageNumbers(idCount: number): number[] {
  const shown = Math.min(idCount, MAP_ENTRY_LIMIT);
  return Array.from({ length: Math.ceil(shown / SEARCH_MAX_PAGE_SIZE) }, (_, index) => index + 1);
}

/** The ids whose rows the map places (the first MAP_ENTRY_LIMIT). */
export function mapIdsOf(ids: readonly string[]): string[] {
  return ids.slice(0, MAP_ENTRY_LIMIT);
}
