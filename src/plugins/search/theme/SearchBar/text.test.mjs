import assert from 'node:assert/strict';
import {test} from 'node:test';
import {shardOf, stopWords, term, words} from './text.mjs';

test('words: lowercase, and names joined by . _ or - also as their parts', () => {
  assert.deepEqual(words('Read X-RateLimit-Remaining, skipped_rule.'), [
    'read',
    'x-ratelimit-remaining',
    'x',
    'ratelimit',
    'remaining',
    'skipped_rule',
    'skipped',
    'rule',
  ]);
  assert.ok(stopWords.has('how') && !stopWords.has('crawl'));
});

test('terms: word forms meet on their stem; names and numbers stay as written', () => {
  assert.equal(term('crawling'), term('crawls'));
  assert.equal(term('crawled'), term('crawl'));
  assert.equal(term('skipped_rule'), 'skipped_rule');
  assert.equal(term('429'), '429');
});

test('a term is always in the same one of the term files', () => {
  assert.equal(shardOf('webhook', 5), shardOf('webhook', 5));
  for (const key of ['a', 'crawl', 'x-ratelimit-remaining'])
    assert.ok(shardOf(key, 7) >= 0 && shardOf(key, 7) < 7);
});
