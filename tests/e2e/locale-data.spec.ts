import {test, expect, visit} from './fixtures';
import {docPages, otherPages} from './site';
import {
  formatLastUpdated,
  lastUpdatedFormat,
} from '../../src/theme/LastUpdated/formatDate';

// The first collator or date formatter in a page makes V8 load ICU's locale
// data, 20 to 50 ms of main thread inside hydration (see
// src/plugins/shallowMemoWithoutCollator.ts and src/theme/LastUpdated). These
// tests keep a page load free of them.

/** Counts every use of ICU-backed formatting and comparison in the page. */
function countLocaleDataUse(): void {
  const counts: Record<string, number> = {};
  (window as unknown as {localeDataUse: typeof counts}).localeDataUse = counts;
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

const pages = [...docPages, ...otherPages].map(({path}) => path);

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({viewport: {width, height: 800}});
    for (const path of pages) {
      test(`${path} loads without calling ICU collation or locale formatting`, async ({
        page,
      }) => {
        await page.addInitScript(countLocaleDataUse);
        await visit(page, path);
        // Effects that run after hydration count too.
        await page.waitForLoadState('load');
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(resolve)),
        );
        const used = await page.evaluate(
          () =>
            (window as unknown as {localeDataUse: Record<string, number>})
              .localeDataUse,
        );
        expect(used).toEqual({});
      });
    }
  });
}

test('"Last updated" dates read as Intl writes them, in every month', () => {
  const intl = new Intl.DateTimeFormat('en', lastUpdatedFormat);
  // Far from UTC, so a formatter that read local time would show the next day.
  const timeZone = process.env.TZ;
  process.env.TZ = 'Pacific/Kiritimati';
  try {
    for (let month = 0; month < 12; month += 1) {
      for (const day of [1, 9, 28]) {
        const date = new Date(Date.UTC(2026, month, day, 23, 30));
        expect(formatLastUpdated(date, 'en', 'gregory')).toBe(
          intl.format(date),
        );
      }
    }
  } finally {
    if (timeZone === undefined) delete process.env.TZ;
    else process.env.TZ = timeZone;
  }
});
