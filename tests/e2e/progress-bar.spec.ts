import {test, expect, visit, emulateConnection} from './fixtures';

// Records whether the route-change progress bar (#nprogress) ever appeared.
async function watchProgressBar(page: import('@playwright/test').Page) {
  await page.evaluate(() => {
    const state = window as unknown as {progressBarSeen: boolean};
    state.progressBarSeen = false;
    new MutationObserver(() => {
      if (document.getElementById('nprogress')) {
        state.progressBarSeen = true;
      }
    }).observe(document.body, {childList: true, subtree: true});
  });
  return () =>
    page.evaluate(
      () => (window as unknown as {progressBarSeen: boolean}).progressBarSeen,
    );
}

test('a route change slower than 200 ms shows the progress bar', async ({
  page,
}) => {
  // Save-data turns prefetching off, so the next route's code is fetched only
  // when the reader clicks.
  await emulateConnection(page, {effectiveType: '4g', saveData: true});
  await visit(page, '/');
  // From now on every script chunk takes 1.5 s to arrive.
  await page.route('**/assets/js/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const progressBarSeen = await watchProgressBar(page);
  await page
    .getByRole('contentinfo')
    .getByRole('link', {name: 'Web Extractors'})
    .click();
  await expect(page.locator('#nprogress .bar')).toBeVisible();
  await expect(page.getByRole('heading', {level: 1})).toHaveText(
    'Web Extractors',
    {timeout: 15_000},
  );
  await expect(page.locator('#nprogress')).toHaveCount(0);
  expect(await progressBarSeen()).toBe(true);
});

test('the progress bar waits 200 ms before it shows', async ({page}) => {
  await emulateConnection(page, {effectiveType: '4g', saveData: true});
  await visit(page, '/');
  await page.route('**/assets/js/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  // The time of the click, and the time the bar is added to the page, both
  // read in the page.
  await page.evaluate(() => {
    const state = window as unknown as {clickedAt?: number; barAt?: number};
    document.addEventListener(
      'click',
      () => {
        state.clickedAt = performance.now();
      },
      {capture: true, once: true},
    );
    new MutationObserver(() => {
      if (state.barAt === undefined && document.getElementById('nprogress')) {
        state.barAt = performance.now();
      }
    }).observe(document.body, {childList: true, subtree: true});
  });
  await page
    .getByRole('contentinfo')
    .getByRole('link', {name: 'Web Extractors'})
    .click();
  await expect(page.locator('#nprogress .bar')).toBeVisible();
  const {clickedAt, barAt} = await page.evaluate(() => {
    const {clickedAt, barAt} = window as unknown as {
      clickedAt: number;
      barAt: number;
    };
    return {clickedAt, barAt};
  });
  // A timer never fires early; 1 ms allows for the clock's coarse resolution.
  expect(barAt - clickedAt).toBeGreaterThanOrEqual(199);
});

test('a route change faster than 200 ms shows no progress bar', async ({
  page,
}) => {
  await visit(page, '/docs/Cape');
  await visit(page, '/docs/Cape UI');
  // Both routes are loaded now: going back and forth is instant.
  const progressBarSeen = await watchProgressBar(page);
  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  await sidebar.getByRole('link', {name: 'Cape platform'}).click();
  await expect(page).toHaveURL('/docs/Cape');
  await sidebar.getByRole('link', {name: 'Cape UI'}).click();
  await expect(page).toHaveURL('/docs/Cape%20UI');
  // Give a late bar (it would appear 200 ms after the change) time to show.
  await page.waitForTimeout(400);
  expect(await progressBarSeen()).toBe(false);
});
