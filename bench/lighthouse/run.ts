/**
 * bench/lighthouse: Lighthouse (performance and accessibility) on the built web app as the server
 * serves it, in Debian's Chromium (never a downloaded browser), on the pages people open first:
 * for a visitor the landing page ('/'), the login page and a public search with results; for a
 * signed-in buyer the dashboard ('/'); for a signed-in supplier the page of a tender open for
 * proposals and the live auction room. The tenders are written into the database as bench/bids
 * does it (the searched ones made public); users sign in through POST /token and their tokens go
 * into localStorage as the web app keeps them (apps/web/src/lib/auth/token-store.ts).
 * Usage: see bench/README.md. BENCH_RUNS=n runs each page n times and reports the median;
 * BENCH_PAGES=landing,login,… runs only those pages; BENCH_BEFORE_DIST=<dist> alternates each page
 * with that build. BENCH_TRACE=1 also writes each run's trace
 * (`*.trace.json`): the unthrottled load that Lighthouse's simulation replays, to see which tasks
 * its blocking time counts.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { createFixture } from '../bids/setup.ts';
import { calibratedCpuSlowdown } from './cpu-calibration.ts';
import { repositoryRoot, startBenchServer } from '../common/server.ts';
import { WEB_SESSION_KEY, webSession } from '../common/web-session.ts';
import { envNumber } from '../common/env.ts';

const settings = {
  databaseUrl:
    process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tendermark_bench',
  port: envNumber('BENCH_PORT', 3304),
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  /** mobile (Lighthouse's default: a mid-range phone on slow 4G) or desktop. */
  formFactor: process.env.BENCH_FORM_FACTOR === 'desktop' ? 'desktop' : 'mobile',
  /** Mobile only: also run with the CPU slowdown calibrated to this host (0 to skip). */
  calibrate: process.env.BENCH_CALIBRATE !== '0',
  /** Also write each run's trace (the unthrottled page load Lighthouse simulated) beside its report. */
  saveTrace: process.env.BENCH_TRACE === '1',
  /** Runs of each page (and setting): the table shows their median. */
  runs: envNumber('BENCH_RUNS', 1),
  /** Only these pages (their short names, comma-separated), or all. */
  pages: process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',') : null,
  /**
   * Another build of the web app (a dist directory): served too, on the next port, and each page
   * run on it right after this build's, so that both see the same minutes of a shared machine.
   */
  beforeDist: process.env.BENCH_BEFORE_DIST ?? null,
};

const DAY_MS = 24 * 3600_000;

/**
 * The tenders after the first (which stays live, for the room) open for proposals, and all but the
 * live one public, so that the public search finds them and a supplier's tender page shows its
 * proposal phase.
 */
async function openForProposals(tenderIds: string[]): Promise<void> {
  const handle = await openDatabase({ databaseUrl: settings.databaseUrl, poolSize: 1 });
  try {
    const now = Date.now();
    for (const tenderId of tenderIds)
      await handle.db.execute(
        sql`update tenders set status = 10, is_public = true,
              proposal_end_date = ${new Date(now + 2 * DAY_MS)},
              start_date = ${new Date(now + 3 * DAY_MS)},
              end_date = ${new Date(now + 3 * DAY_MS + 3600_000)}
            where id = ${tenderId}`,
      );
  } finally {
    await handle.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The page's localStorage, inside page.evaluate (this package is typed for Node, not the DOM). */
declare const localStorage: {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
};

/** Runs of one page and setting, when Lighthouse's trace fails. */
const MAX_ATTEMPTS = 3;

type Scores = {
  page: string;
  url: string;
  performance: number;
  accessibility: number;
  /** Lighthouse's measure of this host's CPU during the run (`environment.benchmarkIndex`). */
  benchmarkIndex: number;
  cpuSlowdown: number;
};

/** Whether a run's slowdown is what its own benchmarkIndex calls for. */
function agrees(run: Scores) {
  const wanted = calibratedCpuSlowdown(run.benchmarkIndex);
  return Math.abs(run.cpuSlowdown - wanted) <= 0.15 * wanted;
}

async function main() {
  if (!existsSync(path.join(repositoryRoot, 'apps/web/dist/index.html')))
    throw new Error('build the web app first: npm run build');
  const server = await startBenchServer({ databaseUrl: settings.databaseUrl, port: settings.port });
  const beforeServer = settings.beforeDist
    ? await startBenchServer({
        databaseUrl: settings.databaseUrl,
        port: settings.port + 1,
        env: { WEB_DIST: path.resolve(settings.beforeDist) },
      })
    : null;
  const builds = [
    { label: 'after', baseUrl: `http://127.0.0.1:${settings.port}` },
    ...(beforeServer
      ? [{ label: 'before', baseUrl: `http://127.0.0.1:${settings.port + 1}` }]
      : []),
  ];
  const chrome = await chromeLauncher.launch({
    chromePath: settings.chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    // The first tender runs (the room); the others are public and open for proposals (the
    // search finds them by "bench"; the second one's supplier opens its page).
    const fixture = await createFixture(settings.databaseUrl, 4, 3);
    const [tender, openTender, ...otherOpenTenders] = fixture.tenders;
    await openForProposals([openTender, ...otherOpenTenders].map((entry) => entry.tenderId));
    const userNames = new Map([
      ['supplier', tender.suppliers[0].userName],
      ['tender supplier', openTender.suppliers[0].userName],
      ['buyer', fixture.owner.userName],
    ]);

    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    /**
     * One Lighthouse run; a run whose trace failed (NO_NAVSTART and the like: every metric
     * missing, performance reported as 0) is taken again, at most twice.
     */
    const lighthouseRun = async (url: string, cpuSlowdown?: number) => {
      for (let attempt = 1; ; attempt += 1) {
        const result = await lighthouse(
          url,
          {
            port: chrome.port,
            ...(cpuSlowdown === undefined
              ? {}
              : { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }),
            onlyCategories: ['performance', 'accessibility'],
            // The supplier's session lives in localStorage: Lighthouse must not clear it.
            disableStorageReset: true,
            logLevel: 'error',
          },
          settings.formFactor === 'desktop' ? desktopConfig : undefined,
        );
        if (!result) throw new Error(`no Lighthouse result for ${url}`);
        const error = result.lhr.runtimeError;
        if (!error) return { lhr: result.lhr, trace: result.artifacts.Trace };
        if (attempt === MAX_ATTEMPTS) throw new Error(`Lighthouse failed on ${url}: ${error.code}`);
        console.log(`  Lighthouse run failed (${error.code}), running it again`);
      }
    };
    const audit = async (name: string, url: string, cpuSlowdown?: number): Promise<Scores> => {
      const { lhr, trace } = await lighthouseRun(url, cpuSlowdown);
      // The whole report, for reading the failing audits' details (bench/.data is not committed).
      const reportDir = path.join(repositoryRoot, 'bench', '.data', 'lighthouse');
      mkdirSync(reportDir, { recursive: true });
      const calibration = cpuSlowdown === undefined ? '' : '-calibrated';
      const build = name.endsWith(', before') ? '-before' : '';
      const slug = `${name.split(' ')[0]}${build}-${settings.formFactor}${calibration}`;
      writeFileSync(path.join(reportDir, `${slug}.json`), JSON.stringify(lhr, null, 1));
      if (settings.saveTrace)
        writeFileSync(path.join(reportDir, `${slug}.trace.json`), JSON.stringify(trace));
      const failing = Object.values(lhr.audits)
        .filter(
          (audit) =>
            audit.score !== null &&
            audit.score < 0.9 &&
            ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode),
        )
        .map((audit) => `${audit.id} (${audit.displayValue ?? audit.score})`);
      const slowdown = lhr.configSettings.throttling.cpuSlowdownMultiplier;
      const benchmarkIndex = Math.round(lhr.environment.benchmarkIndex);
      console.log(
        `${name}, CPU ${slowdown.toFixed(1)}×, bi ${benchmarkIndex}: ${lhr.finalDisplayedUrl}`,
      );
      if (failing.length > 0) console.log(`  audits below 0.9: ${failing.join(', ')}`);
      return {
        page: name,
        url: lhr.finalDisplayedUrl,
        performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
        benchmarkIndex,
        cpuSlowdown: slowdown,
      };
    };
    // Mobile: Lighthouse's default 4× run, then one with the slowdown calibrated to the host's
    // benchmarkIndex as Lighthouse's throttling guide asks (./cpu-calibration.ts).
    const auditPage = async (name: string, url: string): Promise<Scores[]> => {
      const standard = await audit(name, url);
      if (settings.formFactor === 'desktop' || !settings.calibrate) return [standard];
      let calibrated = await audit(name, url, calibratedCpuSlowdown(standard.benchmarkIndex));
      // The host's speed moves with the load: re-run until the run's own benchmarkIndex agrees
      // with the slowdown it ran at (within 15 %), at most twice more.
      for (let retry = 0; retry < 2 && !agrees(calibrated); retry += 1)
        calibrated = await audit(name, url, calibratedCpuSlowdown(calibrated.benchmarkIndex));
      return [standard, calibrated];
    };

    /**
     * Each user's session, by build (each origin has its storage), as the web app left it in
     * localStorage after its last page: a renewal replaces the refresh token, and storing the first
     * one again would be refused as a reuse (the whole session revoked: the next page would be the
     * login page).
     */
    const sessions = new Map<string, string>();
    for (const build of builds)
      for (const [user, userName] of userNames)
        sessions.set(`${build.label} ${user}`, await webSession(build.baseUrl, userName));
    const pages: Array<{ key: string; name: string; path: string; user: string | null }> = [
      { key: 'landing', name: 'landing page (visitor)', path: '/', user: null },
      { key: 'login', name: 'login page (visitor)', path: '/login', user: null },
      {
        key: 'search',
        name: 'search with results (visitor)',
        path: '/public-auctions-and-suppliers?q=bench',
        user: null,
      },
      { key: 'dashboard', name: 'dashboard (buyer)', path: '/', user: 'buyer' },
      {
        key: 'tender',
        name: 'tender page (supplier, proposals)',
        path: `/auctions/supplier/${openTender.tenderId}`,
        user: 'tender supplier',
      },
      {
        key: 'room',
        name: 'auction room (supplier, live)',
        path: `/auctions/room/${tender.tenderId}`,
        user: 'supplier',
      },
    ];
    const runsByPage = new Map<string, Scores[]>();
    // Run after run, every page once per round: a busy minute lowers all pages, not one.
    for (let round = 0; round < settings.runs; round += 1) {
      for (const entry of pages) {
        if (settings.pages && !settings.pages.includes(entry.key)) continue;
        for (const build of builds) {
          // The storage is the origin's: this tab stays on a file, so that no app of its own
          // renews a session. A visitor has no session there; a user's is stored as the web app
          // keeps it ("stay signed in").
          await page.goto(`${build.baseUrl}/favicon.svg`);
          const sessionKey = entry.user === null ? null : `${build.label} ${entry.user}`;
          if (sessionKey === null)
            await page.evaluate((key) => localStorage.removeItem(key), WEB_SESSION_KEY);
          else
            await page.evaluate(
              (key, value) => localStorage.setItem(key, value),
              WEB_SESSION_KEY,
              sessions.get(sessionKey) ?? '',
            );
          const label = builds.length > 1 ? `, ${build.label}` : '';
          const url = `${build.baseUrl}${entry.path}`;
          const scores = await auditPage(`${entry.key} ${entry.name}${label}`, url);
          if (sessionKey !== null) {
            const stored = await page.evaluate((key) => localStorage.getItem(key), WEB_SESSION_KEY);
            if (!stored) throw new Error(`the ${entry.user} was signed out during ${url}`);
            sessions.set(sessionKey, stored);
          }
          for (const score of scores) {
            const key = `${entry.name}${label}|${score.cpuSlowdown === 4 ? '' : 'calibrated'}`;
            runsByPage.set(key, [...(runsByPage.get(key) ?? []), score]);
          }
        }
      }
    }
    await browser.disconnect();

    console.log(
      `\n${settings.formFactor}, load average ${loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}`,
    );
    console.log(
      '| page | runs | CPU slowdown | benchmarkIndex | slowdown fits the host | performance (median; runs) | accessibility (median) |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    for (const rows of runsByPage.values()) {
      const [first] = rows;
      const fits =
        settings.formFactor === 'desktop' ? '—' : `${rows.filter(agrees).length}/${rows.length}`;
      console.log(
        `| ${first.page.split(' ').slice(1).join(' ')} | ${rows.length} | ${median(rows.map((row) => row.cpuSlowdown)).toFixed(1)}× | ${median(rows.map((row) => row.benchmarkIndex))} | ${fits} | ${median(rows.map((row) => row.performance))}; ${rows.map((row) => row.performance).join(', ')} | ${median(rows.map((row) => row.accessibility))} |`,
      );
    }
  } finally {
    chrome.kill();
    server.kill('SIGTERM');
    beforeServer?.kill('SIGTERM');
  }
}

await main();
