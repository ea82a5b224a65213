import {test, expect, visit} from './fixtures';

// The floor under search quality: every query of tests/search/queries.json
// typed into the real search dialog (scripts/search-benchmark.mjs prints
// the full figures). Below a floor, a change made search worse for readers.

type Figures = {
  all: {
    hit1: number;
    hit3: number;
    section3: number;
    emptyWithKnownWord: number;
  };
  byKind: Record<string, {hit3: number}>;
};

test('search finds what readers mean: the targets on the reader query set', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // Imported when the test runs: the runner compiles static imports to
  // CommonJS, which an ES module of the project's scripts cannot be.
  const {docsVocabulary, queries, score, searchWithDialog} =
    await import('../../scripts/search-benchmark.mjs');
  await visit(page, '/docs');
  await page.keyboard.press('Control+k');
  const found: string[][] = [];
  for (const {query} of queries as {query: string}[]) {
    found.push(await searchWithDialog(page, query));
  }
  const figures = score(found, docsVocabulary()) as Figures;
  const {all} = figures;
  console.log(
    `search quality: hit@1 ${all.hit1.toFixed(3)}, hit@3 ${all.hit3.toFixed(3)}, section hit@3 ${all.section3.toFixed(3)}, no result with a docs word ${all.emptyWithKnownWord}`,
  );
  expect(
    all.hit3,
    'the expected page among the first three',
  ).toBeGreaterThanOrEqual(0.97);
  expect(all.hit1, 'the expected page first').toBeGreaterThanOrEqual(0.85);
  expect(
    all.section3,
    'the expected section among the first three',
  ).toBeGreaterThanOrEqual(0.85);
  expect(
    all.emptyWithKnownWord,
    'no result although a word is in the docs',
  ).toBe(0);
  expect(figures.byKind.typo?.hit3, 'one-letter typos found').toBe(1);
});
