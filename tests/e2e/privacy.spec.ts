import {test, expect, visit} from './fixtures';
import {allPages} from './site';

// Readers' browsers talk to this site only: no remote fonts, analytics,
// scripts or images, on any page, including the routes a reader moves to.
test('no page makes a request to another origin', async ({page, baseURL}) => {
  const origin = new URL(baseURL!).origin;
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'data:' && url.origin !== origin) {
      foreign.push(`${page.url()} -> ${request.url()}`);
    }
  });
  for (const {path} of allPages) {
    await visit(page, path);
    // Bring every lazy or prefetched resource in.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
  }
  expect(foreign).toEqual([]);
});
