import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect, visit, waitForHydration} from './fixtures';
import {allPages, capePage, docPages} from './site';

const buildDir = join(__dirname, '..', '..', 'build');

test.describe('every route of the specification', () => {
  for (const {path, heading} of allPages) {
    test(`${path} renders its heading, in English, left to right`, async ({
      page,
    }) => {
      const response = await page.goto(encodeURI(path));
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
      await expect(page).toHaveTitle(/(^| \| )Cape$/);
    });
  }

  test('the home page carries the tagline about becoming a global superhero', async ({
    page,
  }) => {
    await visit(page, '/');
    // Written out, not read from src/site.ts: changing the tagline must fail.
    await expect(page.getByRole('main')).toContainText(
      'Become a global superhero.',
    );
  });

  test('the sitemap lists exactly the routes of the specification', async ({
    page,
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map(([, loc]) =>
        decodeURI(new URL(loc!).pathname).replace(/(.)\/$/, '$1'),
      )
      .sort();
    expect(listed).toEqual(allPages.map(({path}) => path).sort());
    for (const path of listed) {
      await visit(page, path);
      await expect(page.getByRole('heading', {level: 1})).not.toHaveText(
        'Page Not Found',
      );
    }
  });
});

test.describe('unknown paths', () => {
  // The 404 status of the page itself is logged by the browser as an error.
  test.use({expectedConsoleErrors: /status of 404/});

  for (const path of [
    '/nope',
    '/docs/nope',
    '/docs/Cape UI/extra',
    '/docs/Best Practice/overview',
    '/blog',
    // The search plugin's results page is left out (src/plugins/localSearch.ts).
    '/search',
  ]) {
    test(`${path} shows the not-found page with a 404 status`, async ({
      page,
    }) => {
      const response = await page.goto(encodeURI(path));
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(
        'Page Not Found',
      );
      expect(new URL(page.url()).pathname).toBe(encodeURI(path));
    });
  }
});

const withoutTrailingSlash = (pathname: string) =>
  decodeURI(pathname).replace(/(.)\/$/, '$1');

const htmlSuffixCases = [
  {from: '/index.html', to: '/', heading: 'Cape'},
  {
    from: '/markdown-page.html',
    to: '/markdown-page',
    heading: 'About these docs',
  },
  {from: '/docs/index.html', to: '/docs', heading: 'Cape documentation'},
  {from: '/docs/Cape.html', to: '/docs/Cape', heading: capePage.heading},
  {from: '/docs/Cape/index.html', to: '/docs/Cape', heading: capePage.heading},
  {
    from: '/docs/Cape UI.html',
    to: '/docs/Cape UI',
    heading: docPages[6].heading,
  },
  {
    from: '/docs/Cape Landing Page/overview/index.html',
    to: '/docs/Cape Landing Page/overview',
    heading: docPages[5].heading,
  },
];

test.describe('served by npm run serve, .html and /index.html redirect to the path without them', () => {
  for (const {from, to, heading} of htmlSuffixCases) {
    test(`${from} shows ${to}`, async ({page}) => {
      await visit(page, from);
      expect(withoutTrailingSlash(new URL(page.url()).pathname)).toBe(to);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
    });
  }
});

test.describe('on a static host that answers missing files with 404.html, the client drops .html', () => {
  // The host's 404 answer to `/docs/Cape.html` is logged by the browser.
  test.use({expectedConsoleErrors: /status of 404/});

  for (const {from, to, heading} of htmlSuffixCases) {
    test(`${from} shows the page of ${to}`, async ({page, request}) => {
      const notFoundHtml = await (await request.get('/404.html')).text();
      await page.route(
        (url) => url.pathname.endsWith('.html'),
        async (route) => {
          // Files that exist are served as they are (`/docs/Cape/index.html`);
          // the rest get 404.html, as GitHub Pages and most static hosts do.
          const file = join(
            buildDir,
            decodeURI(new URL(route.request().url()).pathname),
          );
          if (existsSync(file)) {
            await route.fulfill({path: file, contentType: 'text/html'});
          } else {
            await route.fulfill({
              status: 404,
              contentType: 'text/html',
              body: notFoundHtml,
            });
          }
        },
      );
      await page.goto(encodeURI(from));
      await expect
        .poll(() => withoutTrailingSlash(new URL(page.url()).pathname))
        .toBe(to);
      await waitForHydration(page);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
    });
  }
});
