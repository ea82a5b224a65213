import {join} from 'node:path';
import {test, expect, visit} from './fixtures';

// The dialog returns the ranking the search floors hold
// (tests/search/floors.test.mjs checks every query of every set in Node.js
// with the dialog's own engine on the built index): a sample of each set's
// queries, typed into the real dialog, give the same results in the same
// order as that engine does.
const sets = [
  'queries.json',
  'held-out.json',
  'held-out-2.json',
  'held-out-3.json',
  'held-out-4.json',
];

test('the search dialog returns the ranking the floors measure', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Imported when the test runs: the runner compiles static imports to
  // CommonJS, which an ES module of the project's scripts cannot be.
  const {readQueries, searchWithDialog} =
    await import('../../src/plugins/search/benchmark.mjs');
  const {searchBuilt} = await import('../search/engine.mjs');
  // Every seventh query of each set: each kind of query (typos among them).
  const sample = sets.flatMap((file) =>
    (
      readQueries(join(__dirname, '..', 'search', file)) as {query: string}[]
    ).filter((_, index) => index % 7 === 0),
  );
  const expected = await searchBuilt(sample);
  await visit(page, '/docs');
  await page.keyboard.press('Control+k');
  for (const [index, {query}] of sample.entries()) {
    expect(await searchWithDialog(page, query), query).toEqual(expected[index]);
  }
});
