/**
 * GetMyTenders as one statement whose cost follows the page, not the number of the user's tenders
 * or entries (bench/reads/my-tenders-curve.ts):
 *
 * - The owned tenders are read per list class (active or inactive, shown or hidden; `LIST_CLASS`,
 *   the expression the owner's list indexes lead with), each class through the index of the
 *   sort column, so each branch reads about offset + limit rows; the branches meet in one sort,
 *   then only the page's rows get their columns.
 * - The tenders taken part in (supplier entries that see their tender) are read the same way from
 *   `tender_entry_keys`: one row per such entry with the tender's list class as the entry's user
 *   sees it (`entryClassesOf`) and its sort keys, kept by triggers (migrations 0023, 0024).
 * - The counts come from `tender_owner_counts` and `tender_entry_counts`, which triggers keep per
 *   user and class (migrations 0022, 0023), less the untouched drafts (partial indexes hold the
 *   blank ones). A name search counts the matching rows, through trigram indexes when its
 *   pattern has a trigram (migration 0026, `NameSearch`).
 * - A page row's entry counts and expected price are one row of `tender_list_rows` (migration
 *   0023), the user's own entry one lookup (only in tenders the user does not own).
 *
 * The statement text depends only on the query's shape, so on PostgreSQL it is prepared once per
 * connection and run with its generic plan (`genericPlanQuery`). Dates are written by PostgreSQL in the form
 * `Date.toISOString` gives (milliseconds, truncated as a JavaScript Date truncates them).
 */
import { TenderListFilter, TenderStatus, type TMyTendersQuery } from '@tendermark/shared';

const INACTIVE = `${TenderStatus.ENDED}, ${TenderStatus.CANCELED}`;

/**
 * 0 active, 1 active and hidden, 2 inactive, 3 inactive and hidden: the same expression as the
 * owner's list indexes (schema tenders.ts), so that the planner matches them.
 */
export const LIST_CLASS = `((status in (${INACTIVE}))::int * 2 + hidden::int)`;

/** The untouched draft of list-service's `isUntouchedDraft`, as the blank-draft index has it. */
const BLANK_DRAFT = `t.status = ${TenderStatus.NEW} and t.version = 0 and not t.is_demo and not t.hidden
  and t.name = '' and t.main_picture_file_id is null`;
const UNTOUCHED = `(${BLANK_DRAFT} and not exists (select 1 from files f where f.tender_id = t.id))`;

/** An entry row of a draft nobody has touched (`blank` leaves out only the files test). */
const UNTOUCHED_ENTRY = `(e.blank and not exists (select 1 from files f where f.tender_id = e.tender_id))`;

type SortColumn = TMyTendersQuery['searchByColumn'];

/** The sort keys of an owned tender (`t`; the price from its list row `r`). */
const SORT_KEYS: Record<SortColumn, string> = {
  name: 't.name',
  createDate: 't.created_at',
  startDate: 't.start_date',
  tenderStatus: 't.status',
  totalExpectedPrice: 'r.total::float8',
};

/** The sort keys of an entry row (`e`), its tender's as kept beside it (migrations 0023, 0024). */
const ENTRY_SORT_KEYS: Record<SortColumn, string> = {
  name: 'e.name',
  createDate: 'e.created_at',
  startDate: 'e.start_date',
  tenderStatus: 'e.status',
  totalExpectedPrice: 'e.total::float8',
};

/** Milliseconds, truncated, in UTC: what `Date.toISOString()` of the stored instant gives. */
const isoDate = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * How a name search reads (false: no search). `trigram`: the pattern holds three letters or
 * digits in a row, so the trigram indexes of migration 0026 find the user's matching rows, and
 * the search costs what its matches cost, not what the user's rows do. `scan`: one or two letters
 * (or none) in a row, which no trigram index can narrow: the page reads the user's rows in the
 * sort order until it is full, and the count reads all of them (as every search did before
 * migration 0026: its cost grows with the user's rows, bench/reads/my-tenders-curve.ts).
 */
type NameSearch = false | 'trigram' | 'scan';

type Shape = Pick<
  TMyTendersQuery,
  'owner' | 'filter' | 'includeHidden' | 'searchByColumn' | 'order'
> & {
  named: NameSearch;
};

/**
 * Whether pg_trgm takes a trigram from the search's LIKE pattern: it keeps only runs of letters
 * and digits (a word), and three characters of one. Only ASCII letters and digits are counted
 * here: whether another letter is part of a word depends on the database's locale (under lc_ctype
 * C it is not), and a pattern without a trigram would make the index read all its entries.
 */
export const hasTrigram = (text: string) => /[A-Za-z0-9]{3}/.test(text);

export function nameSearchOf(name: string | undefined): NameSearch {
  if (!name) return false;
  return hasTrigram(name) ? 'trigram' : 'scan';
}

/** The list classes of owned tenders a query shows. */
function classesOf(shape: Pick<Shape, 'filter' | 'includeHidden'>): number[] {
  const byFilter =
    shape.filter === TenderListFilter.ACTIVE
      ? [0, 1]
      : shape.filter === TenderListFilter.INACTIVE
        ? [2, 3]
        : [0, 1, 2, 3];
  return shape.includeHidden ? byFilter : byFilter.filter((listClass) => listClass % 2 === 0);
}

/**
 * The classes of entry rows (`tender_entry_keys.list_class`, migration 0023) a query shows: 0 and
 * 2 are other owners' tenders, active and inactive (never hidden from a supplier); 4 + a class of
 * `classesOf` the user's own tenders the user also has an entry in. With the owned tenders
 * (`owner` absent) those are in the owned branches already.
 */
function entryClassesOf(shape: Pick<Shape, 'owner' | 'filter' | 'includeHidden'>): number[] {
  const others = classesOf({ ...shape, includeHidden: false });
  return shape.owner === false
    ? [...others, ...classesOf(shape).map((listClass) => listClass + 4)]
    : others;
}

/** What every statement of a shape is made of: its order, its classes and its ordered reads. */
type StatementParts = {
  order: string;
  classes: number[];
  entryClasses: number[];
  byPrice: boolean;
  /** LIST_CLASS of the tender `t`. */
  listClass: string;
  /** Each class of rows read in the sort order through its index until the page is full. */
  walked: string;
  /** The kept counts of the list's owned rows and entry rows (migrations 0022, 0023). */
  keptOwned: string;
  keptEntries: string;
};

function partsOf(shape: Shape): StatementParts {
  const direction = shape.order === 'asc' ? 'asc' : 'desc';
  const order = `k ${direction}, c desc, id`;
  const classes = shape.owner !== false ? classesOf(shape) : [];
  const entryClasses = shape.owner === true ? [] : entryClassesOf(shape);
  const byPrice = shape.searchByColumn === 'totalExpectedPrice';
  const listClass = LIST_CLASS.replace(/status|hidden/g, 't.$&');
  // The name test of the ordered reads below, written inside coalesce: no index holds it, so a
  // generic plan, which does not know the pattern, never takes the trigram index for them (whose
  // LIKE reads all its entries for a pattern without a trigram); and the planner counts half the
  // rows as passing it (not the 0.5 % it assumes of an unknown LIKE), as they do when the trigram
  // search reads in order, so it reads them in order through the sort column's index until the
  // page is full rather than sorting all the user's rows of a class (12 ms at 10 000 tenders).
  const walkedName = (alias: string) =>
    shape.named ? ` and coalesce(${alias}.name ilike $5, false)` : '';

  const branches = classes.map((ownedClass) => {
    const untouched = ownedClass === 0 ? ` and not ${UNTOUCHED}` : '';
    // By price, the owner's list rows in the order of their kept totals.
    const where = byPrice
      ? `from tender_list_rows r join tenders t on t.id = r.tender_id
        where r.owner_id = $1 and r.list_class = ${ownedClass}`
      : `from tenders t where t.owner_id = $1 and ${listClass} = ${ownedClass}`;
    return `(select t.id, ${SORT_KEYS[shape.searchByColumn]} k, t.created_at c ${where}${walkedName('t')}${untouched}
      order by ${order} limit $4)`;
  });
  for (const entryClass of entryClasses) {
    const untouched = entryClass % 4 === 0 ? ` and not ${UNTOUCHED_ENTRY}` : '';
    branches.push(`(select e.tender_id id, ${ENTRY_SORT_KEYS[shape.searchByColumn]} k,
      e.created_at c from tender_entry_keys e
      where e.user_id = $1 and e.list_class = ${entryClass}${walkedName('e')}${untouched}
      order by ${order} limit $4)`);
  }

  const column = (listClass: number) => `class${listClass}`;
  return {
    order,
    classes,
    entryClasses,
    byPrice,
    listClass,
    walked: branches.join(' union all '),
    keptOwned: `coalesce((select ${classes.map(column).join(' + ')} from tender_owner_counts
      where user_id = $1), 0)`,
    keptEntries: `coalesce((select ${entryClasses.map(column).join(' + ')}
      from tender_entry_counts where user_id = $1), 0)`,
  };
}

/**
 * A name search through the trigram indexes on (owner, name) and (entry's user, name) (migration
 * 0026): what it costs follows the matches, not the user's rows. An untouched draft has no name,
 * so it never matches a pattern and needs no test here (nor does an entry row's `blank`, which the
 * triggers keep with its name).
 */
function trigramStatementOf(shape: Shape, parts: StatementParts): string {
  const { order, classes, entryClasses, byPrice, listClass } = parts;
  const counted: string[] = [];
  const matched: string[] = [];
  if (classes.length > 0) {
    const ownedMatches = `t.owner_id = $1 and t.name ilike $5
        and ${listClass} in (${classes.join(', ')})`;
    counted.push(`(select count(*) from tenders t where ${ownedMatches})`);
    // By price, each match's kept total (one lookup of its list row).
    matched.push(`select t.id, ${SORT_KEYS[shape.searchByColumn]} k, t.created_at c
        from tenders t${byPrice ? ' join tender_list_rows r on r.tender_id = t.id' : ''}
        where ${ownedMatches}`);
  }
  if (entryClasses.length > 0) {
    const entryMatches = `e.user_id = $1 and e.name ilike $5
        and e.list_class in (${entryClasses.join(', ')})`;
    counted.push(`(select count(*) from tender_entry_keys e where ${entryMatches})`);
    matched.push(`select e.tender_id id, ${ENTRY_SORT_KEYS[shape.searchByColumn]} k,
        e.created_at c from tender_entry_keys e where ${entryMatches}`);
  }
  const rows = [
    ...(classes.length > 0 ? [parts.keptOwned] : []),
    ...(entryClasses.length > 0 ? [parts.keptEntries] : []),
  ];
  // The page: of n matches among the list's `rows`, reading the rows in order finds the first
  // offset + limit ($4) after about $4 * rows / n of them, sorting the matches reads n. The
  // cheaper of the two runs (a one-time filter: the other is not started), so a search that
  // matches much of the list costs about what its count does, and a rare one what its matches do.
  return `with found as (
      select (${counted.join(' + ')})::int n, (${rows.join(' + ')})::float8 rows
    ),
    page as (
      select id, k, c from (
        select id, k, c from (${parts.walked}) walked
        where (select n::float8 * n >= $4::float8 * rows from found)
        union all
        select id, k, c from (${matched.join(' union all ')}) matched
        where (select n::float8 * n < $4::float8 * rows from found)
      ) candidates
      order by ${order} limit $2 offset $3
    )
    ${pageRowsOf(order, 'select n from found')}`;
}

/**
 * Every other list: the page from the ordered reads, the count from the kept counts (less the
 * untouched drafts), or with a pattern of no trigram from the user's rows of the list's classes.
 */
function walkedStatementOf(shape: Shape, parts: StatementParts): string {
  const { order, classes, entryClasses, listClass } = parts;
  const counts: string[] = [];
  if (shape.owner !== false && shape.named)
    counts.push(`(select count(*) from tenders t where t.owner_id = $1
      and ${listClass} in (${classes.join(', ')}) and coalesce(t.name ilike $5, false))`);
  else if (shape.owner !== false) {
    counts.push(parts.keptOwned);
    if (classes.includes(0))
      counts.push(`- (select count(*) from tenders t where t.owner_id = $1 and ${UNTOUCHED})`);
  }
  if (entryClasses.length > 0) {
    const plus = counts.length > 0 ? '+ ' : '';
    if (shape.named)
      counts.push(`${plus}(select count(*) from tender_entry_keys e where e.user_id = $1
        and e.list_class in (${entryClasses.join(', ')}) and coalesce(e.name ilike $5, false))`);
    else {
      counts.push(`${plus}${parts.keptEntries}`);
      const blankClasses = entryClasses.filter((entryClass) => entryClass % 4 === 0);
      if (blankClasses.length > 0)
        counts.push(`- (select count(*) from tender_entry_keys e where e.user_id = $1 and e.blank
          and e.list_class in (${blankClasses.join(', ')}) and ${UNTOUCHED_ENTRY})`);
    }
  }

  return `with page as (
    select id, k, c from (${parts.walked}) candidates
    order by ${order} limit $2 offset $3
  )
  ${pageRowsOf(order, counts.join(' '))}`;
}

/**
 * The statement of a query shape. Parameters: $1 user, $2 limit, $3 offset, $4 offset + limit,
 * $5 the name pattern (only when `named`).
 */
function statementOf(shape: Shape): string {
  const parts = partsOf(shape);
  return shape.named === 'trigram'
    ? trigramStatementOf(shape, parts)
    : walkedStatementOf(shape, parts);
}

/** The page's columns for the page's rows `page` (id, k, c), and `total` (SQL) as the count. */
function pageRowsOf(order: string, total: string): string {
  return `select (${total})::int total, t.id, t.name, t.main_picture_file_id,
    r.accepted, case when t.owner_id = $1 then r.awaiting else 0 end awaiting,
    ${isoDate('t.created_at')} create_date, t.owner_id = $1 is_owner, u.user_name, u.company_id,
    t.currency, t.is_demo, t.is_public, ${isoDate('t.start_date')} start_date,
    case when t.owner_id = $1 then null else (select s.status from tender_suppliers s
      where s.tender_id = t.id and s.user_id = $1) end supplier_status,
    r.total::float8 total_expected_price, t.status, exists (select 1
      from tender_favorites v where v.tender_id = t.id and v.user_id = $1) is_favorite,
    t.keywords, t.industry_ids, t.owner_id = $1 and t.hidden hidden
  from (select 1) one
  left join (page p join tenders t on t.id = p.id join users u on u.id = t.owner_id
    -- The tender's entry counts and expected price, kept (migration 0023).
    join tender_list_rows r on r.tender_id = t.id) on true
  order by p.${order.replace(', c', ', p.c').replace(', id', ', p.id')}`;
}

/** A row of the statement: the page's rows, or one row of nulls with the count when the page is empty. */
export type PageRow = {
  total: number;
  id: string | null;
  name: string;
  main_picture_file_id: string | null;
  accepted: number;
  awaiting: number;
  create_date: string;
  is_owner: boolean;
  user_name: string;
  company_id: string | null;
  currency: string;
  is_demo: boolean;
  is_public: boolean;
  start_date: string;
  supplier_status: number | null;
  total_expected_price: number;
  status: number;
  is_favorite: boolean;
  keywords: string;
  industry_ids: number[];
  hidden: boolean;
};

/** Statement texts by shape, and their prepared statements' names. */
const statements = new Map<string, { name: string; text: string }>();

/** The statement of a query's shape (its text and prepared name, made once per shape). */
export function statementFor(shape: Shape) {
  const key = [
    shape.owner,
    shape.filter,
    shape.includeHidden,
    shape.searchByColumn,
    shape.order,
    shape.named,
  ].join(':');
  let statement = statements.get(key);
  if (!statement) {
    statement = { name: `my_tenders_${statements.size}`, text: statementOf(shape) };
    statements.set(key, statement);
  }
  return statement;
}
