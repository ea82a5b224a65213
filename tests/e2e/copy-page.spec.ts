import {test, expect, visit} from './fixtures';
import {capePage, docPages} from './site';

// Every doc page can be copied, or viewed, as clean Markdown: the Markdown
// file the build writes beside it (src/plugins/pageExport).

/** The page's Markdown file, which tests/e2e/llms.spec.ts checks. */
async function expectedMarkdown(
  request: import('@playwright/test').APIRequestContext,
  path: string,
): Promise<string> {
  const response = await request.get(`${path}.md`);
  expect(response.status(), `${path}.md`).toBe(200);
  return response.text();
}

test('"Copy page" copies the page as clean Markdown and says so', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await visit(page, capePage.path);
  const fetched: string[] = [];
  page.on('request', (sent) => fetched.push(new URL(sent.url()).pathname));
  await page.getByRole('button', {name: 'Copy page', exact: true}).click();
  await expect(page.getByRole('status')).toHaveText('Page copied as Markdown.');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await expectedMarkdown(request, capePage.path));
  // The page's own Markdown, not the whole site's.
  expect(fetched).toEqual([encodeURI(`${capePage.path}.md`)]);

  // Clean Markdown: the title, the tabs as headed sections, the reference
  // tables and facts rendered, links absolute, and no MDX left.
  expect(copied).toMatch(
    /^# Cape platform\n\nSource: https?:\/\/\S+\/docs\/Cape\n/,
  );
  expect(copied).toMatch(/^#### curl$/m);
  expect(copied).toMatch(/^#### TypeScript$/m);
  expect(copied).toMatch(/^\| `not_found` \| `404` \| No \|/m);
  expect(copied).toMatch(
    /^### GET \/v1\/workspace\n\n.+\n\n- \*\*SDK:\*\* `workspace\.get`$/m,
  );
  expect(copied).toMatch(/^## API reference$/m);
  expect(copied).toMatch(
    /\[\d+ days\]\(https?:\/\/\S+\/docs\/Cape#plans-and-limits\)/,
  );
  expect(copied).toContain('```bash');
  expect(copied).not.toMatch(
    /<(?:Tabs|TabItem|ReferenceTable|Fact|ContentFlowDiagram)\b/,
  );
  // MDX imports are gone; samples' own imports stay, inside code blocks.
  expect(copied).not.toMatch(/^import .* from '@(?:theme|site)\//m);
  expect(copied).not.toMatch(/\]\(\.{1,2}\//);
});

for (const width of [1280, 375]) {
  test(`at ${width} px the Copy page buttons start their row, in order, and stay put when the status speaks`, async ({
    page,
    context,
  }) => {
    // Left-aligned in document order, a button already painted cannot move
    // when the next one streams in (a right-aligned row moved the first by
    // the second's width); the status message comes after them.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({width, height: 900});
    await visit(page, docPages[1].path);
    const copy = page.getByRole('button', {name: 'Copy page', exact: true});
    const view = page.getByRole('button', {name: /^View as Markdown/});
    const row = copy.locator('..');
    const [rowBox, copyBox, viewBox] = await Promise.all(
      [row, copy, view].map(async (locator) => (await locator.boundingBox())!),
    );
    expect(copyBox.x).toBeCloseTo(rowBox.x, 0);
    expect(viewBox.x).toBeGreaterThan(copyBox.x + copyBox.width);
    await copy.click();
    await expect(page.getByRole('status')).toHaveText(
      'Page copied as Markdown.',
    );
    expect(await copy.boundingBox()).toEqual(copyBox);
    expect(await view.boundingBox()).toEqual(viewBox);
  });
}

test('Copy page works from the keyboard', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await visit(page, docPages[1].path);
  await page.getByRole('button', {name: 'Copy page', exact: true}).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText('Page copied as Markdown.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    new RegExp(`^# ${docPages[1].heading}\\n`),
  );
});

test('"View as Markdown" opens the same text in a new tab', async ({
  page,
  context,
  request,
}) => {
  const path = '/docs/Cape Landing Page/overview';
  await visit(page, path);
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', {name: /^View as Markdown/}).click(),
  ]);
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
  await tab.waitForLoadState();
  const shown = await tab.evaluate(() => document.body.innerText);
  expect(`${shown.trim()}\n`).toBe(await expectedMarkdown(request, path));
});
