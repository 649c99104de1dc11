// The accessibility scans of every journey (support/axe.ts) fail a test on a serious finding:
// a page with text of too little contrast, reached by page.goto, makes this test fail.
import { test } from './support/fixtures.ts';

test('a serious axe finding on a visited page fails the journey', async ({ page }) => {
  test.fail(true, 'the low-contrast banner added below must fail the test at its end');
  await page.route('**/axe-self-check', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><head><title>Check</title></head><body><main><p style="color:#bbb;background:#fff">Hard to read</p></main></body></html>',
    }),
  );
  await page.goto('/axe-self-check');
});
