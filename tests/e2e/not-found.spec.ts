import {test, expect, waitForHydration} from './fixtures';
import {docPages} from './site';

// A path that is no route of the site is answered with status 404 and the
// not-found page: this file is where the suite checks that status. Every
// route is an exact match (the specification), so a path in the wrong case
// is not found either, and the client, once it hydrates, must agree
// (src/plugins/exactRoutes) rather than render the page the path resembles
// over it; a hydration mismatch is logged as an error, which fails the test
// (./fixtures.ts). The not-found page helps a reader on
// (src/theme/NotFound/Content, src/components/NotFoundHelp): the page they
// probably meant, search one key or one click away, and every page.

test.use({expectedConsoleErrors: /status of 404/});

for (const path of [
  '/nope',
  '/docs/nope',
  '/docs/Cape UI/extra',
  '/docs/Best Practice/overview',
  '/docs/Cape Landing Page',
  '/blog',
  // The search plugin's results page is left out (src/plugins/search).
  '/search',
  // In the wrong case.
  '/docs/cape ui',
  '/docs/CAPE UI',
  '/Docs/Cape',
  '/docs/cape',
  '/docs/best prectice/overview',
  '/Markdown-Page',
]) {
  test(`${path} answers 404 with the not-found page, before and after hydration`, async ({
    page,
  }) => {
    const response = await page.goto(encodeURI(path));
    expect(response?.status()).toBe(404);
    const heading = page.getByRole('heading', {level: 1});
    await expect(heading).toHaveText('Page Not Found');
    await waitForHydration(page);
    await expect(heading).toHaveText('Page Not Found');
    expect(new URL(page.url()).pathname).toBe(encodeURI(path));
  });
}

// Which route a path suggests is unit-tested beside the code
// (src/components/NotFoundHelp/suggest.test.mjs); here, one suggestion end
// to end: the status, the message and the link.
test('a mistyped path asks "Did you mean ...?" with a link that opens the page', async ({
  page,
}) => {
  await page.goto(encodeURI('/docs/Best Practice/overview'));
  await waitForHydration(page);
  const help = page.getByRole('navigation', {
    name: 'Find what you were looking for',
  });
  await expect(help).toContainText(
    'Did you mean /docs/Best Prectice/overview?',
  );
  await help
    .getByRole('link', {name: '/docs/Best Prectice/overview', exact: true})
    .click();
  await expect(page).toHaveURL(encodeURI('/docs/Best Prectice/overview'));
  await expect(page.getByRole('heading', {level: 1})).not.toHaveText(
    'Page Not Found',
  );
});

test('a path close to no page makes no suggestion, and links every page and the index', async ({
  page,
}) => {
  await page.goto('/no-such-page-at-all');
  await waitForHydration(page);
  const help = page.getByRole('navigation', {
    name: 'Find what you were looking for',
  });
  await expect(help).not.toContainText('Did you mean');
  await expect(help.getByRole('link', {name: 'docs index'})).toHaveAttribute(
    'href',
    '/docs',
  );
  const hrefs = await help
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => decodeURI(link.getAttribute('href') ?? '')),
    );
  for (const {path} of docPages) expect(hrefs).toContain(path);
});

test('search is one key away, and one click starts it with the words of the path', async ({
  page,
}) => {
  await page.goto('/docs/webhook-signatures');
  await waitForHydration(page);
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
});

test('an unknown doc path gets the same help inside the docs', async ({
  page,
}) => {
  await page.goto('/docs/Cape%20UI/extra');
  await waitForHydration(page);
  await expect(
    page.getByRole('navigation', {name: 'Find what you were looking for'}),
  ).toContainText('Did you mean /docs/Cape UI?');
});
