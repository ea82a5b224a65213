import {
  test,
  expect,
  visit,
  waitForHydration,
  emulateConnection,
  h1,
} from './fixtures';
import {footerLink} from './shell';
import {capePage} from './site';

test.describe('a page that crashes', () => {
  test.use({expectedConsoleErrors: /Injected fault/});

  test("shows 'This page crashed.', the error and a Try again button that recovers", async ({
    page,
  }) => {
    // The fault comes from outside the site: the browser's IntersectionObserver,
    // which Docusaurus links use for prefetching, throws for links inside the
    // article while the switch is on.
    await page.addInitScript(() => {
      const state = window as unknown as {injectFault: boolean};
      state.injectFault = true;
      const observe = IntersectionObserver.prototype.observe;
      IntersectionObserver.prototype.observe = function (target: Element) {
        if (state.injectFault && target.closest('article')) {
          throw new Error('Injected fault: the observer is out of order');
        }
        return observe.call(this, target);
      };
    });
    await page.goto('/docs/Cape');
    await expect(h1(page)).toHaveText('This page crashed.');
    await expect(
      page.getByText('Injected fault: the observer is out of order'),
    ).toBeVisible();
    // The site shell around the crashed page keeps working.
    await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();

    await page.evaluate(() => {
      (window as unknown as {injectFault: boolean}).injectFault = false;
    });
    await page.getByRole('button', {name: 'Try again', exact: true}).click();
    await expect(h1(page)).toHaveText(capePage.heading);
  });
});

test.describe('a route whose code fails', () => {
  test.use({
    expectedConsoleErrors:
      /Failed to load resource|ChunkLoadError|Loading chunk/,
  });

  test('to preload reloads the page, which then loads the route', async ({
    page,
  }) => {
    await visit(page, '/');
    // Script chunks fail until the browser reloads the document.
    let reloaded = false;
    page.on('request', (request) => {
      if (request.isNavigationRequest()) reloaded = true;
    });
    await page.route('**/assets/js/*.js', (route) =>
      reloaded ? route.continue() : route.abort(),
    );
    const load = page.waitForEvent('load');
    await footerLink(page, 'Cape UI').click();
    await load;
    await waitForHydration(page);
    await expect(page).toHaveURL('/docs/Cape%20UI');
    await expect(h1(page)).toHaveText('Cape UI');
  });

  test('to load while its page renders shows the error and a Retry button that loads the page', async ({
    page,
  }) => {
    // A reader on a flaky connection clicks two links in quick succession.
    // The first route's code is still on its way when the second route's
    // content chunk fails, so the shell asks for a reload, which fails too
    // (answered with 204, so the page stays). Then the first route's code
    // arrives, the shell renders the second route, and its chunk fails again.
    // Each step waits for the one before, not for a clock, so a slow machine
    // runs the same story. Save-data: no prefetching, so each route's code
    // loads on click.
    await emulateConnection(page, {effectiveType: '4g', saveData: true});
    await visit(page, '/');
    let connectionDown = true;
    let releaseFirstRoute = () => {};
    const firstRouteHeld = new Promise<void>((resolve) => {
      releaseFirstRoute = resolve;
    });
    await page.route('**/assets/js/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (connectionDown && body.includes('About these docs')) {
        await route.abort('connectionfailed');
        return;
      }
      if (connectionDown) await firstRouteHeld;
      await route.fulfill({response});
    });
    await page.route(
      (url) => url.pathname === '/markdown-page',
      async (route) => {
        if (!route.request().isNavigationRequest() || !connectionDown) {
          await route.continue();
          return;
        }
        await route.fulfill({status: 204});
        releaseFirstRoute();
      },
    );
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', {name: 'Cape UI'}).click();
    await footer.getByRole('link', {name: 'About these docs'}).click();

    const retry = page.getByRole('button', {name: 'Retry', exact: true});
    await expect(retry).toBeVisible({timeout: 10_000});
    await expect(
      page.getByText(/ChunkLoadError: Loading chunk \S+ failed/),
    ).toBeVisible();

    connectionDown = false;
    await retry.click();
    await expect(h1(page)).toHaveText('About these docs');
    await expect(page).toHaveURL('/markdown-page');
  });
});

test.describe('a wrong base URL', () => {
  test.use({expectedConsoleErrors: /Failed to load resource/});

  test("shows the banner 'Your Docusaurus site did not load properly.'", async ({
    page,
    baseURL,
  }) => {
    // The same build, served under a prefix it was not built for: its pages
    // load, its assets (linked from `/`) do not.
    const prefix = '/somewhere-else/';
    await page.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      if (!url.pathname.startsWith(prefix)) {
        await route.fulfill({status: 404, body: 'Not found'});
        return;
      }
      const response = await route.fetch({
        url: `${baseURL}/${url.pathname.slice(prefix.length)}`,
      });
      await route.fulfill({response});
    });
    await page.goto(prefix);
    await expect(
      page.getByText('Your Docusaurus site did not load properly.'),
    ).toBeVisible();
    await expect(
      page.getByText(`We suggest trying baseUrl = ${prefix}`),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute(
      'data-has-hydrated',
      'false',
    );
  });
});
