import {existsSync, readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, visit} from '../e2e/fixtures';

// Every page of the build's sitemap, and the not-found page, in light and dark
// mode at 1280 and 375 px: the first screen, where the shell (navbar, sidebar,
// breadcrumbs, table of contents) meets the page's title and opening; then the
// footer, one of each content component, the open search dialog and the open
// phone drawer. A change that moves, recolours or resizes any of them fails
// here, where the role-and-text tests in tests/e2e pass.
//
// Not full pages: a full-page baseline of a long doc is 1.5 to 3.9 MB, so
// every edit of its prose rewrote megabytes of PNG that showed nothing new
// about the site's look; a first screen is about a tenth of that, and changes
// only when the page's opening does.

const sitemap = resolve(__dirname, '../../build/sitemap.xml');
if (!existsSync(sitemap)) {
  throw new Error(`${sitemap} is missing: run \`npm run build\` first.`);
}
const paths = [
  ...readFileSync(sitemap, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g),
].map(([, url]) => decodeURI(new URL(url).pathname));
const notFound = '/docs/cape ui';

/** A file name for a path: `/docs/Cape UI` -> `docs-Cape-UI`. */
const slug = (path: string) =>
  path.replace(/^\/|\/$/g, '').replace(/[^A-Za-z0-9]+/g, '-') || 'home';

const themes = ['light', 'dark'] as const;
const widths = [1280, 375] as const;

/** Waits until nothing on the page still changes: images decoded and fonts loaded. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    const images = Array.from(document.images);
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => {})));
    await document.fonts.ready;
  });
}

/** What differs between two builds of the same pages: the date of each doc's last commit. */
const changing = (page: Page) => [page.locator('.theme-last-updated')];

async function open(page: Page, path: string, theme: string, width: number) {
  await page.setViewportSize({width, height: 800});
  await visit(page, `${path}?docusaurus-theme=${theme}`);
  await settle(page);
}

for (const path of [...paths, notFound]) {
  test.describe(path === notFound ? `not-found page (${path})` : path, () => {
    if (path === notFound) test.use({expectedConsoleErrors: /status of 404/});
    for (const theme of themes) {
      for (const width of widths) {
        test(`${theme}, ${width} px`, async ({page}) => {
          await open(page, path, theme, width);
          const name = path === notFound ? 'not-found' : slug(path);
          await expect(page).toHaveScreenshot(`${name}-${theme}-${width}.png`, {
            mask: changing(page),
          });
        });
      }
    }
  });
}

// One of each component the docs are written with, from the page that has them
// all, and the footer every page shares, on the not-found page, whose text
// rarely changes. An element's shot takes its size from where it sits, to the
// fraction of a pixel, and any edit above it moves that fraction: so each
// component is shot as a copy pinned to the top left of the viewport, in a
// box with the classes and width of the page's Markdown container, where
// the same CSS lays it out the same way whatever the text around it.
const components = {
  tabs: '.tabs-container',
  table: '.theme-doc-markdown table',
  admonition: '.theme-admonition',
  'code-block': '.theme-doc-markdown > .theme-code-block',
} as const;

/** Pins a copy of the first element `selector` finds, and returns the copy's locator. */
async function pinnedCopy(page: Page, selector: string) {
  const height = await page.evaluate((selector) => {
    document.getElementById('visual-pinned')?.remove();
    const original = document.querySelector(selector)!;
    const container = original.closest('.theme-doc-markdown')!;
    // The colour the page shows behind the container (in light mode Infima's
    // background variable is transparent, the canvas white).
    const pageBackground = (element: Element | null): string => {
      for (; element; element = element.parentElement) {
        const colour = getComputedStyle(element).backgroundColor;
        if (colour !== 'rgba(0, 0, 0, 0)') return colour;
      }
      return 'white';
    };
    const box = document.createElement('div');
    box.id = 'visual-pinned';
    box.className = container.className;
    Object.assign(box.style, {
      position: 'fixed',
      inset: '0 auto auto 0',
      zIndex: '1000',
      width: `${container.clientWidth}px`,
      background: pageBackground(container),
    });
    box.append(original.cloneNode(true));
    document.body.append(box);
    return box.getBoundingClientRect().height;
  }, selector);
  // A fixed box is drawn only within the viewport: make room for all of it.
  const {width} = page.viewportSize()!;
  await page.setViewportSize({width, height: Math.max(800, Math.ceil(height))});
  return page.locator('#visual-pinned > *');
}

for (const theme of themes) {
  for (const width of widths) {
    test(`components, ${theme}, ${width} px`, async ({page}) => {
      await open(page, '/docs/Cape Chatmodal UI', theme, width);
      for (const [name, selector] of Object.entries(components)) {
        await expect(await pinnedCopy(page, selector)).toHaveScreenshot(
          `component-${name}-${theme}-${width}.png`,
        );
      }
    });
  }

  test.describe(`the footer, ${theme}`, () => {
    test.use({expectedConsoleErrors: /status of 404/});
    for (const width of widths) {
      test(`${width} px`, async ({page}) => {
        await open(page, notFound, theme, width);
        await expect(page.locator('footer.footer')).toHaveScreenshot(
          `footer-${theme}-${width}.png`,
        );
      });
    }
  });

  test(`the open search dialog with results, ${theme}`, async ({page}) => {
    await open(page, '/docs/Cape', theme, 1280);
    await page.keyboard.press('/');
    const box = page.getByRole('combobox', {name: 'Search the docs'});
    await box.fill('webhook signature');
    const dialog = page.getByRole('dialog', {name: 'Search the docs'});
    await expect(dialog.getByRole('status')).toHaveText(/results?\b/);
    await expect(dialog.getByRole('option').first()).toBeVisible();
    await expect(page).toHaveScreenshot(`search-dialog-${theme}.png`);
  });

  test(`the open phone drawer, ${theme}`, async ({page}) => {
    await open(page, '/docs/Cape', theme, 375);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await expect(page).toHaveScreenshot(`phone-drawer-${theme}.png`);
  });
}
