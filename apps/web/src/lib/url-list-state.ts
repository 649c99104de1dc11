// A paged, sorted, filtered list's state kept in the URL (?page=&sort=&order=&q=&…), so that it
// survives a reload and can be shared. Only values that differ from the defaults are written.
import { useSearchParams } from 'react-router';
import { Constants } from '@tendermark/shared';

export type SortOrder = 'asc' | 'desc';

export type ListState<Column extends string, Extra extends Record<string, string>> = {
  page: number;
  sort: Column;
  order: SortOrder;
  /** The text filter; shorter than the keyword minimum (spec §5) counts as none. */
  search: string;
  extra: Extra;
};

export type ListStateSpec<Column extends string, Extra extends Record<string, string>> = {
  columns: readonly Column[];
  defaults: Omit<ListState<Column, Extra>, 'page' | 'search'>;
  /** Allowed values of each extra parameter (the first is not necessarily the default). */
  extraValues: { [Key in keyof Extra]: readonly Extra[Key][] };
};

export function readListState<Column extends string, Extra extends Record<string, string>>(
  search: URLSearchParams,
  spec: ListStateSpec<Column, Extra>,
): ListState<Column, Extra> {
  const page = Number(search.get('page'));
  const sort = search.get('sort') as Column | null;
  const order = search.get('order');
  const text = search.get('q')?.trim() ?? '';
  const extra = { ...spec.defaults.extra };
  for (const key of Object.keys(spec.extraValues) as (keyof Extra)[]) {
    const value = search.get(String(key));
    if (value !== null && (spec.extraValues[key] as readonly string[]).includes(value))
      extra[key] = value as Extra[typeof key];
  }
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    sort: sort && spec.columns.includes(sort) ? sort : spec.defaults.sort,
    order: order === 'asc' || order === 'desc' ? order : spec.defaults.order,
    search: text.length >= Constants.keywordMinLength ? text : '',
    extra,
  };
}

export function writeListState<Column extends string, Extra extends Record<string, string>>(
  state: ListState<Column, Extra>,
  spec: ListStateSpec<Column, Extra>,
): URLSearchParams {
  const search = new URLSearchParams();
  if (state.page !== 1) search.set('page', String(state.page));
  if (state.sort !== spec.defaults.sort) search.set('sort', state.sort);
  if (state.order !== spec.defaults.order) search.set('order', state.order);
  if (state.search) search.set('q', state.search);
  for (const key of Object.keys(state.extra) as (keyof Extra)[])
    if (state.extra[key] !== spec.defaults.extra[key]) search.set(String(key), state.extra[key]);
  return search;
}

/** Clicking a column header: the current column flips, another starts ascending. */
export function sortBy<Column extends string, Extra extends Record<string, string>>(
  state: ListState<Column, Extra>,
  column: Column,
): ListState<Column, Extra> {
  const order: SortOrder = state.sort === column && state.order === 'asc' ? 'desc' : 'asc';
  return { ...state, sort: column, order, page: 1 };
}

export function useListState<Column extends string, Extra extends Record<string, string>>(
  spec: ListStateSpec<Column, Extra>,
): [ListState<Column, Extra>, (next: ListState<Column, Extra>) => void] {
  const [search, setSearch] = useSearchParams();
  return [readListState(search, spec), (next) => setSearch(writeListState(next, spec))];
}
