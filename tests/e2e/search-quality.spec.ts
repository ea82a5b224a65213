import {join} from 'node:path';
import {test, expect, visit} from './fixtures';

// The dialog returns the ranking the search floors hold
// (tests/search/floors.test.mjs checks every query of every set in Node.js
// with the dialog's own engine on the built index): a sample of each set's
// queries, one of each kind, typed into the real dialog, give the same
// results in the same order as that engine does.
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
  // Imported when the test runs: the runner compiles static imports to
  // CommonJS, which an ES module of the project's scripts cannot be.
  const {readQueries, searchWithDialog} =
    await import('../../src/plugins/search/benchmark.mjs');
  const {searchBuilt} = await import('../search/engine.mjs');
  // The first query of each kind (keyword, form, synonym, typo, question,
  // missing word) in each set: 30 queries.
  const sample = sets.flatMap((file) =>
    (
      readQueries(join(__dirname, '..', 'search', file)) as {
        query: string;
        kind: string;
      }[]
    ).filter(
      ({kind}, index, set) => set.findIndex((q) => q.kind === kind) === index,
    ),
  );
  const expected = await searchBuilt(sample);
  await visit(page, '/docs');
  await page.keyboard.press('Control+k');
  for (const [index, {query}] of sample.entries()) {
    expect(await searchWithDialog(page, query), query).toEqual(expected[index]);
  }
});
