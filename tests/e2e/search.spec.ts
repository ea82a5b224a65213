import type {Page} from '@playwright/test';
import {test, expect, visit, axeViolations} from './fixtures';
import {settle} from './screenshots';
import {capePage, docPages} from './site';

// Full-text search served by the site itself (src/plugins/search, its
// dialog in src/plugins/search/theme/SearchBar): an index split into small files by term, of which a
// search fetches the few its words need, only once a reader opens search, in
// a dialog opened by the navbar button, Ctrl/Cmd+K or "/".
// Ranking, typo correction and completion are unit-tested beside the code
// (npm run test:unit); here, what a reader meets in the browser, a few
// searches to a visit. Search quality is measured by
// tests/search/floors.test.mjs; tests/e2e/search-quality.spec.ts shows the
// dialog returns the ranking it measures.

const openButton = (page: Page) =>
  page
    .getByRole('navigation', {name: 'Main'})
    .getByRole('button', {name: 'Search', exact: true});
const searchBox = (page: Page) =>
  page.getByRole('combobox', {name: 'Search the docs'});
const results = (page: Page) =>
  page.getByRole('listbox', {name: 'Results'}).getByRole('option');
const status = (page: Page) =>
  page.getByRole('dialog', {name: 'Search the docs'}).getByRole('status');

/** Types `query` into the open search box and waits for its results. */
async function searchFor(page: Page, query: string) {
  await searchBox(page).fill(query);
  // "Searching…" until the results of these words show.
  await expect(status(page)).toHaveText(/results?\b|No results/);
}

/** Opens /docs/Cape in `theme` mode, all its images and fonts in. */
async function visitSettled(page: Page, theme: string) {
  await visit(page, `${capePage.path}?docusaurus-theme=${theme}`);
  await settle(page);
}

/** Searches for "webhook signature" from "/"; the dialog then passes axe and looks as its baseline. */
async function expectDialogAsBaseline(page: Page, theme: string) {
  await page.keyboard.press('/');
  await expect(searchBox(page)).toBeFocused();
  await searchFor(page, 'webhook signature');
  await expect(results(page).nth(1)).toBeVisible();
  await expect(page).toHaveScreenshot(`search-dialog-${theme}.png`);
  expect(await axeViolations(page, 'dialog')).toEqual([]);
}

test('a visit of searches: the index loads only once search opens, never a file twice; results, arrow keys, typos, no results; the dialog passes axe and looks as its baseline in light mode', async ({
  page,
  request,
}) => {
  const fetched: string[] = [];
  page.on('request', (sent) => {
    const {pathname} = new URL(sent.url());
    if (pathname.startsWith('/search/')) fetched.push(pathname);
  });
  await visitSettled(page, 'light');
  await page.waitForLoadState('load');
  expect(fetched, 'search files fetched by the page load').toEqual([]);
  await expectDialogAsBaseline(page, 'light');

  await test.step('results show the page and the section, with the matched words highlighted', async () => {
    const first = results(page).first();
    await expect(first).toContainText('Cape platform');
    await expect(first).toContainText('Verifying signatures');
    const marked = await first.locator('mark').allInnerTexts();
    expect(marked.some((text) => /signature/i.test(text))).toBe(true);
    for (const text of marked) expect(text).toMatch(/webhook|signature/i);
  });

  await test.step('arrow keys move through the results, and the box names the active one', async () => {
    await searchFor(page, 'crawl');
    await expect(results(page).nth(1)).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(results(page).nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(results(page).first()).toHaveAttribute(
      'aria-selected',
      'false',
    );
    const id = await results(page).nth(1).getAttribute('id');
    await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', id!);
    await page.keyboard.press('ArrowUp');
    await expect(results(page).first()).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  await test.step('a word with a one-letter typo finds the word the reader meant, and says so', async () => {
    await searchFor(page, 'pagnation');
    await expect(status(page)).toContainText('for “pagination”');
    await expect(results(page).first()).toContainText('Pagination');
  });

  await test.step('a search with no results says so and suggests what to try', async () => {
    await searchFor(page, 'qzxqzv');
    await expect(status(page)).toHaveText(
      'No results for “qzxqzv”. Check the spelling, or try other words.',
    );
    await expect(results(page)).toHaveCount(0);
  });

  await test.step('no index file is fetched twice; those named by their content are cached for a year', async () => {
    // "webhooks" is searched as "webhook" is: the same term, fetched already.
    await searchFor(page, 'webhooks');
    expect(fetched).toContain('/search/manifest.json');
    expect(fetched.some((path) => path.includes('/terms/'))).toBe(true);
    expect(fetched.filter((path, i) => fetched.indexOf(path) !== i)).toEqual(
      [],
    );
    const versioned = fetched.filter((path) =>
      /^\/search\/[0-9a-f]+\//.test(path),
    );
    expect(versioned.length).toBeGreaterThan(0);
    for (const path of versioned) {
      const response = await request.get(path);
      expect(response.headers()['cache-control'], path).toBe(
        'public, max-age=31536000, immutable',
      );
    }
    // The manifest names the version: it is checked again on every visit.
    const manifestFile = await request.get('/search/manifest.json');
    expect(manifestFile.headers()['cache-control']).toBe('no-cache');
  });

  await test.step('Ctrl+K inside the open search box leaves search as it was: its words and the chosen result', async () => {
    await searchFor(page, 'signature');
    await expect(results(page).nth(1)).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(results(page).nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Control+k');
    await expect(searchBox(page)).toBeFocused();
    await expect(searchBox(page)).toHaveValue('signature');
    await expect(results(page).nth(1)).toHaveAttribute('aria-selected', 'true');
  });

  await test.step('Escape closes search and gives focus back to the button that opened it', async () => {
    await page.keyboard.press('Escape');
    await expect(searchBox(page)).toBeHidden();
    await openButton(page).click();
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(
      page.getByRole('dialog', {name: 'Search the docs'}),
    ).toBeHidden();
    await expect(openButton(page)).toBeFocused();
  });
});

test('the open dialog with results has no accessibility violations and looks as its baseline in dark mode', async ({
  page,
}) => {
  await visitSettled(page, 'dark');
  await expectDialogAsBaseline(page, 'dark');
});

test('on a phone the icon opens search and a result its page; Ctrl+K, Cmd+K on a Mac and "/" open search, even pressed as search closes; Enter opens the first result at its section', async ({
  page,
}) => {
  await page.setViewportSize({width: 375, height: 800});
  await visit(page, '/docs/Cape UI');
  await test.step('on a phone, the icon opens search, a result opens its page', async () => {
    await openButton(page).click();
    await searchBox(page).fill('custom domain');
    const first = results(page).first();
    await expect(first).toBeInViewport();
    await first.click();
    await expect(page).toHaveURL(
      (url) => decodeURI(url.pathname) === docPages[5].path,
    );
    await page.setViewportSize({width: 1280, height: 800});
  });

  await test.step('inside the box "/" types a slash', async () => {
    await page.keyboard.press('Control+k');
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.type('a/b');
    await expect(searchBox(page)).toHaveValue('a/b');
    await page.keyboard.press('Escape');
    await expect(searchBox(page)).toBeHidden();

    await page.keyboard.press('Meta+k');
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(searchBox(page)).toBeHidden();
    await page.keyboard.press('/');
    await expect(searchBox(page)).toBeFocused();
  });

  await test.step('a shortcut pressed as search closes, before the dialog reports it, opens search again', async () => {
    // The browser closes a dialog at once (on Escape, or close()) but fires
    // its `close` event a task later. A "/" in between, as a fast reader on a
    // slow phone types it, must not be undone by that event.
    await searchBox(page).fill('webhook');
    await page.evaluate(() => {
      document.querySelector<HTMLDialogElement>('dialog[open]')!.close();
      document.body.dispatchEvent(
        new KeyboardEvent('keydown', {
          key: '/',
          bubbles: true,
          cancelable: true,
        }),
      );
    });
    await expect(searchBox(page)).toBeFocused();
    // Still open once the first dialog's close event has come and gone.
    await page.evaluate(
      () => new Promise((resolve) => setTimeout(resolve, 100)),
    );
    await expect(searchBox(page)).toBeVisible();
    await expect(searchBox(page)).toHaveValue('webhook');
  });

  await test.step('Enter opens the first result at its section, scrolled into view', async () => {
    await searchFor(page, 'pagination cursor');
    await expect(results(page).first()).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/docs/Cape#pagination');
    const section = page.locator('[id="pagination"]');
    await expect(section).toHaveText(/^Pagination/);
    await expect(section).toBeInViewport();
  });
});
