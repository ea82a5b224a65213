import {synonyms} from './synonyms';
import {shardOf, stopWords, term, vocabularyShard, words} from './text.mjs';
import {correct, type VocabularyShard} from './vocabulary';

/**
 * Searching the docs, on the index the site builds (src/plugins/search):
 * sections, scored for each of their terms in advance, in files split by
 * term. A search fetches the manifest, the term files its words need, and
 * the sections it shows; nothing grows with the size of the site but those
 * few files.
 *
 * Readers type questions, synonyms, typos and half-finished words, so:
 * - words that carry no meaning in a search ("how do I …") are dropped;
 * - a word the docs never use is corrected to the nearest one they do (a
 *   typo), and a word readers use for something the docs name otherwise is
 *   searched with the docs' name too (./synonyms.ts);
 * - the last word, while it is being typed, also counts as the start of the
 *   docs' words it begins;
 * - a section's score is the sum of its words' scores, weighed by the share
 *   of the query's words it holds: every word helps, none is required, so a
 *   query with a word the docs lack still finds the sections with the
 *   others;
 * - the rest of a section's page counts too (a tenth of the scores of its
 *   other matching sections), so that the page that answers the query as a
 *   whole comes first, at the section that answers it best.
 */

type Manifest = {
  version: string;
  terms: number;
  sections: number;
  /** The id of each page's first section: sections are numbered page by page. */
  pages: number[];
  /** The first letters that have a vocabulary file. */
  vocabulary: string;
};
type Section = {url: string; page: string; heading: string; text: string};
/** Section ids and scores, in pairs: `[id, score, id, score, …]`. */
type Postings = number[];

/** A piece of an excerpt: text, and whether it matched the query. */
export type Segment = {text: string; match: boolean};

export type SearchResult = {
  /** The section to open: `/docs/Cape#errors`, base URL included. */
  url: string;
  page: string;
  /** The section's heading, unless the result is the page's opening. */
  section?: string;
  excerpt: Segment[];
};

export type SearchOutcome = {
  results: SearchResult[];
  /** The words searched for, when a correction changed what was typed. */
  searchedFor?: string;
};

/** How much the other matching sections of its page add to a section's score. */
const pageWeight = 0.1;
/** The results a search shows, and the words of each one's excerpt. */
const maxResults = 8;
const excerptWords = 28;

const fetched = new Map<string, Promise<unknown>>();

/** Fetches JSON once per visit; a failed fetch is tried again next time. */
function fetchJson<T>(url: string): Promise<T> {
  let entry = fetched.get(url);
  if (!entry) {
    entry = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response.json();
    });
    entry.catch(() => fetched.delete(url));
    fetched.set(url, entry);
  }
  return entry as Promise<T>;
}

/** Starts loading the index: the manifest, which every search needs first. */
export function loadSearch(baseUrl: string): Promise<Manifest> {
  return fetchJson<Manifest>(`${baseUrl}search/manifest.json`);
}

function vocabulary(
  baseUrl: string,
  manifest: Manifest,
  word: string,
): Promise<VocabularyShard> {
  const shard = vocabularyShard(word);
  if (!manifest.vocabulary.includes(shard)) return Promise.resolve({});
  return fetchJson<VocabularyShard>(
    `${baseUrl}search/${manifest.version}/vocabulary/${shard}.json`,
  ).catch(() => ({}));
}

/** The postings of one term: the sections that hold it, and its score in each. */
async function postings(
  baseUrl: string,
  manifest: Manifest,
  key: string,
): Promise<Map<number, number>> {
  const file = await fetchJson<Record<string, Postings>>(
    `${baseUrl}search/${manifest.version}/terms/${shardOf(key, manifest.terms)}.json`,
  );
  const list = file[key] ?? [];
  const scores = new Map<number, number>();
  for (let index = 0; index < list.length; index += 2)
    scores.set(list[index]!, list[index + 1]!);
  return scores;
}

/**
 * One word of the query: what was typed, what it is searched as, and every
 * alternative that counts for it. An alternative is a list of terms a
 * section must all hold (a phrase such as "chat modal").
 */
type Word = {typed: string; searched: string; alternatives: string[][]};

const termsOf = (text: string) =>
  words(text)
    .filter((word) => !stopWords.has(word))
    .map(term);

async function queryWords(
  query: string,
  baseUrl: string,
  manifest: Manifest,
): Promise<Word[]> {
  const typed =
    query
      .toLowerCase()
      .match(/[a-z0-9]+(?:[._-][a-z0-9]+)*/g)
      ?.filter((word) => !stopWords.has(word)) ?? [];
  const lastIsPartial = /[a-z0-9]$/i.test(query);
  return Promise.all(
    typed.map(async (word, index): Promise<Word> => {
      const alternatives = [[term(word)]];
      for (const synonym of synonyms[word] ?? [])
        alternatives.push(termsOf(synonym));
      const known = await vocabulary(baseUrl, manifest, word);
      let searched = word;
      const isName = word.length < 4 || /[._\-\d]/.test(word);
      if (!isName && !Object.hasOwn(known, word) && !synonyms[word]) {
        // A typo in the first letter is rare; one that drops or adds it is
        // caught by also looking under the second letter.
        const candidates = [known];
        if (word[1] && vocabularyShard(word[1]) !== vocabularyShard(word)) {
          candidates.push(await vocabulary(baseUrl, manifest, word[1]));
        }
        const corrected = correct(word, candidates);
        if (corrected) {
          searched = corrected;
          alternatives.push([term(corrected)]);
        }
      }
      // The word being typed: also the most used words it begins.
      if (index === typed.length - 1 && lastIsPartial && word.length >= 3) {
        const completions = Object.entries(known)
          .filter(
            ([candidate]) => candidate.startsWith(word) && candidate !== word,
          )
          .sort((a, b) => b[1] - a[1])
          .slice(0, 3);
        for (const [candidate] of completions)
          alternatives.push([term(candidate)]);
      }
      return {typed: word, searched, alternatives};
    }),
  );
}

/**
 * The part of a section's text around its first matching word, with every
 * matching word marked: a word matches when its stem is one of `keys`.
 */
export function excerpt(text: string, keys: ReadonlySet<string>): Segment[] {
  const tokens = text.split(/(\s+)/);
  const matches = (token: string) =>
    words(token).some((word) => keys.has(term(word)) || keys.has(word));
  const first = tokens.findIndex((token) => /\S/.test(token) && matches(token));
  const start = Math.max(0, (first === -1 ? 0 : first) - 8);
  // The words, and the spaces between them.
  const window = tokens.slice(start, start + excerptWords * 2);
  const segments: Segment[] = [];
  const add = (text: string, match: boolean) => {
    const last = segments.at(-1);
    if (!text) return;
    if (last && !last.match && !match) last.text += text;
    else segments.push({text, match});
  };
  if (start > 0) add('… ', false);
  for (const token of window) {
    if (!(/\S/.test(token) && matches(token))) {
      add(token, false);
      continue;
    }
    // The word is marked, not the punctuation around it: "(webhooks)."
    const [, before = '', word = token, after = ''] =
      /^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}]*)$/su.exec(token) ?? [];
    add(before, false);
    add(word, true);
    add(after, false);
  }
  if (start + window.length < tokens.length)
    segments.push({text: ' …', match: false});
  return segments;
}

/** Searches the docs; at most `maxResults` results, best first. */
export async function searchDocs(
  query: string,
  baseUrl: string,
): Promise<SearchOutcome> {
  const manifest = await loadSearch(baseUrl);
  const queryWordList = await queryWords(query, baseUrl, manifest);
  if (queryWordList.length === 0) return {results: []};
  const searchedFor = queryWordList.some((word) => word.searched !== word.typed)
    ? queryWordList.map((word) => word.searched).join(' ')
    : undefined;

  const allTerms = [
    ...new Set(queryWordList.flatMap((word) => word.alternatives.flat())),
  ];
  const found = new Map(
    await Promise.all(
      allTerms.map(
        async (key) => [key, await postings(baseUrl, manifest, key)] as const,
      ),
    ),
  );
  // Each word's best alternative in each section, summed over the words.
  const totals = new Map<number, {score: number; words: number}>();
  for (const word of queryWordList) {
    const best = new Map<number, number>();
    for (const alternative of word.alternatives) {
      const lists = alternative.map((key) => found.get(key)!);
      for (const id of lists[0]?.keys() ?? []) {
        if (!lists.every((list) => list.has(id))) continue;
        const sum = lists.reduce((total, list) => total + list.get(id)!, 0);
        best.set(id, Math.max(best.get(id) ?? 0, sum));
      }
    }
    for (const [id, score] of best) {
      const entry = totals.get(id) ?? {score: 0, words: 0};
      entry.score += score;
      entry.words += 1;
      totals.set(id, entry);
    }
  }
  const scored = [...totals].map(([id, {score, words: count}]) => ({
    id,
    page: manifest.pages.filter((start) => start <= id).length,
    score: score * (count / queryWordList.length) ** 2,
  }));
  const pageScores = new Map<number, number>();
  for (const {page, score} of scored)
    pageScores.set(page, (pageScores.get(page) ?? 0) + score);
  const ranked = scored
    .map(({id, page, score}) => ({
      id,
      score: score + pageWeight * (pageScores.get(page)! - score),
    }))
    .sort((a, b) => b.score - a.score || a.id - b.id)
    .slice(0, maxResults);

  const keys = new Set(allTerms);
  const sections = await Promise.all(
    ranked.map(({id}) =>
      fetchJson<Section>(
        `${baseUrl}search/${manifest.version}/sections/${id}.json`,
      ),
    ),
  );
  return {
    results: sections.map((section) => ({
      url: `${baseUrl}${section.url.replace(/^\//, '')}`,
      page: section.page,
      section: section.heading === section.page ? undefined : section.heading,
      excerpt: excerpt(section.text, keys),
    })),
    searchedFor,
  };
}
