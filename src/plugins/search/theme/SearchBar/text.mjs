// How text becomes search terms, the same when the index is built
// (src/plugins/search/indexer.mjs) and when a reader searches
// (./engine.ts). An ES module in JavaScript, so that both can import it.
import {stemmer} from 'stemmer';

/** Words that say nothing about what a reader wants to find. */
export const stopWords = new Set(
  (
    'a an and are as at be by can do does for from has have how i if in into is it its me my no not of on or ' +
    'our should so that the their then there these this to use using we what when where which who why will with you your'
  ).split(' '),
);

/**
 * The lowercase words of a text: plain words, and names joined by `.`, `_`
 * or `-` (`x-ratelimit-remaining`, `skipped_rule`), each of those also as
 * its parts.
 * @param {string} text
 * @returns {string[]}
 */
export function words(text) {
  const found = [];
  for (const [word] of text
    .toLowerCase()
    .matchAll(/[a-z0-9]+(?:[._-][a-z0-9]+)*/g)) {
    found.push(word);
    if (/[._-]/.test(word)) found.push(...word.split(/[._-]/));
  }
  return found;
}

/**
 * The form a word is indexed and searched under: its stem (Porter), so that
 * `crawls`, `crawling` and `crawled` meet; names and numbers as they are.
 * @param {string} word
 * @returns {string}
 */
export function term(word) {
  return /[._\-\d]/.test(word) ? word : stemmer(word);
}

/**
 * Which of `count` files a term's postings are in (FNV-1a).
 * @param {string} text
 * @param {number} count
 * @returns {number}
 */
export function shardOf(text, count) {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % count;
}

/**
 * The vocabulary file a word is in: its first letter.
 * @param {string} word
 * @returns {string}
 */
export function vocabularyShard(word) {
  return word[0];
}
