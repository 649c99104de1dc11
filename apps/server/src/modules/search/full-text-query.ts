/**
 * Keywords → a PostgreSQL prefix query over the weighted vectors (db/schema/full-text.ts). Every
 * word must match the start of a word, within the weights of the groups the searcher chose.
 */
import {
  getTableColumns,
  sql,
  type AnyColumn,
  type SQL,
  type SQLWrapper,
  type Table,
} from 'drizzle-orm';
import {
  SEARCH_RESULT_LIMIT,
  type TSearchIds,
  type TSearchPageRequest,
  type TTenderSearch,
} from '@tendermark/shared';
import type { DbExecutor } from '../../db/client.ts';
import type { VectorWeight } from '../../db/schema/index.ts';

const MAX_WORDS = 12;

/** The distinct words of the keywords, lower-cased (letters and digits of any script). */
export function searchWords(keywords: string): string[] {
  const words = keywords.toLowerCase().split(/[^\p{L}\p{N}]+/u);
  return [...new Set(words.filter(Boolean))].slice(0, MAX_WORDS);
}

type Groups = Pick<TTenderSearch, 'AuctionGroup' | 'DeliveryAddressGroup' | 'BuyerDetailGroup'>;

const ALL_WEIGHTS: VectorWeight[] = ['A', 'B', 'C', 'D'];

/** The vector weights the chosen groups cover; no group chosen means every group. */
export function groupWeights(groups: Groups): VectorWeight[] {
  const weights: VectorWeight[] = [];
  if (groups.AuctionGroup) weights.push('A', 'D');
  if (groups.DeliveryAddressGroup) weights.push('B');
  if (groups.BuyerDetailGroup) weights.push('C');
  return weights.length > 0 ? weights : ALL_WEIGHTS;
}

/**
 * tsquery text such as `'office':*AD & 'chair':*AD` (every word; `|` for any word); null when
 * there is no word to look for. Every weight is no restriction: the label is left out, because a
 * weight label makes PostgreSQL re-read each matching row's vector.
 */
export function prefixQueryText(
  words: string[],
  weights: VectorWeight[],
  join: '&' | '|' = '&',
): string | null {
  if (words.length === 0) return null;
  const labels = ALL_WEIGHTS.every((weight) => weights.includes(weight)) ? '' : weights.join('');
  // Words hold only letters and digits, so quoting them cannot break out of the lexeme.
  return words.map((word) => `'${word}':*${labels}`).join(` ${join} `);
}

export const toQuery = (text: string): SQL => sql`to_tsquery('simple', ${text})`;

/**
 * The most matches a search ranks. Ranking reads every candidate row, so a word that half the
 * notices hold would cost hundreds of milliseconds; beyond this the answer says `limited` and the
 * searcher narrows the search (bench/README.md, bench/search).
 */
export const SEARCH_CANDIDATE_LIMIT = 5000;

/**
 * Relevance from the title alone, cheap enough for thousands of candidates: the exact title, then
 * titles holding the whole phrase, then titles holding more of the words, then the newest.
 */
function relevanceKeys(title: SQL, words: string[], phrase: string, published: SQL) {
  const lowerTitle = sql`lower(${title})`;
  const wordsInTitle = sql.join(
    words.map((word) => sql`(strpos(${lowerTitle}, ${word}) > 0)::int`),
    sql` + `,
  );
  return {
    exact: sql<boolean>`(lower(btrim(${title})) = ${phrase})`.as('exact'),
    phrase: sql<boolean>`(strpos(${lowerTitle}, ${phrase}) > 0)`.as('phrase'),
    words_in_title: sql<number>`(${wordsInTitle})`.as('words_in_title'),
    published: sql`${published}`.as('published'),
  };
}
const RELEVANCE_ORDER = sql.raw(
  'exact desc, phrase desc, words_in_title desc, published desc nulls last',
);

export type RankedMatch = {
  /** The rows whose vector matches every word; undefined when no word was given (every row). */
  where: SQL | undefined;
  /** The columns a candidate row carries for the order (select them with its id). */
  sortKeys: Record<string, SQL.Aliased>;
  /** The order over the candidates' sort keys. */
  order: SQL;
  /**
   * The order of the candidates themselves, when there are no words to narrow them: browsing
   * takes the first SEARCH_CANDIDATE_LIMIT rows of the chosen order, not any of them.
   */
  candidateOrder?: SQL;
};

type MatchPlan = {
  keywords: string;
  weights: VectorWeight[];
  vector: SQL;
  title: SQL;
  /** When a row was published: the newest come first among equally relevant ones. */
  published: SQL;
  /** The column of each sort the search offers besides relevance. */
  sortColumns: Record<string, SQL>;
  searchByColumn: string;
  order: 'asc' | 'desc';
};

/**
 * The condition and order of a keyword search. Keywords without a word browse every row: by the
 * chosen column, else newest first (a visitor sees what is open before typing anything).
 */
export function rankedMatch(plan: MatchPlan): RankedMatch {
  const words = searchWords(plan.keywords);
  const text = prefixQueryText(words, plan.weights);
  const column = plan.sortColumns[plan.searchByColumn];
  const direction = sql.raw(plan.order === 'asc' ? 'asc' : 'desc');
  if (text === null) {
    const newest = sql`${plan.published} desc nulls last`;
    const candidateOrder = column ? sql`${column} ${direction} nulls last, ${newest}` : newest;
    return {
      where: undefined,
      sortKeys: {
        ...(column ? { sort_key: sql`${column}`.as('sort_key') } : {}),
        published: sql`${plan.published}`.as('published'),
      },
      order: column
        ? sql`sort_key ${direction} nulls last, published desc nulls last`
        : sql`published desc nulls last`,
      candidateOrder,
    };
  }
  const phrase = plan.keywords.trim().toLowerCase();
  const relevance = relevanceKeys(plan.title, words, phrase, plan.published);
  const where = sql`${plan.vector} @@ ${toQuery(text)}`;
  if (!column) return { where, sortKeys: relevance, order: RELEVANCE_ORDER };
  return {
    where,
    sortKeys: { sort_key: sql`${column}`.as('sort_key'), ...relevance },
    order: sql`sort_key ${direction} nulls last, ${RELEVANCE_ORDER}`,
  };
}

/**
 * The ids of the best matches, from a query that selects `id` and the match's sort keys of at
 * most SEARCH_CANDIDATE_LIMIT candidate rows.
 */
export async function rankedIds(
  db: DbExecutor,
  candidates: SQLWrapper,
  match: RankedMatch,
): Promise<TSearchIds> {
  const result = (await db.execute(sql`
    select candidates.id, count(*) over () as total
    from (${candidates}) as candidates
    order by ${match.order}, candidates.id
    limit ${SEARCH_RESULT_LIMIT}`)) as unknown as { rows: Array<{ id: string; total: string }> };
  return searchIds(result.rows.map((row) => ({ id: row.id, total: Number(row.total) })));
}

export function searchIds(rows: Array<{ id: string; total: number }>): TSearchIds {
  const totalCount = rows[0]?.total ?? 0;
  return {
    ids: rows.map((row) => row.id),
    totalCount,
    limited: totalCount > rows.length || totalCount >= SEARCH_CANDIDATE_LIMIT,
  };
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
