/**
 * bench/search: government-tender search on real PostgreSQL. The server imports the real OCDS
 * releases on first start; the bench adds generated variants of them up to BENCH_ROWS rows, then
 * runs everyday procurement searches one after another over HTTP (SearchInGovAuctions, then the
 * first page of rows with GetInfoGovTendersFromSearch) and reports latency percentiles. Usage: see
 * bench/README.md.
 */
import pg from 'pg';
import { startBenchServer } from '../common/server.ts';
import { ms, percentile } from '../bids/stats.ts';
import { envNumber } from '../common/env.ts';

const settings = {
  databaseUrl:
    process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tendermark_search_bench',
  port: envNumber('BENCH_PORT', 3301),
  rows: envNumber('BENCH_ROWS', 100_000),
  /** Each search of the list is run this many times (after one warm-up round). */
  rounds: envNumber('BENCH_ROUNDS', 10),
};

/** Everyday procurement searches, English and Spanish, some with filters (values in EUR). */
const SEARCHES: Array<Record<string, unknown>> = [
  { keywords: 'cleaning' },
  { keywords: 'cleaning services' },
  { keywords: 'construction' },
  { keywords: 'road maintenance' },
  { keywords: 'software' },
  { keywords: 'medical supplies' },
  { keywords: 'consultancy' },
  { keywords: 'vehicles' },
  { keywords: 'training' },
  { keywords: 'security' },
  { keywords: 'food' },
  { keywords: 'furniture' },
  { keywords: 'printing' },
  { keywords: 'water' },
  { keywords: 'services' },
  { keywords: 'servicio' },
  { keywords: 'mantenimiento' },
  { keywords: 'limpieza' },
  { keywords: 'obra' },
  { keywords: 'adquisición de equipo' },
  { keywords: 'services', searchByColumn: 'deadline', order: 'asc' },
  {
    keywords: 'services',
    currency: 'EUR',
    minimalExpectedValue: 10_000,
    maximalExpectedValue: 500_000,
  },
  { keywords: 'servicio', searchByColumn: 'value', order: 'desc' },
  { keywords: 'supply', DeliveryAddressGroup: false, BuyerDetailGroup: false },
  { keywords: 'council', AuctionGroup: false, DeliveryAddressGroup: false },
];

/** Words that turn a real title into a plausible other notice. */
const VARIANT_SUFFIXES = [
  'lot 2',
  'framework agreement',
  'maintenance and support',
  'supply and installation',
  'north region',
  'phase II',
  'renewal',
  'servicios complementarios',
  'suministro',
  'segunda etapa',
  'emergency works',
  'pilot',
  'extension',
];

async function fillWithVariants(client: pg.Client): Promise<{ real: number; total: number }> {
  await client.query(`delete from gov_tenders where ocid like '%~v%'`);
  const { rows } = await client.query<{ real: string }>('select count(*) as real from gov_tenders');
  const real = Number(rows[0].real);
  if (real === 0) throw new Error('no real government tenders: did the server import them?');
  const wanted = Math.max(0, settings.rows - real);
  await client.query(
    `insert into gov_tenders (ocid, release_id, release_date, title, description, buyer_name,
       buyer_address, delivery_place, items_text, country_id, value_amount, value_currency,
       value_eur, tender_start_date, tender_end_date, status, procurement_method, classifications,
       source_url, publisher, license, language)
     select g.ocid || '~v' || n, g.release_id || '~v' || n,
       g.release_date + make_interval(days => n % 365),
       g.title || ' – ' || ($2::text[])[1 + n % array_length($2::text[], 1)],
       g.description, g.buyer_name, g.buyer_address, g.delivery_place, g.items_text, g.country_id,
       g.value_amount * (0.25 + (n % 17) / 4.0), g.value_currency,
       g.value_eur * (0.25 + (n % 17) / 4.0),
       g.tender_start_date + make_interval(days => n % 400),
       g.tender_end_date + make_interval(days => n % 400),
       g.status, g.procurement_method, g.classifications, g.source_url, g.publisher, g.license,
       g.language
     from (select * from gov_tenders where ocid not like '%~v%') g
     cross join generate_series(1, ceil($1::float8 / $3)::int) as n
     limit $1`,
    [wanted, VARIANT_SUFFIXES, real],
  );
  await client.query('vacuum (analyze) gov_tenders');
  const total = await client.query<{ total: string }>('select count(*) as total from gov_tenders');
  return { real, total: Number(total.rows[0].total) };
}

async function post(path: string, body: unknown): Promise<{ ms: number; json: unknown }> {
  const started = performance.now();
  const reply = await fetch(`http://127.0.0.1:${settings.port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = await reply.json();
  if (!reply.ok) throw new Error(`${path} answered ${reply.status}: ${JSON.stringify(json)}`);
  return { ms: performance.now() - started, json };
}

type Sample = { search: number; page: number; hits: number };

async function searchOnce(body: Record<string, unknown>): Promise<Sample> {
  const found = await post('/api/company/SearchInGovAuctions', body);
  const { ids, totalCount } = found.json as { ids: string[]; totalCount: number };
  const page = await post('/api/company/GetInfoGovTendersFromSearch', {
    ids,
    PageNo: 1,
    recordsPerPage: 10,
  });
  return { search: found.ms, page: page.ms, hits: totalCount };
}

const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `p50 ${ms(percentile(sorted, 0.5))} · p95 ${ms(percentile(sorted, 0.95))} · p99 ${ms(percentile(sorted, 0.99))} · max ${ms(sorted.at(-1) ?? Number.NaN)}`;
};

async function main() {
  const server = await startBenchServer({ databaseUrl: settings.databaseUrl, port: settings.port });
  const client = new pg.Client({ connectionString: settings.databaseUrl });
  await client.connect();
  try {
    const { real, total } = await fillWithVariants(client);
    console.log(`gov_tenders: ${total} rows (${real} real, ${total - real} generated variants)`);
    for (const body of SEARCHES) await searchOnce(body); // warm-up round
    const samples: Sample[] = [];
    const hitsBySearch = new Map<string, number>();
    for (let round = 0; round < settings.rounds; round++)
      for (const body of SEARCHES) {
        const sample = await searchOnce(body);
        samples.push(sample);
        hitsBySearch.set(JSON.stringify(body), sample.hits);
      }
    console.log(
      `${samples.length} searches (${SEARCHES.length} kinds × ${settings.rounds} rounds), one at a time:`,
    );
    console.log(`  SearchInGovAuctions          ${summary(samples.map((s) => s.search))}`);
    console.log(`  GetInfoGovTendersFromSearch  ${summary(samples.map((s) => s.page))}`);
    console.log(`  both (what a user waits for) ${summary(samples.map((s) => s.search + s.page))}`);
    console.log('hits per search:');
    for (const [body, hits] of hitsBySearch)
      console.log(`  ${hits.toString().padStart(6)}  ${body}`);
  } finally {
    await client.end();
    server.kill('SIGTERM');
  }
}

await main();
