// Each fact once: a claim stated on one page is not stated again on
// another, where the copies drift apart; the other page links to it. Two
// sentences are the same claim when their word 3-shingles overlap by at
// least SIMILARITY (Jaccard), read from the Markdown syntax tree
// (tests/docs/prose.mjs), words lower-cased and stemmed (the `stemmer`
// package the search index uses), so "replaces the stored one" and
// "replace the stored object" meet.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {stemmer} from 'stemmer';
import {docs} from '../../scripts/docs/sources.mjs';
import {sentences} from './prose.mjs';

const SIMILARITY = 0.5;
const MIN_WORDS = 5;

/**
 * Sentences that may repeat, each with why. A sentence is matched by a
 * substring of its text.
 */
const allowed = [];

const shingles = (text) => {
  const words = text
    .toLowerCase()
    .replace(/`/g, '')
    .split(/[^\p{L}\p{N}_./{}-]+/u)
    .filter(Boolean)
    .map((word) => stemmer(word));
  const set = new Set();
  for (let index = 0; index + 2 < words.length; index += 1) {
    set.add(words.slice(index, index + 3).join(' '));
  }
  return {words: words.length, set};
};

const similarity = (a, b) => {
  let shared = 0;
  for (const shingle of a) if (b.has(shingle)) shared += 1;
  return shared / (a.size + b.size - shared);
};

/**
 * The claims of a page: each sentence, and each clause of it (split at
 * `;`, `:` and dashes) long enough to state something on its own.
 */
function claims(doc) {
  return sentences(doc.source).flatMap((sentence) => {
    if (allowed.some(({text}) => sentence.text.includes(text))) return [];
    const parts = sentence.text.split(/\s*(?:[;:]|\s[—–]\s)\s*/);
    const units =
      parts.length > 1 ? [sentence.text, ...parts] : [sentence.text];
    return units
      .map((text) => ({doc, sentence, text, ...shingles(text)}))
      .filter(({words}) => words >= MIN_WORDS);
  });
}

test('no claim is stated in the same words on two pages', () => {
  const all = docs.flatMap(claims);
  const problems = new Map();
  for (let i = 0; i < all.length; i += 1) {
    for (let j = i + 1; j < all.length; j += 1) {
      const a = all[i];
      const b = all[j];
      if (a.doc === b.doc) continue;
      const score = similarity(a.set, b.set);
      if (score < SIMILARITY) continue;
      const at = (entry) => {
        const {line, column} = entry.sentence.position();
        return `${entry.doc.name}:${line}:${column}`;
      };
      const key = `${at(b)} ${at(a)}`;
      if (!problems.has(key) || problems.get(key).score < score) {
        problems.set(key, {
          score,
          line: `${at(b)}  repeats ${at(a)} (${Math.round(score * 100)}% alike): "${b.text.slice(0, 90)}"  state it on one page and link there from the other`,
        });
      }
    }
  }
  const lines = [...problems.values()].map(({line}) => line);
  assert.equal(lines.length, 0, `\n${lines.join('\n')}`);
});
