// The last-updated date without Intl (./formatDate.ts) must read as the
// theme's Intl.DateTimeFormat writes it, or the page would change.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import createJiti from 'jiti';

const load = createJiti(import.meta.url, {interopDefault: true});
const {formatDate} = load('./formatDate.ts');

const intl = (locale) =>
  new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

test('every day of 2023 to 2028 reads as Intl writes it in English', () => {
  const english = intl('en');
  const day = 24 * 60 * 60 * 1000;
  // Late in the day UTC: a formatter in local time would show the next day.
  for (
    let t = Date.UTC(2023, 0, 1, 23, 30);
    t < Date.UTC(2029, 0, 1);
    t += day
  ) {
    const date = new Date(t);
    assert.equal(formatDate(date, 'en'), english.format(date));
  }
});

test('another locale is written by Intl in that locale', () => {
  const date = new Date(Date.UTC(2026, 10, 5));
  assert.equal(formatDate(date, 'fr'), intl('fr').format(date));
  assert.notEqual(formatDate(date, 'fr'), formatDate(date, 'en'));
});
