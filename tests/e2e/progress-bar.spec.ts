import {
  test,
  expect,
  visit,
  emulateConnection,
  h1,
  axeViolations,
} from './fixtures';

type ProgressBarWatch = {
  clickedAt?: number;
  ownTimerAt?: number;
  barAt?: number;
};

/**
 * Records, in the page, when the reader next clicks, when a 200 ms timer the
 * test starts at that click fires, and when the route-change progress bar
 * (#nprogress) first appears, if it does. The test's own timer is delayed by
 * a busy main thread exactly as the bar's is, so comparing the two does not
 * depend on how loaded the machine is.
 */
async function watchProgressBar(page: import('@playwright/test').Page) {
  await page.evaluate(() => {
    const watch: ProgressBarWatch = {};
    (window as unknown as {progressBar: ProgressBarWatch}).progressBar = watch;
    document.addEventListener(
      'click',
      () => {
        watch.clickedAt = performance.now();
        setTimeout(() => {
          watch.ownTimerAt = performance.now();
        }, 200);
      },
      {capture: true, once: true},
    );
    new MutationObserver(() => {
      if (watch.barAt === undefined && document.getElementById('nprogress')) {
        watch.barAt = performance.now();
      }
    }).observe(document.body, {childList: true, subtree: true});
  });
  return () =>
    page.evaluate(
      () => (window as unknown as {progressBar: ProgressBarWatch}).progressBar,
    );
}

test('a route change slower than 200 ms shows the progress bar, once 200 ms have passed', async ({
  page,
}) => {
  // Save-data turns prefetching off, so the next route's code is fetched only
  // when the reader clicks.
  await emulateConnection(page, {effectiveType: '4g', saveData: true});
  await visit(page, '/');
  // From now on every script chunk is held until the bar has been audited,
  // far longer than the threshold, so a bar that waited longer than 200 ms
  // would still show, and the route cannot end under the audit on a busy machine.
  let release = () => {};
  const audited = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/js/*.js', async (route) => {
    await audited;
    await route.continue();
  });
  const progressBar = await watchProgressBar(page);
  await page
    .getByRole('contentinfo')
    .getByRole('link', {name: 'Web Extractors'})
    .click();
  await expect(page.locator('#nprogress .bar')).toBeVisible();
  // The bar passes axe while it shows. The theme's nprogress bar does not: it
  // has role="bar", which is no ARIA role (aria-roles, critical), one reason
  // src/plugins/progressBar draws it instead.
  const violations = await axeViolations(page, '#nprogress');
  release();
  expect(violations).toEqual([]);
  await expect(h1(page)).toHaveText('Web Extractors', {timeout: 15_000});
  await expect(page.locator('#nprogress')).toHaveCount(0);
  const {clickedAt, ownTimerAt, barAt} = await progressBar();
  expect(clickedAt, 'the click was recorded').toBeDefined();
  expect(ownTimerAt, 'the test timer fired').toBeDefined();
  expect(barAt, 'the bar appeared').toBeDefined();
  // Not before its 200 ms delay: a timer never fires early, and 1 ms allows
  // for the clock's coarse resolution.
  expect(barAt! - clickedAt!).toBeGreaterThanOrEqual(199);
  // And about when a 200 ms timer started at the click fires: a 500 ms
  // threshold would show the bar 300 ms after it. The margin covers the
  // router's work between the click and starting the bar's timer.
  expect(barAt! - ownTimerAt!).toBeLessThan(200);
});

test('a route change faster than 200 ms shows no progress bar', async ({
  page,
}) => {
  // The two smallest pages: a route change also includes rendering the new
  // page, and on a busy machine rendering /docs/Cape alone can take 200 ms.
  // Both routes' code is loaded into this page first, by a route change in
  // the app (a second visit would be a new page, which fetches the other
  // route's chunks again on the first change). Then going back and forth
  // is instant.
  await visit(page, '/docs');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', {name: 'About these docs'}).click();
  await expect(h1(page)).toHaveText('About these docs');
  await expect(page.locator('#nprogress')).toHaveCount(0);
  const progressBar = await watchProgressBar(page);
  await footer.getByRole('link', {name: 'All docs'}).click();
  await expect(page).toHaveURL('/docs');
  await footer.getByRole('link', {name: 'About these docs'}).click();
  await expect(page).toHaveURL('/markdown-page');
  await expect(h1(page)).toHaveText('About these docs');
  // The bar's timer is cleared when the new route has loaded, before it
  // renders (Docusaurus's nprogress client module): once the page shows, a
  // bar that has not appeared never will.
  expect((await progressBar()).barAt).toBeUndefined();
});
