import type {Page} from '@playwright/test';
import {test, expect, waitForHydration, h1} from './fixtures';
import {hrefs} from './shell';
import {docPages} from './site';

// A path that is no route of the site is answered with status 404 and the
// not-found page: this file is where the suite checks that status. Every
// route is an exact match (the specification), so a path in the wrong case
// is not found either, and the client, once it hydrates, must agree
// (src/plugins/exactRoutes) rather than render the page the path resembles
// over it; a hydration mismatch is logged as an error, which fails the test
// (./fixtures.ts). The not-found page helps a reader on
// (src/theme/NotFound/Content, src/components/NotFoundHelp): the page they
// probably meant, search one key or one click away, and every page. Which
// route a path suggests is unit-tested beside the code
// (src/components/NotFoundHelp/suggest.test.mjs); here, end to end, the
// help on a few of the paths.

test.use({expectedConsoleErrors: /status of 404/});

const helpOf = (page: Page) =>
  page.getByRole('navigation', {name: 'Find what you were looking for'});

/** Each path, and what its help must show beyond the page itself. */
const paths: Record<string, (page: Page) => Promise<void>> = {
  '/nope': async () => {},
  '/docs/nope': async () => {},
  '/docs/Cape UI/extra': async (page) => {
    // Inside the docs, the same help.
    await expect(helpOf(page)).toContainText('Did you mean /docs/Cape UI?');
  },
  '/docs/Cape Landing Page': async () => {},
  '/blog': async () => {},
  // The search plugin's results page is left out (src/plugins/search).
  '/search': async () => {},
  // In the wrong case.
  '/docs/cape ui': async () => {},
  '/docs/CAPE UI': async () => {},
  '/Docs/Cape': async () => {},
  '/docs/cape': async () => {},
  '/docs/best prectice/overview': async () => {},
  '/Markdown-Page': async () => {},
  '/no-such-page-at-all': async (page) => {
    // Close to no page: no suggestion, and links to every page and the index.
    await expect(helpOf(page)).not.toContainText('Did you mean');
    await expect(
      helpOf(page).getByRole('link', {name: 'docs index'}),
    ).toHaveAttribute('href', '/docs');
    const links = await hrefs(helpOf(page).getByRole('link'));
    for (const {path} of docPages) expect(links).toContain(path);
  },
  '/docs/webhook-signatures': async (page) => {
    // Search is one key away, and one click starts it with the path's words.
    await expect(page.getByText('or press / on any page.')).toBeVisible();
    await page.getByRole('button', {name: 'Search the docs'}).click();
    const box = page.getByRole('combobox', {name: 'Search the docs'});
    await expect(box).toBeFocused();
    await expect(box).toHaveValue('webhook signatures');
    await expect(page.getByRole('option').first()).toContainText(
      'Verifying signatures',
    );
    await page.keyboard.press('Escape');
    await expect(box).toBeHidden();
    await page.keyboard.press('/');
    await expect(box).toBeFocused();
  },
  // Last: its suggestion's link leaves the not-found page.
  '/docs/Best Practice/overview': async (page) => {
    // A mistyped path asks "Did you mean ...?" with a link that opens the page.
    const meant = '/docs/Best Prectice/overview';
    await expect(helpOf(page)).toContainText(`Did you mean ${meant}?`);
    await helpOf(page).getByRole('link', {name: meant, exact: true}).click();
    await expect(page).toHaveURL(encodeURI(meant));
    await expect(h1(page)).not.toHaveText('Page Not Found');
  },
};

test('each path answers 404 with the not-found page, before and after hydration, and its help leads on', async ({
  page,
}) => {
  // Fifteen loads of the not-found page.
  test.setTimeout(150_000);
  for (const [path, help] of Object.entries(paths)) {
    await test.step(path, async () => {
      const response = await page.goto(encodeURI(path));
      expect(response?.status()).toBe(404);
      const heading = h1(page);
      await expect(heading).toHaveText('Page Not Found');
      await waitForHydration(page);
      await expect(heading).toHaveText('Page Not Found');
      expect(new URL(page.url()).pathname).toBe(encodeURI(path));
      await help(page);
    });
  }
});
