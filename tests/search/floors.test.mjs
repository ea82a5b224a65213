import {test} from 'node:test';
import assert from 'node:assert/strict';
import {fileURLToPath} from 'node:url';
import {
  docsSubsections,
  docsVocabulary,
  readQueries,
  score,
} from '../../src/plugins/search/benchmark.mjs';
import {buildDir, searchBuilt} from './engine.mjs';

// The floor under search quality: every query of each set searched with the
// dialog's own engine on the index the production build wrote
// (./engine.mjs; tests/e2e/search-quality.spec.ts shows the dialog in
// Chromium returns the same ranking; `npm run bench:search` prints the full
// figures). Below a floor, a change made search worse for readers. Needs a
// build: `npm run test:search`.
//
// queries.json is the set the ranking was tuned on. The held-out sets were
// written from the docs before any tuning against them (held-out-2.json
// before any ranking change at all; held-out-3.json and held-out-4.json
// after the last one before each, by a writer who saw the docs but not the
// search code or the other sets), so
// they show how search does on queries nobody fitted it to. Every set's
// floors sit about two queries below what search scores today, so that
// rewritten page text moves them without breaking the build, while a ranking
// change that loses several queries does. (queries.json's hit@1 floor sat
// at its figure until new pages about access requests took one of its
// queries; a sweep of k1 and b on queries.json found no setting better by
// more than that one query, so the ranking was left alone. Its hit@3 and
// section floors moved down two queries when new sections on settings kept
// in code, uploaded answers and CI took three queries' places in the top
// three. One of them is a typo query, "delted page still cited", which
// misses as "deleted page still cited" too: a ranking miss, not a typo
// correction one, so queries.json's typo floor is 14 of its 15.)

const sets = [
  // Today: hit@1 0.821, hit@3 0.934, section hit@3 0.84 (106 queries).
  {file: 'queries.json', hit1: 0.8, hit3: 0.9, section3: 0.81, typos: 0.93},
  // Today: hit@1 0.85, hit@3 0.9, section hit@3 0.725 (40 queries).
  {file: 'held-out.json', hit1: 0.675, hit3: 0.8, section3: 0.675, typos: 0.8},
  // Today: hit@1 0.94, hit@3 0.98, section hit@3 0.92 (50 queries).
  {file: 'held-out-2.json', hit1: 0.85, hit3: 0.94, section3: 0.9, typos: 0.8},
  // Today: hit@1 0.867, hit@3 0.967, section hit@3 0.917 (60 queries).
  {file: 'held-out-3.json', hit1: 0.81, hit3: 0.91, section3: 0.83, typos: 0.8},
  // Today: hit@1 0.817, hit@3 0.883, section hit@3 0.767 (60 queries).
  {file: 'held-out-4.json', hit1: 0.75, hit3: 0.85, section3: 0.73, typos: 0.8},
  // Written before the pages were edited down (answers under their own
  // headings); then hit@1 0.725, hit@3 0.925, section hit@3 0.825. Today:
  // hit@1 0.825, hit@3 0.925, section hit@3 0.825 (40 queries).
  {
    file: 'held-out-5.json',
    hit1: 0.775,
    hit3: 0.875,
    section3: 0.775,
    typos: 0.8,
  },
];

for (const floor of sets) {
  test(`search finds what readers mean: the floors on ${floor.file}`, async () => {
    const queries = readQueries(
      fileURLToPath(new URL(floor.file, import.meta.url)),
    );
    const found = await searchBuilt(queries);
    const {all, byKind} = score(
      found,
      docsVocabulary(buildDir),
      queries,
      docsSubsections(buildDir),
    );
    console.log(
      `search quality on ${floor.file}: hit@1 ${all.hit1.toFixed(3)}, hit@3 ${all.hit3.toFixed(3)}, section hit@3 ${all.section3.toFixed(3)}, no result with a docs word ${all.emptyWithKnownWord}`,
    );
    const atLeast = (value, min, what) =>
      assert.ok(
        value >= min,
        `${what}: ${value.toFixed(3)}, below the floor ${min}`,
      );
    atLeast(all.hit3, floor.hit3, 'the expected page among the first three');
    atLeast(all.hit1, floor.hit1, 'the expected page first');
    atLeast(
      all.section3,
      floor.section3,
      'the expected section, or an h3 under it, among the first three',
    );
    assert.equal(
      all.emptyWithKnownWord,
      0,
      'no result although a word is in the docs',
    );
    atLeast(byKind.typo?.hit3 ?? 0, floor.typos, 'one-letter typos found');
  });
}
