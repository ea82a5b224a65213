import type {Page} from '@playwright/test';

// Instruments that run inside the page (with `page.addInitScript` or
// `page.evaluate`) and the helpers that read them back.

type ProbeWindow = {
  prefetchCalls: Promise<unknown>[];
};

/** Resolves after the browser has rendered `frames` more frames. */
export function nextFrames(page: Page, frames = 2): Promise<void> {
  return page.evaluate(
    (count) =>
      new Promise<void>((resolve) => {
        const step = (left: number) =>
          left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1));
        step(count);
      }),
    frames,
  );
}

/**
 * Records every prefetch a link asks for from now on. Docusaurus links call
 * `window.docusaurus.prefetch(path)` when they scroll into view; it decides
 * (no prefetching on 2G or with save-data) and adds the `<link rel=prefetch>`
 * elements in that call. Call after hydration.
 */
export async function recordPrefetches(page: Page): Promise<void> {
  await page.evaluate(() => {
    const probe = window as unknown as ProbeWindow & {
      docusaurus: {prefetch: (path: string) => Promise<unknown> | boolean};
    };
    probe.prefetchCalls = [];
    // The object is frozen; links read `window.docusaurus` on every call.
    const original = probe.docusaurus;
    probe.docusaurus = {
      ...original,
      prefetch: (path: string) => {
        const result = original.prefetch(path);
        probe.prefetchCalls.push(Promise.resolve(result));
        return result;
      },
    };
  });
}

/**
 * Scrolls the footer into view, then waits until the links that came into
 * view have asked for their prefetches (intersection observers report in the
 * frames after a scroll) and every prefetch asked for has settled. Returns
 * how many prefetches were asked for.
 */
export async function scrollToFooterAndSettle(page: Page): Promise<number> {
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await nextFrames(page, 3);
  return page.evaluate(async () => {
    const {prefetchCalls} = window as unknown as ProbeWindow;
    await Promise.allSettled(prefetchCalls);
    return prefetchCalls.length;
  });
}
