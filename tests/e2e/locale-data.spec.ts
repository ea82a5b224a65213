import {test, expect} from './fixtures';
import {
  formatLastUpdated,
  lastUpdatedFormat,
} from '../../src/theme/LastUpdated/formatDate';

// The first date formatter in a page makes V8 load ICU's locale data, 20 to
// 50 ms of main thread inside hydration, so src/theme/LastUpdated writes
// English dates itself; this checks it writes them as Intl would. That no
// page load uses ICU is checked on every page in pages.spec.ts.

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
