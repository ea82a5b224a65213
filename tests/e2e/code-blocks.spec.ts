import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect, visit} from './fixtures';
import {docPages} from './site';

// Code blocks are highlighted when the site is built and coloured by CSS
// (src/plugins/buildTimeHighlight): readers get
// coloured code without Prism running in their browser, in both colour modes
// from the first paint, and the theme's titles, line highlights and copy
// button still work.

const page = '/docs/Cape Chatmodal UI';
const title = 'src/components/IntranetChat.tsx';
/** The tab the block is in. */
const tab = 'React';

/** The fenced block titled `title` in the page's MDX source, as written. */
function sourceBlock(): {code: string; highlighted: number[]} {
  const mdx = readFileSync(
    join(__dirname, '..', '..', 'docs', 'Cape Chatmodal UI.mdx'),
    'utf8',
  );
  const match = new RegExp(
    `^\`\`\`tsx title="${title}" \\{([\\d,-]+)\\}\\n([\\s\\S]*?)\\n\`\`\`$`,
    'm',
  ).exec(mdx);
  if (!match) throw new Error(`No block titled ${title} in the page source.`);
  const highlighted = match[1]!.split(',').flatMap((range) => {
    const [from, to = from] = range.split('-').map(Number);
    return Array.from({length: to! - from! + 1}, (_, i) => from! + i);
  });
  return {code: match[2]!, highlighted};
}

test('every code block in a language Prism knows is highlighted in the served HTML', async ({
  request,
}) => {
  const plain: string[] = [];
  let blocks = 0;
  for (const {path} of docPages) {
    const html = await (await request.get(encodeURI(path))).text();
    for (const [pre, language] of html.matchAll(
      /<pre[^>]*class="[^"]*prism-code language-([\w-]+)[^>]*>[\s\S]*?<\/pre>/g,
    )) {
      // `text` is what a block without a language gets: nothing to highlight.
      if (language === 'text') continue;
      blocks += 1;
      if (!pre.includes('<span class="token ')) {
        plain.push(`${path}: ${pre.replace(/<[^>]+>/g, '').slice(0, 60)}`);
      }
    }
  }
  expect(blocks).toBeGreaterThan(50);
  expect(plain).toEqual([]);
});

test('the served HTML already holds the highlighted code, with no inline colours', async ({
  request,
}) => {
  const html = await (await request.get(encodeURI(page))).text();
  const pre = /<pre[^>]*class="[^"]*prism-code[^>]*>[\s\S]*?<\/pre>/.exec(
    html,
  )?.[0];
  expect(pre, 'a code block in the prerendered page').toBeTruthy();
  expect(pre).toMatch(/<span class="token [\w -]+">/);
  expect(pre).not.toMatch(/style=/);
});

test.describe('before any bundle runs', () => {
  // The bundles are blocked, so the browser logs their failed loads; the
  // inline colour-mode script in the page still runs, as it does for readers.
  test.use({expectedConsoleErrors: /net::ERR_FAILED/});

  for (const {theme, background, keyword} of [
    {
      theme: 'light',
      background: 'rgb(246, 248, 250)',
      keyword: 'rgb(164, 14, 38)',
    },
    {
      theme: 'dark',
      background: 'rgb(40, 42, 54)',
      keyword: 'rgb(189, 147, 249)',
    },
  ] as const) {
    test(`code is coloured for ${theme} mode from the HTML and CSS alone`, async ({
      page: browserPage,
    }) => {
      await browserPage.route('**/assets/js/*.js', (route) => route.abort());
      await browserPage.goto(`${encodeURI(page)}?docusaurus-theme=${theme}`);
      await expect(browserPage.locator('html')).toHaveAttribute(
        'data-theme',
        theme,
      );
      const block = browserPage.locator('.theme-code-block').first();
      await expect(block).toHaveCSS('background-color', background);
      await expect(
        browserPage.locator('.theme-code-block pre .token.keyword').first(),
      ).toHaveCSS('color', keyword);
    });
  }
});

test('a title and a line range from the metastring show on the block', async ({
  page: browserPage,
}) => {
  const {code, highlighted} = sourceBlock();
  await visit(browserPage, page);
  await browserPage.getByRole('tab', {name: tab}).first().click();
  const block = browserPage
    .locator('.theme-code-block')
    .filter({has: browserPage.getByText(title, {exact: true})});
  await expect(block).toBeVisible();
  const lines = block.locator('.token-line');
  await expect(lines).toHaveCount(code.split('\n').length);
  const marked = await lines.evaluateAll((elements) =>
    elements
      .map((line, index) =>
        line.classList.contains('theme-code-block-highlighted-line')
          ? index + 1
          : 0,
      )
      .filter(Boolean),
  );
  expect(marked).toEqual(highlighted);
});

test('the copy button copies the code as written in the source', async ({
  page: browserPage,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const {code} = sourceBlock();
  await visit(browserPage, page);
  await browserPage.getByRole('tab', {name: tab}).first().click();
  const block = browserPage
    .locator('.theme-code-block')
    .filter({has: browserPage.getByText(title, {exact: true})});
  await block.hover();
  await block.getByRole('button', {name: /copy/i}).click();
  expect(await browserPage.evaluate(() => navigator.clipboard.readText())).toBe(
    code,
  );
});

test('a code block wider than a phone scrolls with the keyboard', async ({
  page: browserPage,
}) => {
  await browserPage.setViewportSize({width: 375, height: 800});
  await visit(browserPage, '/docs/Cape');
  const wide = browserPage
    .locator('article pre')
    .filter({visible: true})
    .and(browserPage.locator('pre:not([hidden] pre)'));
  const overflowing = await wide.evaluateAll((elements) =>
    elements.findIndex((pre) => pre.scrollWidth > pre.clientWidth),
  );
  expect(overflowing, 'a code block overflows at 375 px').toBeGreaterThan(-1);
  const pre = wide.nth(overflowing);
  await pre.focus();
  await expect(pre).toBeFocused();
  for (let i = 0; i < 5; i += 1) await browserPage.keyboard.press('ArrowRight');
  await expect
    .poll(() => pre.evaluate((element) => element.scrollLeft))
    .toBeGreaterThan(0);
});

test('on a phone, a code block too wide to fit offers word wrap, and only such a block does', async ({
  page: browserPage,
}) => {
  // The theme shows the button after hydration, only where the code
  // overflows.
  await browserPage.setViewportSize({width: 375, height: 800});
  await visit(browserPage, '/docs/Cape');
  const blocks = browserPage.locator(
    'article .theme-code-block:not([hidden] .theme-code-block)',
  );
  const overflows = await blocks.evaluateAll((elements) =>
    elements.map((block) => {
      const pre = block.querySelector('pre')!;
      return pre.scrollWidth > pre.clientWidth;
    }),
  );
  expect(overflows, 'a code block overflows at 375 px').toContain(true);
  expect(overflows, 'a code block fits at 375 px').toContain(false);
  const wrapButton = (index: number) =>
    blocks.nth(index).getByRole('button', {name: 'Toggle word wrap'});
  for (const [index, overflowing] of overflows.entries()) {
    await expect(wrapButton(index)).toHaveCount(overflowing ? 1 : 0);
  }

  const wide = overflows.indexOf(true);
  const pre = blocks.nth(wide).locator('pre');
  await wrapButton(wide).click();
  await expect
    .poll(() =>
      pre.evaluate((element) => element.scrollWidth - element.clientWidth),
    )
    .toBeLessThanOrEqual(0);
});

for (const theme of ['light', 'dark'] as const) {
  test(`in ${theme} mode, punctuation and operators are the plain text colour, so they are served as text`, async ({
    page: browserPage,
  }) => {
    // src/plugins/buildTimeHighlight/rehype.ts writes such tokens without a span
    // (plainColouredTypes); the palette must keep drawing them plain.
    await visit(browserPage, `${page}?docusaurus-theme=${theme}`);
    const line = browserPage.locator('.theme-code-block .token-line').first();
    const colours = await line.evaluate((element) => {
      const probe = (types: string) => {
        const span = document.createElement('span');
        span.className = `token ${types}`;
        span.textContent = ';';
        element.append(span);
        return getComputedStyle(span).color;
      };
      return {
        plain: getComputedStyle(element).color,
        punctuation: probe('punctuation'),
        operator: probe('operator'),
        keyword: probe('keyword'),
      };
    });
    expect(colours.punctuation).toBe(colours.plain);
    expect(colours.operator).toBe(colours.plain);
    // The probe is styled like a real token: a keyword is not plain.
    expect(colours.keyword).not.toBe(colours.plain);
  });
}
