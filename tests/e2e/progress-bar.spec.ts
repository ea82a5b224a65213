import type {Page} from '@playwright/test';
import {
  test,
  expect,
  visit,
  emulateConnection,
  h1,
  axeViolations,
} from './fixtures';
import {footerLink} from './shell';

// The bar's delay is a timer on the page's clock, here Playwright's fake
// clock (page.clock), paused once the page has loaded: time passes only as
// the test moves it, so the threshold is measured exactly whatever the
// machine's load.

/** Opens `path` and pauses the page's clock. */
async function visitAndPauseClock(page: Page, path: string) {
  await page.clock.install();
  await visit(page, path);
  await page.clock.pauseAt(Date.now() + 60_000);
}

test('a route change slower than 200 ms shows the progress bar once 200 ms have passed, not before', async ({
  page,
}) => {
  // Save-data turns prefetching off, so the next route's code is fetched only
  // when the reader clicks.
  await emulateConnection(page, {effectiveType: '4g', saveData: true});
  await visitAndPauseClock(page, '/');
  // From now on every script chunk is held until the bar has been audited.
  let release = () => {};
  const audited = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/js/*.js', async (route) => {
    await audited;
    await route.continue();
  });
  // The route change asks for the route's code right after it sets the
  // bar's timer.
  const routeCode = page.waitForRequest('**/assets/js/*.js');
  await footerLink(page, 'Web Extractors').click();
  await routeCode;
  await page.clock.runFor(199);
  await expect(page.locator('#nprogress')).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(page.locator('#nprogress .bar')).toBeVisible();
  // The bar passes axe while it shows. The theme's nprogress bar does not: it
  // has role="bar", which is no ARIA role (aria-roles, critical), one reason
  // src/plugins/progressBar draws it instead.
  await page.clock.resume();
  const violations = await axeViolations(page, '#nprogress');
  release();
  expect(violations).toEqual([]);
  await expect(h1(page)).toHaveText('Web Extractors', {timeout: 15_000});
  await expect(page.locator('#nprogress')).toHaveCount(0);
});

test('a route change faster than 200 ms shows no progress bar', async ({
  page,
}) => {
  await visitAndPauseClock(page, '/docs');
  await footerLink(page, 'About these docs').click();
  // The route loads and renders while no time passes on the page's clock;
  // a bar that has not appeared by then never does.
  await expect(h1(page)).toHaveText('About these docs');
  await expect(page).toHaveURL('/markdown-page');
  await page.clock.runFor(1_000);
  await expect(page.locator('#nprogress')).toHaveCount(0);
});
