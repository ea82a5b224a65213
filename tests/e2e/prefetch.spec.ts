import {test, expect, emulateConnection, visit} from './fixtures';
import {capePage} from './site';

type Page = import('@playwright/test').Page;

const capeLink = (page: Page) =>
  page.locator('.navbar__items').getByRole('link', {name: 'Cape', exact: true});

/**
 * Loads the home page, hovers a link (which asks to preload its route) and
 * scrolls the rest into view (which asks to prefetch theirs), then reports
 * what was prefetched and which script chunks were requested after load.
 */
async function prefetchProbe(page: Page) {
  await visit(page, '/');
  const chunkRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/assets/js/'))
      chunkRequests.push(request.url());
  });
  await capeLink(page).hover();
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page.waitForTimeout(1000);
  return {
    prefetchLinks: await page.locator('head link[rel="prefetch"]').count(),
    chunkRequests,
  };
}

test('on a normal connection, routes behind visible links are prefetched', async ({
  page,
}) => {
  await emulateConnection(page, {effectiveType: '4g', saveData: false});
  const {prefetchLinks, chunkRequests} = await prefetchProbe(page);
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
    const {prefetchLinks, chunkRequests} = await prefetchProbe(page);
    expect(prefetchLinks).toBe(0);
    expect(chunkRequests).toEqual([]);
    // Navigation still works: the route loads when it is actually needed.
    await capeLink(page).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      capePage.heading,
    );
  });
}
