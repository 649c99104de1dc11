// Script-injection payloads for free-text fields, and the checks that a page showed them as text:
// nothing ran, no injected image or javascript: link exists, and the Content-Security-Policy had
// nothing to block (an injected inline script or handler would be reported in the console).
import { expect, type Browser, type ConsoleMessage, type Page } from '@playwright/test';

export const imagePayload = '<img src=x onerror="window.__xss=1">';
export const scriptPayload = '<script>window.__xss=2</script>';
/** Web addresses the server must refuse: a javascript: URL, and one disguised as a user name at a host. */
export const javascriptWebsites = [
  'javascript:alert(1)',
  'javascript:window.__xss=3%2F%2F@xss.example',
];
/** A valid web address that tries to break out of the link's attribute. */
export const attributeBreakingWebsite = 'https://xss.example/"onmouseover="window.__xss=3';

const violationsOf = new WeakMap<Page, string[]>();

/** Starts recording the page's CSP violations; call before the page loads anything. */
export function watchForViolations(page: Page): Page {
  const violations: string[] = [];
  violationsOf.set(page, violations);
  page.on('console', (message: ConsoleMessage) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return page;
}

/** A visitor's page of its own (a new browser context), watched. */
export async function watchedPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return watchForViolations(await context.newPage());
}

/** Nothing injected ran or exists on the page, and the CSP blocked nothing. */
export async function expectNothingInjected(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(await page.locator('script:not([src])').count()).toBe(0);
  expect(await page.locator('a[href^="javascript:" i]').count()).toBe(0);
  expect(await page.locator('[onerror], [onclick], [onmouseover]').count()).toBe(0);
  expect(violationsOf.get(page) ?? []).toEqual([]);
}
