import type {Page} from '@playwright/test';
import {expect} from './fixtures';

// What the screenshot comparisons share (playwright.config.ts sets the
// tolerance and where the baselines live).

/** Waits until nothing on the page still changes: images decoded and fonts loaded. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const images = Array.from(document.images);
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => {})));
    await document.fonts.ready;
  });
}

// One of each component the docs are written with, from the page that has
// them all. An element's shot takes its size from where it sits, to the
// fraction of a pixel, and any edit above it moves that fraction: so each
// component is shot as a copy pinned to the top left of the viewport, in a
// box with the classes and width of the page's Markdown container, where the
// same CSS lays it out the same way whatever the text around it.
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

/**
 * Compares each component with its baseline, `component-<name>-<suffix>.png`.
 * Changes the page (pinned copies, a taller viewport): call it last.
 */
export async function expectComponentsAsBaselines(
  page: Page,
  suffix: string,
): Promise<void> {
  // As a reader opens the page: a copy drawn over the footer would show the
  // footer through a fraction of a pixel at its edge.
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const [name, selector] of Object.entries(components)) {
    await expect(await pinnedCopy(page, selector)).toHaveScreenshot(
      `component-${name}-${suffix}.png`,
    );
  }
}
