/**
 * bench/lighthouse: Lighthouse (performance and accessibility) on the built web app as the server
 * serves it, in Debian's Chromium (never a downloaded browser): the login page for a visitor, and
 * the live auction room for a signed-in supplier of a running auction. The auction is written
 * into the database as bench/bids does it; the supplier signs in through POST /token and its
 * tokens go into localStorage as the web app keeps them (apps/web/src/lib/auth/token-store.ts).
 * Usage: see bench/README.md. BENCH_TRACE=1 also writes each run's trace (`*.trace.json`): the
 * unthrottled load that Lighthouse's simulation replays, to see which tasks its blocking time counts.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';
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
};

/** The page's localStorage, inside page.evaluate (this package is typed for Node, not the DOM). */
declare const localStorage: {
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
  const baseUrl = `http://127.0.0.1:${settings.port}`;
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
    const fixture = await createFixture(settings.databaseUrl, 1, 3);
    const [tender] = fixture.tenders;
    const session = await webSession(baseUrl, tender.suppliers[0].userName);

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
      const slug = `${name.split(' ')[0]}-${settings.formFactor}${calibration}`;
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

    const results: Scores[] = [];
    // A visitor: no session in this origin's storage.
    await page.goto(`${baseUrl}/login`);
    await page.evaluate((key) => localStorage.removeItem(key), WEB_SESSION_KEY);
    results.push(...(await auditPage('login page (visitor)', `${baseUrl}/login`)));

    // The supplier: its session stored as the web app keeps it ("stay signed in").
    await page.evaluate((key, value) => localStorage.setItem(key, value), WEB_SESSION_KEY, session);
    results.push(
      ...(await auditPage(
        'auction room (supplier, live)',
        `${baseUrl}/auctions/room/${tender.tenderId}`,
      )),
    );
    await browser.disconnect();

    console.log(
      `\n${settings.formFactor}, load average ${loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}`,
    );
    console.log(
      '| page | CPU slowdown | benchmarkIndex | slowdown fits the host | performance | accessibility |',
    );
    console.log('| --- | --- | --- | --- | --- | --- |');
    for (const row of results)
      console.log(
        `| ${row.page} | ${row.cpuSlowdown.toFixed(1)}× | ${row.benchmarkIndex} | ${settings.formFactor === 'desktop' ? '—' : agrees(row) ? 'yes' : 'no'} | ${row.performance} | ${row.accessibility} |`,
      );
  } finally {
    chrome.kill();
    server.kill('SIGTERM');
  }
}

await main();
