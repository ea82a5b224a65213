const englishMonths = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** The options upstream's LastUpdated formats its date with. */
export const lastUpdatedFormat: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
};

/**
 * The date as `Intl.DateTimeFormat(locale, lastUpdatedFormat)` writes it. For
 * English ("Nov 22, 2026") it is written here without `Intl`: the first date
 * formatter in a page loads ICU's locale data, about 20 ms of main thread
 * (four times that on a phone) inside hydration.
 */
export function formatLastUpdated(
  date: Date,
  locale: string,
  calendar: string,
): string {
  if (locale === 'en' && calendar === 'gregory') {
    return `${englishMonths[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
  }
  return new Intl.DateTimeFormat(locale, {
    calendar,
    ...lastUpdatedFormat,
  }).format(date);
}
