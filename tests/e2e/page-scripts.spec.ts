import {test, expect, visit} from './fixtures';
import {recordPrefetches, scrollToFooterAndSettle} from './probes';

// Each page's HTML lists its scripts (checked on every page in pages.spec.ts),
// and links prefetch the chunks of the pages they point to. Most pages share
// most chunks: a patch (src/plugins/hydrationPatches.ts) prefetches each file
// once, and not at all when the page has already fetched it.

test('each script file is requested once, prefetches included', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    const {pathname} = new URL(request.url());
    if (pathname.endsWith('.js')) requested.push(pathname);
  });
  await visit(page, '/docs/Cape');
  await recordPrefetches(page);
  // The sidebar's and footer's links ask to prefetch their pages as they come
  // into view; wait until every prefetch asked for has settled.
  const asked = await scrollToFooterAndSettle(page);
  expect(asked, 'links asked for prefetches').toBeGreaterThan(0);
  await expect(page.locator('head link[rel="prefetch"]')).not.toHaveCount(0);
  const repeated = requested.filter(
    (url, index) => requested.indexOf(url) !== index,
  );
  expect(repeated).toEqual([]);
});
