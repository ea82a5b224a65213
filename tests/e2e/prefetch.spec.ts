import {test, expect, emulateConnection, visit, h1} from './fixtures';
import {recordPrefetches, scrollToFooterAndSettle} from './probes';
import {navbar} from './shell';
import {capePage} from './site';

// The site prefetches the code of the pages its visible links point to,
// except on 2G or with data saving on (the specification).

for (const [connection, prefetches] of [
  [{effectiveType: '4g', saveData: false}, true],
  [{effectiveType: '2g', saveData: false}, false],
  [{effectiveType: 'slow-2g', saveData: false}, false],
  [{effectiveType: '4g', saveData: true}, false],
] as const) {
  const name = connection.saveData ? 'save-data' : connection.effectiveType;
  test(`on ${name}, ${prefetches ? 'routes behind visible links are prefetched' : 'nothing is prefetched'}; a link opens its page`, async ({
    page,
  }) => {
    await emulateConnection(page, connection);
    // The home page's links, scrolled into view, each ask for their route to
    // be prefetched; every such request is decided before the counts.
    await visit(page, '/');
    const chunkRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/assets/js/'))
        chunkRequests.push(request.url());
    });
    await recordPrefetches(page);
    // The links did ask; the site prefetched, or declined every time.
    expect(await scrollToFooterAndSettle(page)).toBeGreaterThan(0);
    const prefetchLinks = page.locator('head link[rel="prefetch"]');
    expect((await prefetchLinks.count()) > 0).toBe(prefetches);
    expect(chunkRequests.length > 0, chunkRequests.join(' ')).toBe(prefetches);
    // Navigation works: the route loads when it is actually needed.
    await navbar(page).getByRole('link', {name: 'Cape', exact: true}).click();
    await expect(h1(page)).toHaveText(capePage.heading);
  });
}
