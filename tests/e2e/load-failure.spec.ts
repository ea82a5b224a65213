import {test, expect, waitForHydration} from './fixtures';
import {capePage} from './site';

// A page whose scripts fail on its first load says so, with the error text
// and a Retry button (the specification's "a page fails to load"), instead
// of staying readable but dead (src/plugins/loadFailureNotice.ts).

test.use({
  expectedConsoleErrors:
    /Failed to load resource|ChunkLoadError|Loading chunk|net::ERR_/,
});

const noticeOf = (page: import('@playwright/test').Page) =>
  page.getByRole('alert').filter({hasText: 'could not load its scripts'});

test('when every script fails, the page says so, stays readable, and Retry starts it once they load', async ({
  page,
}) => {
  let connectionDown = true;
  await page.route('**/assets/js/*.js', (route) =>
    connectionDown ? route.abort('connectionfailed') : route.continue(),
  );
  await page.goto(encodeURI(capePage.path));

  const notice = noticeOf(page);
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(
    /Failed to load https?:\/\/\S+\/assets\/js\/\S+\.js/,
  );
  // The prerendered page is still there to read.
  await expect(page.getByRole('heading', {level: 1})).toHaveText(
    capePage.heading,
  );
  await expect(page.locator('html')).not.toHaveAttribute(
    'data-has-hydrated',
    'true',
  );

  // Still down: Retry says so, and the page stays.
  const retry = notice.getByRole('button', {name: 'Retry', exact: true});
  await retry.click();
  await expect(notice).toContainText('Still failing');
  await expect(page.getByRole('heading', {level: 1})).toHaveText(
    capePage.heading,
  );

  connectionDown = false;
  await retry.click();
  await waitForHydration(page);
  await expect(noticeOf(page)).toHaveCount(0);
  // Interactive again: a tab switches when clicked.
  const typescript = page.getByRole('tab', {name: 'TypeScript'}).first();
  await typescript.click();
  await expect(typescript).toHaveAttribute('aria-selected', 'true');
});

test("when only the page's own chunk fails, the page says so with the loader's error", async ({
  page,
}) => {
  // runtime~main and main load; the route's chunks do not.
  await page.route(
    (url) =>
      url.pathname.includes('/assets/js/') &&
      !/\/(runtime~main|main)\.[^/]+\.js$/.test(url.pathname),
    (route) => route.abort('connectionfailed'),
  );
  await page.goto(encodeURI(capePage.path));
  const notice = noticeOf(page);
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(/Failed to load|ChunkLoadError/);
  await expect(
    notice.getByRole('button', {name: 'Retry', exact: true}),
  ).toBeVisible();
  await expect(page.getByRole('heading', {level: 1})).toHaveText(
    capePage.heading,
  );
});
