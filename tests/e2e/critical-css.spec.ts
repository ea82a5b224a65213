import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {modeOf} from './site';

// The first paint needs nothing but the HTML (src/plugins/criticalCss): each
// page carries the rules for what it holds, and the full stylesheet loads
// without blocking. Proved by painting each page twice before any script of
// the bundle runs (the bundle's requests are held, never answered): once with
// the full stylesheet, once with it refused. The two must be the same,
// pixel for pixel. Each page is painted in both colour modes and at both
// widths, one mode per width, the pages alternating (as the axe audits of
// pages.spec.ts do): a page's rules for a mode do not change with the width.
// On /docs/Cape, painted in both modes, code is coloured before any bundle
// runs: highlighted at build time, coloured by CSS (code-blocks.spec.ts).

const pages = ['/', '/docs/Cape UI', '/docs/Cape'];
const widths = [1280, 375];
/** A code block's background and a keyword's colour, per mode. */
const codeColours = {
  light: {background: 'rgb(246, 248, 250)', keyword: 'rgb(164, 14, 38)'},
  dark: {background: 'rgb(40, 42, 54)', keyword: 'rgb(189, 147, 249)'},
};

/**
 * Opens `path` in `mode` with the bundle's scripts held, so the page stays as
 * the server wrote it and the head scripts ran (the colour mode); returns a
 * full-page screenshot once parsing is done and, unless `withStylesheet`
 * is false, the full stylesheet is in use.
 */
async function firstPaint(
  page: Page,
  path: string,
  mode: string,
  withStylesheet: boolean,
): Promise<Buffer> {
  await page.route('**/assets/js/**', () => {
    // Held: neither answered nor failed, so no load-failure notice either.
  });
  if (!withStylesheet) {
    await page.route('**/assets/css/**', (route) => route.abort());
  }
  await page.goto(`${encodeURI(path)}?docusaurus-theme=${mode}`, {
    waitUntil: 'commit',
  });
  await page.waitForFunction(() => document.readyState !== 'loading');
  const stylesheet = page.locator('link[rel="stylesheet"]:not(noscript *)');
  await expect(stylesheet).toHaveCount(1);
  if (withStylesheet) {
    await expect
      .poll(() =>
        stylesheet.evaluate(
          (link: HTMLLinkElement) =>
            link.media === 'all' && link.sheet !== null,
        ),
      )
      .toBe(true);
  }
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  if (path === '/docs/Cape') {
    const colours = codeColours[mode as keyof typeof codeColours];
    await expect(page.locator('.theme-code-block').first()).toHaveCSS(
      'background-color',
      colours.background,
    );
    await expect(
      page.locator('.theme-code-block pre .token.keyword').first(),
    ).toHaveCSS('color', colours.keyword);
  }
  return page.screenshot({fullPage: true, animations: 'disabled'});
}

test.describe('critical CSS', () => {
  for (const [index, path] of pages.entries()) {
    for (const width of widths) {
      const mode = modeOf(index, width);
      test(`${path} at ${width} px in ${mode} mode paints the same without the stylesheet`, async ({
        browser,
        baseURL,
      }) => {
        // Two page loads and two full-page screenshots; those of the
        // longest page took 30 s on a loaded two-core machine.
        test.setTimeout(120_000);
        const contextOptions = {baseURL, viewport: {width, height: 900}};
        const shots = [];
        for (const withStylesheet of [true, false]) {
          const page = await browser.newPage(contextOptions);
          shots.push(await firstPaint(page, path, mode, withStylesheet));
          await page.close();
        }
        await test.info().attach('with the stylesheet', {
          body: shots[0],
          contentType: 'image/png',
        });
        await test.info().attach('inline rules only', {
          body: shots[1],
          contentType: 'image/png',
        });
        expect(
          shots[0].equals(shots[1]),
          'the page painted from its inline rules differs from the page with the full stylesheet (both images are attached)',
        ).toBe(true);
      });
    }
  }
});
