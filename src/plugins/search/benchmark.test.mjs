// How search quality is scored (./benchmark.mjs): the figures the floors in
// tests/search/floors.test.mjs hold.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {score, subsectionsOf} from './benchmark.mjs';

const set = [
  {
    query: 'cap the bill',
    page: '/docs/Cape',
    section: 'plans',
    kind: 'question',
  },
];

test('a section is found when it, or an h3 under it, is among the first three', () => {
  const found = [['/docs/Cape#keys', '/docs/Cape#capping-the-bill']];
  const vocabulary = new Set(['cap']);
  assert.equal(score(found, vocabulary, set).all.section3, 0);
  const subsections = new Map([['/docs/Cape#capping-the-bill', 'plans']]);
  const {all} = score(found, vocabulary, set, subsections);
  assert.equal(all.section3, 1);
  assert.equal(all.hit1, 1);
  // An h3 under another h2 is not the section.
  const elsewhere = new Map([['/docs/Cape#capping-the-bill', 'keys']]);
  assert.equal(score(found, vocabulary, set, elsewhere).all.section3, 0);
});

test('an h3 belongs to the h2 before it; headings without an id and h3s before any h2 to none', () => {
  const html = [
    '<h1>Cape</h1><h3 id="intro">Before any h2</h3>',
    '<h2 id="plans">Plans</h2><h3 id="capping-the-bill">Capping</h3><h3>No id</h3>',
    '<h2 id=keys>Keys</h2><h3 id=roll>Roll</h3>',
  ].join('');
  assert.deepEqual(subsectionsOf(html, '/docs/Cape'), [
    ['/docs/Cape#capping-the-bill', 'plans'],
    ['/docs/Cape#roll', 'keys'],
  ]);
});
