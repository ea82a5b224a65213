/**
 * Correcting misspelt words, on the docs' vocabulary: written at build time
 * (src/plugins/search) split by a word's first letter, so that a search
 * fetches only the one or two small files its words need.
 */

/** One file: each word, lowercase, with how often the docs use it. */
export type VocabularyShard = Record<string, number>;

/**
 * Optimal string alignment distance, capped: the number of single-letter
 * insertions, deletions, substitutions and swaps of neighbours between two
 * words, or `limit + 1` once it is over `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous2: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMinimum = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, previous2[j - 2]! + 1);
      }
      current[j] = value;
      rowMinimum = Math.min(rowMinimum, value);
    }
    if (rowMinimum > limit) return limit + 1;
    previous2 = previous;
    previous = current;
  }
  return Math.min(previous[b.length]!, limit + 1);
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
