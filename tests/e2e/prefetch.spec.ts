import {test, expect, waitForHydration} from './fixtures';
import {capePage} from './site';

type Connection = {effectiveType: string; saveData: boolean};

// Emulates the Network Information API before any site script runs.
async function emulateConnection(
  page: import('@playwright/test').Page,
  connection: Connection,
) {
  await page.addInitScript((value) => {
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      get: () => value,
    });
  }, connection);
}

async function prefetchedAfterLoad(
  page: import('@playwright/test').Page,
): Promise<number> {
  await page.goto('/');
  await waitForHydration(page);
  // Hovering a link asks to preload its route; scrolling brings the rest into view.
  await page
    .locator('.navbar__items')
    .getByRole('link', {name: 'Cape', exact: true})
    .hover();
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page.waitForTimeout(1000);
  return page.locator('head link[rel="prefetch"]').count();
}

test('on a normal connection, routes behind visible links are prefetched', async ({
  page,
}) => {
  await emulateConnection(page, {effectiveType: '4g', saveData: false});
  expect(await prefetchedAfterLoad(page)).toBeGreaterThan(0);
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
    const chunkRequests: string[] = [];
    await page.goto('/');
    await waitForHydration(page);
    page.on('request', (request) => {
      if (request.url().includes('/assets/js/'))
        chunkRequests.push(request.url());
    });
    await page
      .locator('.navbar__items')
      .getByRole('link', {name: 'Cape', exact: true})
      .hover();
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.waitForTimeout(1000);
    await expect(page.locator('head link[rel="prefetch"]')).toHaveCount(0);
    expect(chunkRequests).toEqual([]);
    // Navigation still works: the route loads when it is actually needed.
    await page
      .locator('.navbar__items')
      .getByRole('link', {name: 'Cape', exact: true})
      .click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      capePage.heading,
    );
  });
}
