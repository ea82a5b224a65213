import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {axeTags, test, expect, visit} from './fixtures';
import {docPages} from './site';

// Full-text search served by the site itself (src/plugins/localSearch.ts,
// src/theme/SearchBar). The index is fetched only when a reader starts a
// search, and results open the section they were found in.

const root = join(__dirname, '..', '..');
const docsDir = join(root, 'docs');

/** Every MDX file under docs/, relative to it. */
function docFiles(dir = docsDir): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) =>
    entry.isDirectory()
      ? docFiles(join(dir, entry.name))
      : entry.name.endsWith('.mdx')
        ? [relative(docsDir, join(dir, entry.name))]
        : [],
  );
}

/** A word that, as the test checks, appears on one page only. */
const word = 'pronunciation';
const wordFile = join('Best Prectice', 'overview.mdx');
const wordPage = docPages[0];

/** The heading of the section, in the page's source, where `word` first appears. */
function sectionOfWord(): string {
  const lines = readFileSync(join(docsDir, wordFile), 'utf8').split('\n');
  const at = lines.findIndex((line) => line.toLowerCase().includes(word));
  const heading = lines
    .slice(0, at)
    .reverse()
    .find((line) => /^#{2,3} /.test(line));
  if (!heading) throw new Error(`No heading above "${word}" in ${wordFile}.`);
  return heading.replace(/^#+ /, '');
}

// A text box until the search starts; autocomplete.js then makes it a combobox.
const searchBox = (page: Page) =>
  page
    .getByRole('textbox', {name: 'Search'})
    .or(page.getByRole('combobox', {name: 'Search'}));
const results = (page: Page) => page.getByRole('option');
/** The search index's path: its file name carries a hash of its content. */
const searchIndexPath = /\/search-index-[0-9a-f]{8,}\.json$/;

test('the search index is not part of a page load; a reader starting a search fetches it, named by its hash', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) =>
    fetched.push(new URL(request.url()).pathname),
  );
  await visit(page, '/docs/Cape');
  await page.waitForLoadState('networkidle');
  expect(fetched.filter((path) => path.includes('search-index'))).toEqual([]);

  const index = page.waitForResponse((response) =>
    searchIndexPath.test(new URL(response.url()).pathname),
  );
  await searchBox(page).focus();
  expect((await index).status()).toBe(200);
});

/**
 * Holds the search index back, as a slow connection would, until `release()`;
 * `requested()` says whether the page has asked for it yet.
 */
async function holdIndex(
  page: Page,
): Promise<{requested: () => boolean; release: () => void}> {
  let requested = false;
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(searchIndexPath, async (route) => {
    requested = true;
    await released;
    await route.continue();
  });
  return {requested: () => requested, release};
}

test('a reader who Tabs on past the search box before its index has loaded keeps focus where they took it', async ({
  page,
}) => {
  const index = await holdIndex(page);
  await visit(page, '/docs/Cape');
  await searchBox(page).focus();
  await expect.poll(index.requested, 'the index was requested').toBe(true);
  await page.keyboard.press('Tab');
  const next = await page.evaluateHandle(() => document.activeElement);
  expect(
    await next.evaluate((element) => element?.closest('.navbar__search')),
  ).toBeNull();

  index.release();
  // autocomplete.js makes the box a combobox once the index has loaded.
  await expect(page.getByRole('combobox', {name: 'Search'})).toBeAttached();
  expect(
    await next.evaluate((element) => element === document.activeElement),
  ).toBe(true);
});

test('a reader who types in the search box while its index loads keeps typing there, and gets results', async ({
  page,
}) => {
  const index = await holdIndex(page);
  await visit(page, '/docs/Cape');
  await page.keyboard.press('/');
  await page.keyboard.type('craw');
  await expect.poll(index.requested, 'the index was requested').toBe(true);
  index.release();
  await expect(page.getByRole('combobox', {name: 'Search'})).toBeFocused();
  await page.keyboard.type('l');
  await expect(searchBox(page)).toHaveValue('crawl');
  await expect(results(page).first()).toBeVisible();
});

test('Ctrl+K focuses the search box', async ({page}) => {
  await visit(page, '/docs/Cape UI');
  await page.keyboard.press('Control+k');
  await expect(searchBox(page)).toBeFocused();
});

test('Cmd+K focuses the search box on a Mac', async ({page}) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'userAgentData', {
      configurable: true,
      get: () => ({platform: 'macOS'}),
    });
  });
  await visit(page, '/docs/Cape UI');
  await page.keyboard.press('Meta+k');
  await expect(searchBox(page)).toBeFocused();
});

test('"/" focuses the search box, and inside it types a slash', async ({
  page,
}) => {
  await visit(page, '/docs/Cape UI');
  await page.keyboard.press('/');
  await expect(searchBox(page)).toBeFocused();
  await expect(searchBox(page)).toHaveValue('');
  await page.keyboard.type('a/b');
  await expect(searchBox(page)).toHaveValue('a/b');
});

test(`a word found on one page only ("${word}") finds that page, and Enter opens the section`, async ({
  page,
}) => {
  const pagesWithWord = docFiles().filter((file) =>
    readFileSync(join(docsDir, file), 'utf8').toLowerCase().includes(word),
  );
  expect(pagesWithWord).toEqual([wordFile]);

  await visit(page, '/docs/Cape');
  await page.keyboard.press('/');
  await page.keyboard.type(word);
  await expect(results(page).first()).toBeVisible();
  for (const option of await results(page).all()) {
    await expect(option).toContainText(wordPage.heading);
  }

  // The first result is selected; Enter opens it at its section.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(
    (url) => decodeURI(url.pathname) === wordPage.path && url.hash.length > 1,
  );
  const target = page.locator(
    `[id="${decodeURIComponent(new URL(page.url()).hash.slice(1))}"]`,
  );
  await expect(target).toHaveText(sectionOfWord());
  await expect(target).toBeInViewport();
});

test('arrow keys move through the results', async ({page}) => {
  await visit(page, '/docs/Cape');
  await page.keyboard.press('/');
  await page.keyboard.type('crawl');
  await expect(results(page).nth(1)).toBeVisible();
  await expect(results(page).first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(results(page).nth(1)).toHaveAttribute('aria-selected', 'true');
  const selectedId = await results(page).nth(1).getAttribute('id');
  await expect(searchBox(page)).toHaveAttribute(
    'aria-activedescendant',
    selectedId!,
  );
});

test('a search with no results says so and suggests what to try instead', async ({
  page,
}) => {
  const emptyState = JSON.parse(
    readFileSync(join(root, 'i18n', 'en', 'code.json'), 'utf8'),
  )['theme.SearchBar.noResultsText'].message as string;
  await visit(page, '/docs/Cape');
  await page.keyboard.press('/');
  await page.keyboard.type('qzxqzv');
  await expect(page.getByText(emptyState)).toBeVisible();
  await expect(results(page)).toHaveCount(0);
});

test('the dropdown has no "See all results" link to a /search page', async ({
  page,
}) => {
  await visit(page, '/docs/Cape');
  await page.keyboard.press('/');
  await page.keyboard.type('crawl');
  await expect(results(page).first()).toBeVisible();
  await expect(page.getByRole('link', {name: /see all results/i})).toBeHidden();
});

test('a named clear button empties the search box', async ({page}) => {
  await visit(page, '/docs/Cape');
  await page.keyboard.press('/');
  await page.keyboard.type('crawl');
  const clear = page.getByRole('button', {name: 'Clear search'});
  await expect(clear).toBeVisible();
  const {width, height} = (await clear.boundingBox())!;
  expect(Math.min(width, height)).toBeGreaterThanOrEqual(24);
  await clear.click();
  await expect(searchBox(page)).toHaveValue('');
});

test('search works on a phone', async ({page}) => {
  await page.setViewportSize({width: 375, height: 800});
  await visit(page, '/docs/Cape UI');
  await page.keyboard.press('/');
  await page.keyboard.type(word);
  const first = results(page).first();
  await expect(first).toBeVisible();
  await expect(first).toBeInViewport();
  await first.click();
  await expect(page).toHaveURL(
    (url) => decodeURI(url.pathname) === wordPage.path,
  );
});

for (const theme of ['light', 'dark'] as const) {
  test(`the open dropdown has no accessibility violations in ${theme} mode`, async ({
    page,
  }) => {
    await visit(page, `/docs/Cape?docusaurus-theme=${theme}`);
    await page.keyboard.press('/');
    await page.keyboard.type('crawl');
    await expect(results(page).nth(1)).toBeVisible();
    const {violations} = await new AxeBuilder({page})
      .include('.navbar__search')
      .withTags(axeTags)
      .analyze();
    expect(
      violations.map(({id, nodes}) => ({
        id,
        targets: nodes.map((node) => node.target.join(' ')),
      })),
    ).toEqual([]);
  });
}
