import {test, expect, waitForHydration} from './fixtures';
import {docPages} from './site';

// The not-found page helps a reader on (src/theme/NotFound/Content,
// src/components/NotFoundHelp): the page they probably meant, search one key
// or one click away, and every page. It is still served with status 404.

test.use({expectedConsoleErrors: /status of 404/});

// Which route a path suggests is unit-tested beside the code
// (src/components/NotFoundHelp/suggest.test.mjs); here, one suggestion end
// to end: the status, the message and the link.
test('a mistyped path answers 404 and asks "Did you mean ...?" with a link that opens the page', async ({
  page,
}) => {
  const response = await page.goto(encodeURI('/docs/Best Practice/overview'));
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(
    'Page Not Found',
  );
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
  const response = await page.goto('/docs/Cape%20UI/extra');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(
    page.getByRole('navigation', {name: 'Find what you were looking for'}),
  ).toContainText('Did you mean /docs/Cape UI?');
});
