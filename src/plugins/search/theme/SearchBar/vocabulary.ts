/**
 * Correcting misspelt words, on the docs' vocabulary: written at build time
 * (src/plugins/search) split by a word's first letter, so that a search
 * fetches only the one or two small files its words need.
 */
import leven from 'leven';

/** One file: each word, lowercase, with how often the docs use it. */
export type VocabularyShard = Record<string, number>;

/**
 * The number of single-letter edits between two words (Levenshtein, by the
 * `leven` package, as everywhere in the project), a swap of neighbours
 * counting as one, the commonest typo after a missed letter; at most
 * `limit + 1`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  const at = [...a].findIndex((letter, index) => letter !== b[index]);
  const swapped =
    a.length === b.length &&
    at >= 0 &&
    a[at] === b[at + 1] &&
    a[at + 1] === b[at] &&
    a.slice(at + 2) === b.slice(at + 2);
  return swapped ? 1 : leven(a, b, {maxDistance: limit + 1});
}

/** Whether `word` is `candidate` with letters left out: the commonest typo. */
function isOmission(word: string, candidate: string): boolean {
  let at = 0;
  for (const letter of candidate) if (word[at] === letter) at += 1;
  return at === word.length;
}

/**
 * The word the reader most likely meant: `word` itself when the docs use it;
 * otherwise, of the words within one edit (two for words of nine letters or
 * more), the most frequent, counting a word the reader left letters out of
 * four times over; `undefined` when there is none.
 */
export function correct(
  word: string,
  shards: readonly VocabularyShard[],
): string | undefined {
  if (shards.some((shard) => Object.hasOwn(shard, word))) return word;
  const limit = word.length >= 9 ? 2 : 1;
  let best: {word: string; distance: number; weight: number} | undefined;
  for (const shard of shards) {
    for (const [candidate, count] of Object.entries(shard)) {
      const distance = editDistance(word, candidate, limit);
      if (distance > limit) continue;
      const weight = count * (isOmission(word, candidate) ? 4 : 1);
      if (
        !best ||
        distance < best.distance ||
        (distance === best.distance && weight > best.weight)
      ) {
        best = {word: candidate, distance, weight};
      }
    }
  }
  return best?.word;
}
