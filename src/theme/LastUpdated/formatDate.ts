/**
 * The date as the theme writes it in English, "Nov 25, 2026" (what
 * `Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year:
 * 'numeric', timeZone: 'UTC'})` gives), taken from `toUTCString()`, whose
 * English form ECMAScript fixes ("Wed, 25 Nov 2026 13:17:38 GMT"). Chromium
 * loads its ICU date data on the first `Intl.DateTimeFormat` a page creates,
 * in the middle of hydration, on every doc page (measured in
 * src/plugins/PATCHES.md). Other locales still go through `Intl`.
 */
export function formatDate(date: Date, locale: string): string {
  if (locale !== 'en') {
    return new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(date);
  }
  const [, day, month, year] = date.toUTCString().split(' ');
  return `${month} ${Number(day)}, ${year}`;
}
