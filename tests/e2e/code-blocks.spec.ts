import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect, visit} from './fixtures';
import {colourToggle} from './shell';
import {chatmodalPage, docPages} from './site';

// Code blocks are highlighted when the site is built and coloured by CSS
// (src/plugins/buildTimeHighlight): readers get coloured code without Prism
// running in their browser, in both colour modes from the first paint
// (critical-css.spec.ts paints /docs/Cape with its scripts held), and the
// theme's titles, line highlights, copy and word-wrap buttons still work.
// tests/build/code-highlighting.test.mjs covers what authors can write.

const title = 'src/components/IntranetChat.tsx';

/** The fenced block titled `title` in the page's MDX source, as written. */
function sourceBlock(): {code: string; highlighted: number[]} {
  const mdx = readFileSync(
    join(__dirname, '..', '..', chatmodalPage.file),
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

test('the served HTML holds every code block in a language Prism knows highlighted, with no inline colours', async ({
  request,
}) => {
  const plain: string[] = [];
  let blocks = 0;
  for (const {path} of docPages) {
    const html = await (await request.get(encodeURI(path))).text();
    for (const [pre, language] of html.matchAll(
      /<pre[^>]*class="[^"]*prism-code language-([\w-]+)[^>]*>[\s\S]*?<\/pre>/g,
    )) {
      expect(pre, path).not.toMatch(/style=/);
      // `text` is what a block without a language gets: nothing to highlight.
      if (language === 'text') continue;
      blocks += 1;
      if (!/<span class="token [\w -]+">/.test(pre)) {
        plain.push(`${path}: ${pre.replace(/<[^>]+>/g, '').slice(0, 60)}`);
      }
    }
  }
  expect(blocks).toBeGreaterThan(50);
  expect(plain).toEqual([]);
});

test('a block shows the title and line range of its metastring, copies its code as written, and draws punctuation and operators plain in both modes', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const {code, highlighted} = sourceBlock();
  await visit(page, `${chatmodalPage.path}?docusaurus-theme=light`);
  // The block is in the React tab.
  await page.getByRole('tab', {name: 'React'}).first().click();
  const block = page
    .locator('.theme-code-block')
    .filter({has: page.getByText(title, {exact: true})});
  await expect(block).toBeVisible();

  await test.step('the title and the highlighted lines', async () => {
    // One line per line of the source, each highlighted or not as written.
    const marked = /theme-code-block-highlighted-line/;
    await expect(block.locator('.token-line')).toHaveClass(
      code
        .split('\n')
        .map((_, i) =>
          highlighted.includes(i + 1) ? marked : /^(?!.*highlighted-line)/,
        ),
    );
  });

  await test.step('the copy button copies the code as written in the source', async () => {
    await block.hover();
    await block.getByRole('button', {name: /copy/i}).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      code,
    );
  });

  // src/plugins/buildTimeHighlight/rehype.ts writes such tokens without a
  // span (plainColouredTypes); the palette must keep drawing them plain.
  for (const theme of ['light', 'dark']) {
    await test.step(`in ${theme} mode, punctuation and operators are the plain text colour, so they are served as text`, async () => {
      if (theme === 'dark') {
        await colourToggle(page).click();
      }
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const colours = await block
        .locator('.token-line')
        .first()
        .evaluate((element) => {
          const probe = (types: string) => {
            const span = document.createElement('span');
            span.className = `token ${types}`;
            span.textContent = ';';
            element.append(span);
            const {color} = getComputedStyle(span);
            span.remove();
            return color;
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
});

test('on a phone, a code block too wide to fit scrolls with the keyboard and offers word wrap, and only such a block does', async ({
  page,
}) => {
  // The theme shows the button after hydration, only where the code
  // overflows.
  await page.setViewportSize({width: 375, height: 800});
  await visit(page, '/docs/Cape');
  const blocks = page.locator(
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
  await pre.focus();
  await expect(pre).toBeFocused();
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowRight');
  await expect
    .poll(() => pre.evaluate((element) => element.scrollLeft))
    .toBeGreaterThan(0);

  await wrapButton(wide).click();
  await expect
    .poll(() =>
      pre.evaluate((element) => element.scrollWidth - element.clientWidth),
    )
    .toBeLessThanOrEqual(0);
});
