// Accessibility scans in every journey (axe-core, the engine of @axe-core/playwright).
//
// Specs import `test` and `expect` from fixtures.ts, whose test builds on this one (and re-exports
// this module and Playwright's): `import { expect, test, type Page } from './support/fixtures.ts';`
// Every page of the test is then scanned: the `page` fixture and every page opened with
// browser.newPage(), browser.newContext().newPage() or context.newPage() during the test.
// A page is scanned
//   - after each page.goto() and page.reload() has settled (load event, fonts, no loader,
//     skeleton or aria-busy region on screen, no finite animation running),
//   - before page.close() or its context's close(), and at the end of the test for pages still
//     open (so a page reached by clicking is scanned in its last state),
//   - whenever a test calls `await scanPage(page)` (after a click-navigation worth its own scan).
// Serious and critical findings fail the test at its end, listed with their rule, target and page.
// There are no sleeps: settling waits for conditions, bounded by `settleTimeout`.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type Frame,
  type Page,
  type TestInfo,
} from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

// Everything else of Playwright's test module, so a spec's one import line can come from here.
export * from '@playwright/test';
export { expect };

type Finding = { url: string; rule: string; impact: string; help: string; targets: string[] };

const failingImpacts = new Set(['serious', 'critical']);
const settleTimeout = 10_000;
const scanners = new WeakMap<Page, (label: string) => Promise<void>>();

/** Scans the page now (after it settles); a no-op for pages outside a journey using this test. */
export async function scanPage(page: Page, label = 'explicit'): Promise<void> {
  await scanners.get(page)?.(label);
}

type QuietWindow = Window & { __axeQuietFrames?: number };

/**
 * Waits until the page is quiet for a few frames in a row: fonts loaded, no loader, skeleton or
 * aria-busy region on screen, and no finite animation or transition running. A notification
 * scanned mid fade-in has its text at a fraction of its opacity and fails color-contrast (the
 * profile journey's flake); loaders and skeletons animate forever, so only finite ones count.
 * Finite keyframe animations are finished rather than waited for (same end, at once).
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load').catch(() => undefined);
  await page
    .evaluate(() => void ((window as QuietWindow).__axeQuietFrames = 0))
    .catch(() => undefined);
  await page
    .waitForFunction(
      (framesNeeded) => {
        const busy = document.querySelectorAll(
          '.mantine-Loader-root, [aria-busy="true"], .mantine-Skeleton-root[data-visible="true"]',
        );
        const running = document
          .getAnimations()
          .filter(
            (animation) =>
              animation.playState === 'running' &&
              animation.effect?.getComputedTiming().iterations !== Infinity,
          );
        // A finite keyframe animation (the room's highlight of a changed value fades for about
        // 2 s) is played to its end at once: its end is the page at rest, which the scan is about.
        // Transitions (Mantine's, driven by its own timers) are waited for.
        for (const animation of running)
          if (animation instanceof CSSAnimation) {
            try {
              animation.finish();
            } catch {
              // not finishable (an endless effect): waited for like a transition
            }
          }
        const animating = running.some((animation) => animation.playState === 'running');
        const quiet =
          document.fonts.status === 'loaded' &&
          !animating &&
          Array.from(busy).every((element) => (element as HTMLElement).offsetParent === null);
        const state = window as QuietWindow;
        state.__axeQuietFrames = quiet ? (state.__axeQuietFrames ?? 0) + 1 : 0;
        return state.__axeQuietFrames >= framesNeeded;
      },
      3,
      { timeout: settleTimeout, polling: 'raf' },
    )
    .catch(() => undefined);
}

/**
 * axe-core's browser build (the one @axe-core/playwright injects), evaluated once in a document
 * and reused by its later scans. @axe-core/playwright's AxeBuilder injected it anew on every scan
 * and opened a blank page of its own to assemble the results: 3 to 10 s a scan on a busy 2-core
 * machine, against about 1 s for axe.run itself (issue 28 timings).
 */
const require = createRequire(import.meta.url);
const axeSource = readFileSync(
  createRequire(require.resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
);
/** Only violations come back (passes and the rest would be serialized for nothing). */
const runOptions: RunOptions = { resultTypes: ['violations'], iframes: false };

type AxeWindow = {
  axe?: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
};

/** The violations in one frame's document, checked with axe.run (frames each on their own). */
async function violationsIn(frame: Frame): Promise<AxeResults['violations']> {
  const hasAxe = await frame.evaluate(() => typeof (window as AxeWindow).axe?.run === 'function');
  if (!hasAxe) await frame.evaluate(axeSource);
  return frame.evaluate(
    async (options) => (await (window as AxeWindow).axe!.run(document, options)).violations,
    runOptions,
  );
}

/** A scan cut short because its page navigated or closed: the next stop scans the new page. */
const isCutShort = (error: unknown) =>
  error instanceof Error &&
  /Execution context was destroyed|Frame was detached|Target page, context or browser has been closed/.test(
    error.message,
  );

async function analyse(page: Page): Promise<Finding[]> {
  if (page.isClosed()) return [];
  const url = page.url();
  if (!/^https?:/.test(url)) return [];
  const isHtml = await page.evaluate(() => document.contentType === 'text/html').catch(() => false);
  if (!isHtml) return [];
  const findings: Finding[] = [];
  for (const frame of page.frames()) {
    if (frame !== page.mainFrame() && !/^https?:/.test(frame.url())) continue;
    const violations = await violationsIn(frame).catch((error: unknown) => {
      if (frame !== page.mainFrame() && frame.isDetached()) return [];
      throw error;
    });
    for (const violation of violations) {
      if (!failingImpacts.has(violation.impact ?? '')) continue;
      findings.push({
        url: frame.url(),
        rule: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      });
    }
  }
  return findings;
}

function report(findings: Finding[]): string {
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const finding of findings) {
    const key = `${finding.url} ${finding.rule} ${finding.targets.join(',')}`;
    if (seen.has(key)) continue;
    seen.add(key);
    lines.push(
      `${finding.impact} ${finding.rule} (${finding.help}) on ${finding.url}:\n    ` +
        finding.targets.slice(0, 8).join('\n    '),
    );
  }
  return lines.join('\n');
}

class Scans {
  readonly findings: Finding[] = [];
  private readonly pages = new Set<Page>();
  private readonly contexts = new WeakSet<BrowserContext>();
  private finalScanDone = false;
  /** Contexts the test opened with browser.newContext() (or newPage()), closed at its end. */
  readonly madeByTest: BrowserContext[] = [];

  constructor(private readonly testInfo: TestInfo) {}

  async scan(page: Page, label: string): Promise<void> {
    if (page.isClosed() || !/^https?:/.test(page.url())) return;
    await settle(page);
    if (page.isClosed()) return;
    const found = await analyse(page).catch((error: unknown) => {
      // A page closed or navigated away mid-scan: it is scanned again at its next stop.
      if (page.isClosed() || isCutShort(error)) return [];
      throw error;
    });
    this.testInfo.annotations.push({
      type: 'axe',
      description: `${label}: ${page.url()} (${found.length} serious or critical)`,
    });
    this.findings.push(...found);
  }

  track(page: Page): void {
    if (this.pages.has(page)) return;
    this.pages.add(page);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const close = page.close.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await this.scan(page, 'goto');
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await this.scan(page, 'reload');
      return response;
    };
    page.close = async (...args) => {
      if (!this.finalScanDone) await this.scan(page, 'close');
      this.pages.delete(page);
      return close(...args);
    };
    page.on('close', () => this.pages.delete(page));
    scanners.set(page, (label) => this.scan(page, label));
  }

  trackContext(context: BrowserContext): void {
    if (this.contexts.has(context)) return;
    this.contexts.add(context);
    for (const page of context.pages()) this.track(page);
    context.on('page', (page) => this.track(page));
    const close = context.close.bind(context);
    context.close = async (...args) => {
      // After the end-of-test scan, the pages are as it saw them: no second scan at the close.
      if (!this.finalScanDone) for (const page of context.pages()) await this.scan(page, 'close');
      return close(...args);
    };
  }

  /** The end-of-test scan of every page still open (once, before the first context closes). */
  async scanOpenPages(): Promise<void> {
    if (this.finalScanDone) return;
    this.finalScanDone = true;
    if (this.testInfo.status !== this.testInfo.expectedStatus) return;
    for (const page of [...this.pages]) await this.scan(page, 'end of test');
  }
}

function patchBrowser(browser: Browser, scans: Scans): () => void {
  const newContext = browser.newContext;
  const newPage = browser.newPage;
  browser.newContext = async (...args) => {
    const context = await newContext.apply(browser, args);
    scans.trackContext(context);
    scans.madeByTest.push(context);
    return context;
  };
  // A page of browser.newPage() gets a context of its own, tracked like any other and closed with
  // the page.
  browser.newPage = async (...args) => {
    const context = await browser.newContext(...args);
    const page = await context.newPage();
    page.on('close', () => void context.close().catch(() => undefined));
    return page;
  };
  return () => {
    browser.newContext = newContext;
    browser.newPage = newPage;
  };
}

export const test = base.extend<{ axeScans: Scans }>({
  axeScans: [
    async ({ browser }, provide, testInfo) => {
      const scans = new Scans(testInfo);
      const restore = patchBrowser(browser, scans);
      await provide(scans);
      restore();
      await scans.scanOpenPages();
      // Playwright closes only its own `context`: the test's others would stay open for the rest
      // of the worker (their pages polling and holding sockets to the server), and a later test's
      // failure report would show one of their pages.
      await Promise.all(scans.madeByTest.map((context) => context.close().catch(() => undefined)));
      const findings = report(scans.findings);
      if (findings) {
        throw new Error(`axe: serious or critical accessibility findings\n${findings}`);
      }
    },
    { auto: true },
  ],
  context: async ({ context, axeScans }, provide) => {
    axeScans.trackContext(context);
    await provide(context);
    await axeScans.scanOpenPages();
  },
});
