import {synonyms} from './synonyms';
import {
  correct,
  vocabularyDirectory,
  vocabularyShard,
  type VocabularyShard,
} from './vocabulary';

/**
 * Searching the docs: Pagefind's index (src/plugins/search), with the query
 * made to fit the docs first, and results shaped for the search box.
 *
 * The index holds sections (src/plugins/search), and Pagefind scores each
 * for a word by its heading, the page's title and its text, with word
 * beginnings and stems. Readers type questions, synonyms and typos, so:
 * - words that carry no meaning in a search ("how do I …") are dropped;
 * - a word the docs never use is corrected to the nearest one they do (a
 *   typo), and a word readers use for something the docs name otherwise is
 *   searched with the docs' name too (./synonyms.ts);
 * - each word is searched alone, and a section's score is the sum of its
 *   words' scores, weighed by the share of the query's words it holds: every
 *   word helps, no word is required, so a query with a word the docs lack
 *   still finds the sections that have the others.
 */

type PagefindData = {
  url: string;
  meta: {title?: string; page?: string};
  excerpt: string;
};

type PagefindResult = {
  id: string;
  score: number;
  data: () => Promise<PagefindData>;
};

type Pagefind = {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (query: string) => Promise<{results: PagefindResult[]}>;
};

/** A piece of an excerpt: text, and whether it matched the query. */
export type Segment = {text: string; match: boolean};

export type SearchResult = {
  /** The page and section to open: `/docs/Cape#errors`, base URL included. */
  url: string;
  page: string;
  /** The section's heading, when the best match is in a section. */
  section?: string;
  excerpt: Segment[];
};

export type SearchOutcome = {
  results: SearchResult[];
  /** The words searched for, when they differ from what the reader typed. */
  searchedFor?: string;
};

/** Words that say nothing about what a reader wants to find. */
const stopWords = new Set(
  'a an and are as at be by can do does for from has have how i if in into is it its me my no not of on or our should so that the their then there these this to use using we what when where which who why will with you your'.split(
    ' ',
  ),
);


/**
 * Pagefind's ranking, for sections of very different lengths: a section's
 * length counts for less than by default, so a long reference section (a
 * table of every error) is not outranked by a short one that merely mentions
 * the word.
 */
const ranking = {pageLength: 1};

let pagefind: Promise<Pagefind> | undefined;
const shards = new Map<string, Promise<VocabularyShard>>();

/** Loads Pagefind once; the first call also starts fetching its index. */
export function loadSearch(baseUrl: string): Promise<Pagefind> {
  pagefind ??= import(
    /* webpackIgnore: true */ `${baseUrl}pagefind/pagefind.js`
  ).then(async (module: Pagefind) => {
    await module.options({baseUrl, excerptLength: 24, ranking});
    await module.init();
    return module;
  });
  pagefind.catch(() => {
    pagefind = undefined;
  });
  return pagefind;
}

function loadShard(baseUrl: string, name: string): Promise<VocabularyShard> {
  if (!/^[a-z0-9]$/.test(name)) return Promise.resolve({});
  let shard = shards.get(name);
  if (!shard) {
    shard = fetch(`${baseUrl}${vocabularyDirectory}/${name}.json`).then(
      (response) =>
        response.ok ? (response.json() as Promise<VocabularyShard>) : {},
    );
    shards.set(name, shard);
  }
  return shard;
}

/**
 * One word of the query: what was typed, and what to search for it: the word
 * as the docs write it (typed, or corrected), and its synonyms.
 */
type Term = {typed: string; searched: string; alternatives: string[]};

/** The query's meaningful words, each as the docs can match it. */
async function termsToSearch(query: string, baseUrl: string): Promise<Term[]> {
  const words = (
    query.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}_-]*/gu) ?? []
  ).filter((word) => !stopWords.has(word));
  return Promise.all(
    words.map(async (typed) => {
      const extra = [...(synonyms[typed] ?? [])];
      // Short words and identifiers are searched as typed: Pagefind matches
      // word beginnings, and `_` or `-` mark a name, not a typo.
      if (typed.length < 4 || /[_\d-]/.test(typed)) {
        return {typed, searched: typed, alternatives: [typed, ...extra]};
      }
      const own = await loadShard(baseUrl, vocabularyShard(typed));
      if (Object.hasOwn(own, typed) || extra.length) {
        return {typed, searched: typed, alternatives: [typed, ...extra]};
      }
      // A typo in the first letter is rare; one that drops or adds it is
      // caught by also looking under the second letter.
      const candidates = [own];
      if (typed[1] && vocabularyShard(typed[1]) !== vocabularyShard(typed)) {
        candidates.push(await loadShard(baseUrl, vocabularyShard(typed[1])));
      }
      const searched = correct(typed, candidates) ?? typed;
      return {typed, searched, alternatives: [searched]};
    }),
  );
}

const escapes: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};

/** Pagefind's excerpt (escaped text with `<mark>`s) as segments, not HTML. */
export function excerptSegments(excerpt: string): Segment[] {
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter(Boolean)
    .map((part) => {
      const match = part.startsWith('<mark>');
      const text = (match ? part.slice(6, -7) : part).replace(
        /&(?:amp|lt|gt|quot|#39|#x27);/g,
        (entity) => escapes[entity]!,
      );
      return {text, match};
    });
}

async function shape(
  results: readonly PagefindResult[],
  limit: number,
): Promise<SearchResult[]> {
  const sections = await Promise.all(
    results.slice(0, limit).map((result) => result.data()),
  );
  return sections.map((data) => {
    const heading = data.meta.title ?? data.url;
    const page = data.meta.page ?? heading;
    return {
      url: data.url,
      page,
      section: heading === page ? undefined : heading,
      excerpt: excerptSegments(data.excerpt),
    };
  });
}

/** Searches the docs; at most `limit` results, best first. */
export async function searchDocs(
  query: string,
  baseUrl: string,
  limit = 8,
): Promise<SearchOutcome> {
  const engine = await loadSearch(baseUrl);
  const terms = await termsToSearch(query, baseUrl);
  if (terms.length === 0) return {results: []};
  const searchedFor = terms.some((term) => term.searched !== term.typed)
    ? terms.map((term) => term.searched).join(' ')
    : undefined;

  // Each word alone (its alternatives each searched), then the sections
  // ranked by how much of the query they hold: each word's best score in the
  // section, summed, weighed by the share of the words the section has.
  const alternatives = [...new Set(terms.flatMap((term) => term.alternatives))];
  const found = new Map(
    await Promise.all(
      alternatives.map(
        async (text) => [text, (await engine.search(text)).results] as const,
      ),
    ),
  );
  const scores = new Map<string, {result: PagefindResult; sum: number; terms: number}>();
  for (const term of terms) {
    const best = new Map<string, PagefindResult>();
    for (const text of term.alternatives) {
      for (const result of found.get(text) ?? []) {
        const previous = best.get(result.id);
        if (!previous || result.score > previous.score) best.set(result.id, result);
      }
    }
    for (const result of best.values()) {
      const entry = scores.get(result.id) ?? {result, sum: 0, terms: 0};
      entry.sum += result.score;
      entry.terms += 1;
      scores.set(result.id, entry);
    }
  }
  const ranked = [...scores.values()]
    .map((entry) => ({
      result: entry.result,
      score: entry.sum * (entry.terms / terms.length) ** 2,
    }))
    .sort((a, b) => b.score - a.score)
    .map(({result}) => result);
  return {results: await shape(ranked, limit), searchedFor};
}
