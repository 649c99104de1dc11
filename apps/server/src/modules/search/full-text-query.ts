/**
 * Keywords → a PostgreSQL prefix query over the weighted vectors (db/schema/full-text.ts). Every
 * word must match the start of a word, within the weights of the groups the searcher chose.
 */
import { getTableColumns, sql, type AnyColumn, type SQL, type Table } from 'drizzle-orm';
import type { TSearchIds, TSearchPageRequest, TTenderSearch } from '@tendermark/shared';
import type { VectorWeight } from '../../db/schema/index.ts';

const MAX_WORDS = 12;

/** The distinct words of the keywords, lower-cased (letters and digits of any script). */
export function searchWords(keywords: string): string[] {
  const words = keywords.toLowerCase().split(/[^\p{L}\p{N}]+/u);
  return [...new Set(words.filter(Boolean))].slice(0, MAX_WORDS);
}

type Groups = Pick<TTenderSearch, 'AuctionGroup' | 'DeliveryAddressGroup' | 'BuyerDetailGroup'>;

/** The vector weights the chosen groups cover; no group chosen means every group. */
export function groupWeights(groups: Groups): VectorWeight[] {
  const weights: VectorWeight[] = [];
  if (groups.AuctionGroup) weights.push('A', 'D');
  if (groups.DeliveryAddressGroup) weights.push('B');
  if (groups.BuyerDetailGroup) weights.push('C');
  return weights.length > 0 ? weights : ['A', 'B', 'C', 'D'];
}

/**
 * tsquery text such as `'office':*AD & 'chair':*AD` (every word; `|` for any word); null when
 * there is no word to look for.
 */
export function prefixQueryText(
  words: string[],
  weights: VectorWeight[],
  join: '&' | '|' = '&',
): string | null {
  if (words.length === 0) return null;
  // Words hold only letters and digits, so quoting them cannot break out of the lexeme.
  return words.map((word) => `'${word}':*${weights.join('')}`).join(` ${join} `);
}

export const toQuery = (text: string): SQL => sql`to_tsquery('simple', ${text})`;

/**
 * Relevance: an exact title match first, then titles that hold the whole phrase, then the
 * weighted rank of the words.
 */
export function relevanceOrder(title: SQL, vector: SQL, query: SQL, keywords: string): SQL[] {
  const phrase = keywords.trim().toLowerCase();
  return [
    sql`(lower(btrim(${title})) = ${phrase}) desc`,
    sql`(strpos(lower(${title}), ${phrase}) > 0) desc`,
    sql`ts_rank(${vector}, ${query}, 1) desc`,
  ];
}

export type RankedMatch = {
  /** The rows whose vector matches every word. */
  where: SQL;
  /** The chosen sort (nulls last), then relevance. */
  orderBy: SQL[];
};

type MatchPlan = {
  keywords: string;
  weights: VectorWeight[];
  vector: SQL;
  title: SQL;
  /** The column of each sort the search offers besides relevance. */
  sortColumns: Record<string, SQL>;
  searchByColumn: string;
  order: 'asc' | 'desc';
};

/** The condition and order of a keyword search; null when the keywords hold no word. */
export function rankedMatch(plan: MatchPlan): RankedMatch | null {
  const text = prefixQueryText(searchWords(plan.keywords), plan.weights);
  if (text === null) return null;
  const query = toQuery(text);
  const relevance = relevanceOrder(plan.title, plan.vector, query, plan.keywords);
  const column = plan.sortColumns[plan.searchByColumn];
  const direction = plan.order === 'asc' ? sql`asc` : sql`desc`;
  return {
    where: sql`${plan.vector} @@ ${query}`,
    orderBy: column ? [sql`${column} ${direction} nulls last`, ...relevance] : relevance,
  };
}

/** count(*) over the whole match, read from the first row of a limited answer. */
export const matchCount = sql<number>`count(*) over ()`.mapWith(Number);

export function searchIds(rows: Array<{ id: string; total: number }>): TSearchIds {
  const totalCount = rows[0]?.total ?? 0;
  return { ids: rows.map((row) => row.id), totalCount, limited: totalCount > rows.length };
}

/** The ids of one page of an answered id list, and a way to put fetched rows in their order. */
export function pageOf(request: TSearchPageRequest) {
  const start = (request.PageNo - 1) * request.recordsPerPage;
  const ids = request.ids.slice(start, start + request.recordsPerPage);
  const inOrder = <Row extends { id: string }>(rows: Row[]): Row[] => {
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  };
  const reply = <Row>(items: Row[]) => ({
    items,
    totalCount: request.ids.length,
    pageNo: request.PageNo,
    recordsPerPage: request.recordsPerPage,
  });
  return { ids, inOrder, reply };
}

/** A table's columns without its search vector (long, and of use only for matching). */
export function columnsWithoutVector<T extends Table>(table: T) {
  const { searchVector: _vector, ...columns } = getTableColumns(table);
  return columns as Omit<T['_']['columns'], 'searchVector'>;
}

/** A jsonb array of integer ids holds one of `ids` (industries of a tender or company). */
export function holdsAnyOf(column: SQL | AnyColumn, ids: number[]): SQL {
  return sql`exists (
    select 1 from jsonb_array_elements_text(${column}) as listed(id)
    where listed.id::int in ${ids}
  )`;
}
