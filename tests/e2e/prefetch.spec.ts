import {test, expect, emulateConnection, visit, h1} from './fixtures';
import {recordPrefetches, scrollToFooterAndSettle} from './probes';
import {capePage} from './site';

type Page = import('@playwright/test').Page;

// The site prefetches the code of the pages its visible links point to,
// except on 2G or with data saving on (the specification).

const capeLink = (page: Page) =>
  page.locator('.navbar__items').getByRole('link', {name: 'Cape', exact: true});

/**
 * Loads the home page, scrolls its links into view (each asks for its route
 * to be prefetched) and waits until every such request has been decided;
 * then reports how many links asked, the `<link rel=prefetch>` elements added
 * and the script chunks requested after load.
 */
async function prefetchProbe(page: Page) {
  await visit(page, '/');
  const chunkRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/assets/js/'))
      chunkRequests.push(request.url());
  });
  await recordPrefetches(page);
  const asked = await scrollToFooterAndSettle(page);
  return {
    asked,
    prefetchLinks: await page.locator('head link[rel="prefetch"]').count(),
    chunkRequests,
  };
}

test('on a normal connection, routes behind visible links are prefetched', async ({
  page,
}) => {
  await emulateConnection(page, {effectiveType: '4g', saveData: false});
  const {asked, prefetchLinks, chunkRequests} = await prefetchProbe(page);
  expect(asked).toBeGreaterThan(0);
  expect(prefetchLinks).toBeGreaterThan(0);
  expect(chunkRequests.length).toBeGreaterThan(0);
});

for (const connection of [
  {effectiveType: '2g', saveData: false},
  {effectiveType: 'slow-2g', saveData: false},
  {effectiveType: '4g', saveData: true},
]) {
  test(`nothing is prefetched on ${connection.saveData ? 'save-data' : connection.effectiveType}`, async ({
    page,
  }) => {
    await emulateConnection(page, connection);
    const {asked, prefetchLinks, chunkRequests} = await prefetchProbe(page);
    // The links did ask, and the site declined every time.
    expect(asked).toBeGreaterThan(0);
    expect(prefetchLinks).toBe(0);
    expect(chunkRequests).toEqual([]);
    // Navigation still works: the route loads when it is actually needed.
    await capeLink(page).click();
    await expect(h1(page)).toHaveText(capePage.heading);
  });
}
