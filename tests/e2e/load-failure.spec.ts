import {test, expect, waitForHydration, h1} from './fixtures';
import {capePage} from './site';

// A page whose scripts fail on its first load says so, with the error text
// and a Retry button (the specification's "a page fails to load"), instead
// of staying readable but dead (src/plugins/loadFailureNotice.ts). A page
// that loads shows no notice: pages.spec.ts checks every load.

test.use({
  expectedConsoleErrors:
    /Failed to load resource|ChunkLoadError|Loading chunk|net::ERR_/,
});

test("when the page's own chunk or every script fails, the page says so with the loader's error, stays readable, and Retry starts it once they load", async ({
  page,
}) => {
  let failing: 'route chunks' | 'every script' | 'none' = 'route chunks';
  await page.route('**/assets/js/*.js', (route) => {
    // runtime~main and main are the scripts every page loads first.
    const shared = /\/(runtime~main|main)\.[^/]+\.js$/.test(
      route.request().url(),
    );
    return failing === 'every script' || (failing === 'route chunks' && !shared)
      ? route.abort('connectionfailed')
      : route.continue();
  });
  const notice = page
    .getByRole('alert')
    .filter({hasText: 'could not load its scripts'});
  const heading = h1(page);
  const retry = notice.getByRole('button', {name: 'Retry', exact: true});

  await page.goto(encodeURI(capePage.path));
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(/Failed to load|ChunkLoadError/);
  await expect(retry).toBeVisible();
  await expect(heading).toHaveText(capePage.heading);

  failing = 'every script';
  await page.reload();
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(
    /Failed to load https?:\/\/\S+\/assets\/js\/\S+\.js/,
  );
  // The prerendered page is still there to read.
  await expect(heading).toHaveText(capePage.heading);
  await expect(page.locator('html')).not.toHaveAttribute(
    'data-has-hydrated',
    'true',
  );

  // Still down: Retry says so, and the page stays.
  await retry.click();
  await expect(notice).toContainText('Still failing');
  await expect(heading).toHaveText(capePage.heading);

  failing = 'none';
  await retry.click();
  await waitForHydration(page);
  await expect(notice).toHaveCount(0);
  // Interactive again: a tab switches when clicked.
  const typescript = page.getByRole('tab', {name: 'TypeScript'}).first();
  await typescript.click();
  await expect(typescript).toHaveAttribute('aria-selected', 'true');
});
