import type {Page} from '@playwright/test';
import {test, expect, visit} from './fixtures';
import {capePage, docPages} from './site';

// Every doc page can be copied, or viewed, as clean Markdown: the Markdown
// file the build writes beside it (src/plugins/pageExport), which
// llms.spec.ts checks on every page.

test.use({
  permissions: ['clipboard-read', 'clipboard-write'],
});

const copyButton = (page: Page) =>
  page.getByRole('button', {name: 'Copy page', exact: true});
const viewButton = (page: Page) =>
  page.getByRole('button', {name: /^View as Markdown/});

/**
 * Runs `copy` and checks the status says so while the buttons stay put:
 * left-aligned in document order, a button already painted cannot move when
 * the next one streams in (a right-aligned row moved the first by the
 * second's width); the status message comes after them.
 */
async function expectCopiedInPlace(page: Page, copy: () => Promise<void>) {
  const [rowBox, copyBox, viewBox] = await Promise.all(
    [copyButton(page).locator('..'), copyButton(page), viewButton(page)].map(
      async (locator) => (await locator.boundingBox())!,
    ),
  );
  expect(copyBox.x).toBeCloseTo(rowBox.x, 0);
  expect(viewBox.x).toBeGreaterThan(copyBox.x + copyBox.width);
  await copy();
  await expect(page.getByRole('status')).toHaveText('Page copied as Markdown.');
  expect(await copyButton(page).boundingBox()).toEqual(copyBox);
  expect(await viewButton(page).boundingBox()).toEqual(viewBox);
  return page.evaluate(() => navigator.clipboard.readText());
}

test('at 1280 px "Copy page" starts its row, copies the page\'s Markdown file and says so, the buttons staying put; "View as Markdown" opens the same text in a new tab', async ({
  page,
  context,
  request,
}) => {
  const markdown = await request.get(`${capePage.path}.md`);
  const expected = await markdown.text();
  await visit(page, capePage.path);
  const fetched: string[] = [];
  page.on('request', (sent) => fetched.push(new URL(sent.url()).pathname));
  const copied = await expectCopiedInPlace(page, () =>
    copyButton(page).click(),
  );
  expect(copied).toBe(expected);
  // The page's own Markdown, not the whole site's.
  expect(fetched).toEqual([encodeURI(`${capePage.path}.md`)]);

  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    viewButton(page).click(),
  ]);
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
  await tab.waitForLoadState();
  const shown = await tab.evaluate(() => document.body.innerText);
  expect(`${shown.trim()}\n`).toBe(expected);
});

test('at 375 px "Copy page" starts its row too, and works from the keyboard', async ({
  page,
}) => {
  await page.setViewportSize({width: 375, height: 900});
  await visit(page, docPages[1].path);
  const copied = await expectCopiedInPlace(page, async () => {
    await copyButton(page).focus();
    await page.keyboard.press('Enter');
  });
  expect(copied).toMatch(new RegExp(`^# ${docPages[1].heading}\\n`));
});
