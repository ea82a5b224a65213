import type {Page} from '@playwright/test';

// Instruments that run inside the page (with `page.addInitScript` or
// `page.evaluate`) and the helpers that read them back.

type ProbeWindow = {
  localeDataUse: Record<string, number>;
  prefetchCalls: Promise<unknown>[];
};

/**
 * Counts every use of ICU-backed formatting and comparison in the page. The
 * first collator or date formatter in a page makes V8 load ICU's locale data,
 * 20 to 50 ms of main thread inside hydration (src/plugins/hydrationPatches.ts,
 * src/theme/LastUpdated). Runs as an init script, before any site script.
 */
export function countLocaleDataUse(): void {
  const counts: Record<string, number> = {};
  (window as unknown as ProbeWindow).localeDataUse = counts;
  const count = (name: string) => {
    counts[name] = (counts[name] ?? 0) + 1;
  };
  const wrapMethod = (owner: object, key: string, name: string) => {
    const original = Reflect.get(owner, key) as (...args: unknown[]) => unknown;
    Reflect.set(owner, key, function (this: unknown, ...args: unknown[]) {
      count(name);
      return original.apply(this, args);
    });
  };
  wrapMethod(String.prototype, 'localeCompare', 'String#localeCompare');
  wrapMethod(Number.prototype, 'toLocaleString', 'Number#toLocaleString');
  for (const key of [
    'toLocaleString',
    'toLocaleDateString',
    'toLocaleTimeString',
  ]) {
    wrapMethod(Date.prototype, key, `Date#${key}`);
  }
  for (const key of [
    'Collator',
    'DateTimeFormat',
    'NumberFormat',
    'PluralRules',
    'RelativeTimeFormat',
    'ListFormat',
    'Segmenter',
  ] as const) {
    const Original = Intl[key] as unknown as new (...args: unknown[]) => object;
    (Intl as unknown as Record<string, unknown>)[key] = new Proxy(Original, {
      construct(target, args) {
        count(`Intl.${key}`);
        return Reflect.construct(target, args) as object;
      },
      apply(target, thisArg, args) {
        count(`Intl.${key}`);
        return Reflect.apply(target, thisArg, args) as object;
      },
    });
  }
}

/** What `countLocaleDataUse` has counted so far. */
export function localeDataUse(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => (window as unknown as ProbeWindow).localeDataUse);
}

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
