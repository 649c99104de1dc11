/**
 * bench/lighthouse/profile-room.ts: the main-thread work of the live auction room's load, for a
 * signed-in supplier, in Debian's Chromium at 4× CPU slowdown (the DevTools protocol's
 * Emulation.setCPUThrottlingRate, really throttled, not simulated as Lighthouse does). Same fixture
 * and session as lighthouse/run.ts. Several builds of the web app can be compared in alternation:
 * each is served by its own server (WEB_DIST) on its own port, over one database.
 *
 *   npx tsx lighthouse/profile-room.ts [label=distDir ...]   # default: current=apps/web/dist
 *
 * Per load it reports the long tasks (≥ 50 ms) until the room has settled, their blocking time
 * (the part of each above 50 ms; all of them, and those after the first contentful paint as
 * Lighthouse's TBT counts), the scripting, layout and style time of the renderer (Performance
 * domain), first contentful paint, the largest contentful paint and its element, and when the
 * room appeared. Environment: BENCH_RUNS (loads per build, 5), BENCH_CPU_SLOWDOWN (4),
 * BENCH_RENDERS=1 (also count React's commits and the components rendered in them through the
 * DevTools hook; names need a build without minification), BENCH_CPU_PROFILE=1 (write a
 * .cpuprofile of each build's last load to bench/.data/lighthouse/).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import puppeteer, { type CDPSession, type Page } from 'puppeteer-core';
import { createFixture } from '../bids/setup.ts';
import { repositoryRoot, startBenchServer } from '../common/server.ts';
import { WEB_SESSION_KEY, webSession } from '../common/web-session.ts';
import { envNumber } from '../common/env.ts';

const settings = {
  databaseUrl:
    process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tendermark_bench',
  firstPort: envNumber('BENCH_PORT', 3310),
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  runs: envNumber('BENCH_RUNS', 5),
  cpuSlowdown: envNumber('BENCH_CPU_SLOWDOWN', 4),
  countRenders: process.env.BENCH_RENDERS === '1',
  cpuProfile: process.env.BENCH_CPU_PROFILE === '1',
};

/** The room has settled when no long task came for this long. */
const QUIET_MS = 3000;
const SETTLE_LIMIT_MS = 30_000;
const ROOM_SELECTOR = '[data-testid="position-badge"]';

/** The page's globals, inside the functions that run there (this package is typed for Node). */
declare const window: object;
declare const localStorage: { setItem(key: string, value: string): void };
declare const document: {
  body: unknown;
  querySelector(selector: string): unknown;
  addEventListener(type: 'DOMContentLoaded', listener: () => void): void;
};
declare class MutationObserver {
  constructor(callback: () => void);
  observe(target: unknown, options: { childList: boolean; subtree: boolean }): void;
  disconnect(): void;
}
type BrowserEntry = {
  name: string;
  startTime: number;
  duration: number;
  element?: { tagName: string; textContent: string | null } | null;
};
/** Node's PerformanceObserver type knows only Node's entry types. */
type BrowserObserver = new (callback: (list: { getEntries(): BrowserEntry[] }) => void) => {
  observe(options: {
    type: 'longtask' | 'paint' | 'largest-contentful-paint';
    buffered: true;
  }): void;
};

type Build = { label: string; dist: string; baseUrl: string; session: string };

type PageRecord = {
  longTasks: { start: number; duration: number }[];
  fcp: number | null;
  lcp: { at: number; element: string } | null;
  roomAt: number | null;
  commits: number;
  renders: Record<string, number>;
};

type LoadFigures = {
  longTasks: number;
  blockingMs: number;
  blockingAfterFcpMs: number;
  longestMs: number;
  scriptMs: number;
  layoutMs: number;
  styleMs: number;
  fcpMs: number | null;
  lcpMs: number | null;
  lcpElement: string;
  roomMs: number | null;
  commits: number;
  renders: Record<string, number>;
};

/**
 * Runs in the page before its scripts: records long tasks, paints and the room's arrival; with
 * `countRenders`, React's commits and, per component name, how many fibers rendered in them.
 */
function recorder(countRenders: boolean) {
  type Fiber = {
    type: unknown;
    alternate: Fiber | null;
    child: Fiber | null;
    sibling: Fiber | null;
    flags: number;
    tag: number;
  };
  const record: PageRecord = {
    longTasks: [],
    fcp: null,
    lcp: null,
    roomAt: null,
    commits: 0,
    renders: {},
  };
  Object.assign(window, { __roomRecord: record });
  const Observer = PerformanceObserver as unknown as BrowserObserver;
  new Observer((list) => {
    for (const entry of list.getEntries())
      record.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new Observer((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') record.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new Observer((list) => {
    for (const entry of list.getEntries())
      record.lcp = {
        at: entry.startTime,
        element: `${entry.element?.tagName ?? '?'} ${(entry.element?.textContent ?? '').slice(0, 40)}`,
      };
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const watcher = new MutationObserver(() => {
    if (record.roomAt === null && document.querySelector('[data-testid="position-badge"]')) {
      record.roomAt = performance.now();
      watcher.disconnect();
    }
  });
  document.addEventListener('DOMContentLoaded', () =>
    watcher.observe(document.body, { childList: true, subtree: true }),
  );
  if (!countRenders) return;

  // React's DevTools hook: the renderer reports every commit to it, in production builds too.
  const PERFORMED_WORK = 1;
  const nameOf = (type: unknown): string | null => {
    if (typeof type === 'function')
      return (type as { displayName?: string }).displayName ?? type.name;
    if (type && typeof type === 'object') {
      const wrapped = type as { displayName?: string; render?: unknown; type?: unknown };
      return wrapped.displayName ?? nameOf(wrapped.render ?? wrapped.type);
    }
    return null;
  };
  const visit = (fiber: Fiber | null) => {
    for (let node = fiber; node; node = node.sibling) {
      const name = nameOf(node.type);
      const didRender = !node.alternate || (node.flags & PERFORMED_WORK) !== 0;
      if (name && didRender) record.renders[name] = (record.renders[name] ?? 0) + 1;
      // A bailed-out subtree keeps its children (and their stale flags): nothing in it rendered.
      if (!node.alternate || node.child !== node.alternate.child) visit(node.child);
    }
  };
  Object.assign(window, {
    __REACT_DEVTOOLS_GLOBAL_HOOK__: {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      onScheduleFiberRoot: () => undefined,
      onCommitFiberUnmount: () => undefined,
      onPostCommitFiberRoot: () => undefined,
      onCommitFiberRoot: (_renderer: number, root: { current: Fiber }) => {
        record.commits += 1;
        visit(root.current.child);
      },
    },
  });
}

async function metricsOf(client: CDPSession): Promise<Record<string, number>> {
  const { metrics } = await client.send('Performance.getMetrics');
  return Object.fromEntries(metrics.map((metric) => [metric.name, metric.value]));
}

async function settle(page: Page): Promise<PageRecord> {
  const started = Date.now();
  const read = () =>
    page.evaluate(() => (window as unknown as { __roomRecord: PageRecord }).__roomRecord);
  await page.waitForSelector(ROOM_SELECTOR, { timeout: SETTLE_LIMIT_MS });
  for (;;) {
    const record = await read();
    const lastTaskEnd = Math.max(0, ...record.longTasks.map((task) => task.start + task.duration));
    const now = await page.evaluate(() => performance.now());
    if (now - lastTaskEnd >= QUIET_MS || Date.now() - started > SETTLE_LIMIT_MS) return record;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** One load of the room with a warm cache, as Lighthouse's runs (its storage is not reset). */
async function loadRoom(page: Page, client: CDPSession, url: string, profileTo?: string) {
  await client.send('Emulation.setCPUThrottlingRate', { rate: settings.cpuSlowdown });
  if (profileTo) {
    await client.send('Profiler.enable');
    await client.send('Profiler.setSamplingInterval', { interval: 200 });
    await client.send('Profiler.start');
  }
  await page.goto(url, { waitUntil: 'load' });
  const record = await settle(page);
  const after = await metricsOf(client);
  if (profileTo) {
    const { profile } = await client.send('Profiler.stop');
    writeFileSync(profileTo, JSON.stringify(profile));
  }
  await client.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  // The renderer's counters start again with each document.
  const seconds = (name: string) => Math.round((after[name] ?? 0) * 1000);
  const fcp = record.fcp;
  const blocking = (tasks: PageRecord['longTasks']) =>
    Math.round(tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0));
  return {
    longTasks: record.longTasks.length,
    blockingMs: blocking(record.longTasks),
    blockingAfterFcpMs: blocking(
      record.longTasks.filter((task) => fcp !== null && task.start >= fcp),
    ),
    longestMs: Math.round(Math.max(0, ...record.longTasks.map((task) => task.duration))),
    scriptMs: seconds('ScriptDuration'),
    layoutMs: seconds('LayoutDuration'),
    styleMs: seconds('RecalcStyleDuration'),
    fcpMs: fcp === null ? null : Math.round(fcp),
    lcpMs: record.lcp ? Math.round(record.lcp.at) : null,
    lcpElement: record.lcp?.element ?? '',
    roomMs: record.roomAt === null ? null : Math.round(record.roomAt),
    commits: record.commits,
    renders: record.renders,
  } satisfies LoadFigures;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
};

function parseBuilds(args: string[]) {
  const specs = args.length > 0 ? args : ['current=apps/web/dist'];
  return specs.map((spec, index) => {
    const [label, dist] = spec.includes('=') ? spec.split('=', 2) : [`build${index + 1}`, spec];
    return { label, dist: path.resolve(repositoryRoot, dist), port: settings.firstPort + index };
  });
}

async function main() {
  const specs = parseBuilds(process.argv.slice(2));
  const servers = await Promise.all(
    specs.map((spec) =>
      startBenchServer({
        databaseUrl: settings.databaseUrl,
        port: spec.port,
        env: { WEB_DIST: spec.dist },
      }),
    ),
  );
  const browser = await puppeteer.launch({
    executablePath: settings.chromePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const fixture = await createFixture(settings.databaseUrl, 1, 3);
    const [tender] = fixture.tenders;
    const builds: Build[] = [];
    for (const spec of specs) {
      const baseUrl = `http://127.0.0.1:${spec.port}`;
      // Each origin its own session: a refresh in one must not spend the other's token.
      const session = await webSession(baseUrl, tender.suppliers[0].userName);
      builds.push({ label: spec.label, dist: spec.dist, baseUrl, session });
    }
    const pages = await Promise.all(
      builds.map(async (build) => {
        const context = await browser.createBrowserContext();
        const page = await context.newPage();
        await page.setViewport({
          width: 412,
          height: 823,
          isMobile: true,
          deviceScaleFactor: 1.75,
        });
        // tsx keeps function names through an `__name` helper that the page does not have.
        await page.evaluateOnNewDocument('globalThis.__name = (fn) => fn;');
        await page.evaluateOnNewDocument(recorder, settings.countRenders);
        await page.goto(`${build.baseUrl}/login`);
        await page.evaluate(
          (key, value) => localStorage.setItem(key, value),
          WEB_SESSION_KEY,
          build.session,
        );
        const client = await page.createCDPSession();
        await client.send('Performance.enable');
        const url = `${build.baseUrl}/auctions/room/${tender.tenderId}`;
        // Warm-up (unthrottled): the scripts come from the cache in the measured loads.
        await page.goto(url, { waitUntil: 'load' });
        await page.waitForSelector(ROOM_SELECTOR);
        return { build, page, client, url };
      }),
    );

    const results = new Map<string, LoadFigures[]>(builds.map((build) => [build.label, []]));
    const loads: number[] = [];
    const reportDir = path.join(repositoryRoot, 'bench', '.data', 'lighthouse');
    mkdirSync(reportDir, { recursive: true });
    for (let run = 0; run < settings.runs; run++)
      for (const { build, page, client, url } of pages) {
        const isLast = run === settings.runs - 1;
        const profileTo =
          settings.cpuProfile && isLast
            ? path.join(reportDir, `room-${build.label}.cpuprofile`)
            : undefined;
        const figures = await loadRoom(page, client, url, profileTo);
        results.get(build.label)?.push(figures);
        loads.push(loadavg()[0]);
        console.log(
          `${build.label} #${run + 1}: ${figures.longTasks} long tasks, blocking ${figures.blockingMs} ms` +
            ` (after FCP ${figures.blockingAfterFcpMs}), longest ${figures.longestMs} ms,` +
            ` script ${figures.scriptMs} ms, layout ${figures.layoutMs}, style ${figures.styleMs},` +
            ` FCP ${figures.fcpMs}, LCP ${figures.lcpMs} (${figures.lcpElement}), room ${figures.roomMs}` +
            (settings.countRenders ? `, ${figures.commits} commits` : '') +
            `; load ${loadavg()[0].toFixed(2)}`,
        );
      }

    console.log(
      `\nCPU ${settings.cpuSlowdown}× slower, ${settings.runs} loads per build, load average` +
        ` ${Math.min(...loads).toFixed(2)}–${Math.max(...loads).toFixed(2)}; medians:`,
    );
    console.log(
      '| build | long tasks | blocking ms | after FCP | longest | script ms | layout | style | FCP | LCP | room |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const [label, runs] of results) {
      const of = (pick: (figures: LoadFigures) => number | null) =>
        median(runs.map((figures) => pick(figures) ?? Number.NaN));
      console.log(
        `| ${label} | ${of((f) => f.longTasks)} | ${of((f) => f.blockingMs)} | ${of((f) => f.blockingAfterFcpMs)}` +
          ` | ${of((f) => f.longestMs)} | ${of((f) => f.scriptMs)} | ${of((f) => f.layoutMs)} | ${of((f) => f.styleMs)}` +
          ` | ${of((f) => f.fcpMs)} | ${of((f) => f.lcpMs)} | ${of((f) => f.roomMs)} |`,
      );
      if (settings.countRenders) {
        const last = runs[runs.length - 1];
        const top = Object.entries(last.renders)
          .sort((a, b) => b[1] - a[1])
          .map(([name, count]) => `${name} ${count}`);
        console.log(`  ${label}: ${last.commits} commits; renders: ${top.join(', ')}`);
      }
    }
  } finally {
    await browser.close();
    for (const server of servers) server.kill('SIGTERM');
  }
}

await main();
