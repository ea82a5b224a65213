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
 * Pagefind finds pages with every word of a query, by whole word, word
 * beginning or stem. Readers type questions, synonyms and typos, so before it
 * asks Pagefind the search box:
 * - drops words that carry no meaning in a search ("how do I …");
 * - replaces a word the docs never use by the one they use for it (a short
 *   list of synonyms), or else by the nearest word they do use (a typo);
 * and when no page has every word, it searches for each word alone and ranks
 * pages by how many of the words they have, so a query with a word the docs
 * lack still finds the pages that have the others.
 * Each page's best section is the one whose heading and text hold the most of
 * the query's words.
 */

type PagefindSubResult = {
  title: string;
  url: string;
  excerpt: string;
  weighted_locations: {weight: number; balanced_score: number}[];
};

type PagefindData = {
  url: string;
  meta: {title?: string};
  excerpt: string;
  sub_results: PagefindSubResult[];
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
 * Words readers use that the docs do not, and the word the docs use. Applied
 * only to words the docs never contain.
 */
const synonyms: Record<string, string> = {
  rotate: 'roll',
  login: 'sign',
  logon: 'sign',
  signin: 'sign',
  password: 'secret',
  credentials: 'secret',
  token: 'key',
  tokens: 'keys',
  erase: 'delete',
  remove: 'delete',
  gdpr: 'personal',
  throttle: 'rate',
  throttling: 'rate',
  quota: 'limits',
  pricing: 'plans',
  price: 'plans',
  widget: 'chat',
  popup: 'chat',
  chatbot: 'assistant',
  bot: 'assistant',
  scraper: 'crawler',
  scraping: 'crawling',
  spider: 'crawler',
  reindex: 'crawl',
  refresh: 'crawl',
  callback: 'webhook',
  callbacks: 'webhooks',
  dashboard: 'ui',
  admin: 'ui',
  brand: 'theme',
  cname: 'domain',
  dns: 'domain',
  ssl: 'certificate',
  tls: 'certificate',
};

let pagefind: Promise<Pagefind> | undefined;
const shards = new Map<string, Promise<VocabularyShard>>();

/** Loads Pagefind once; the first call also starts fetching its index. */
export function loadSearch(baseUrl: string): Promise<Pagefind> {
  pagefind ??= import(
    /* webpackIgnore: true */ `${baseUrl}pagefind/pagefind.js`
  ).then(async (module: Pagefind) => {
    await module.options({baseUrl, excerptLength: 24});
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

/** The query's meaningful words, each as the docs write it if they can. */
async function wordsToSearch(
  query: string,
  baseUrl: string,
): Promise<string[]> {
  const words = (
    query.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}_-]*/gu) ?? []
  ).filter((word) => !stopWords.has(word));
  return Promise.all(
    words.map(async (word) => {
      // Short words and identifiers are searched as typed: Pagefind matches
      // word beginnings, and `_` or `-` mark a name, not a typo.
      if (word.length < 4 || /[_\d-]/.test(word)) return word;
      const own = await loadShard(baseUrl, vocabularyShard(word));
      if (Object.hasOwn(own, word)) return word;
      const synonym = synonyms[word];
      if (synonym) return synonym;
      // A typo in the first letter is rare; one that drops or adds it is
      // caught by also looking under the second letter.
      const candidates = [own];
      if (word[1] && vocabularyShard(word[1]) !== vocabularyShard(word)) {
        candidates.push(await loadShard(baseUrl, vocabularyShard(word[1])));
      }
      return correct(word, candidates) ?? word;
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

const headingText = (title: string) => title.replace(/[\u200b#]/g, '').trim();

/** The page's section that holds the most of the words, in its heading or text. */
function bestSection(
  data: PagefindData,
  words: readonly string[],
): PagefindSubResult {
  let best = data.sub_results[0]!;
  let bestScore = -Infinity;
  for (const section of data.sub_results) {
    const heading = headingText(section.title).toLowerCase();
    const inHeading = words.filter((word) => heading.includes(word)).length;
    const inText = section.weighted_locations.reduce(
      (sum, location) => sum + location.balanced_score,
      0,
    );
    const score = inHeading * 1000 + inText;
    if (score > bestScore) {
      best = section;
      bestScore = score;
    }
  }
  return best;
}

async function shape(
  results: readonly PagefindResult[],
  words: readonly string[],
  limit: number,
): Promise<SearchResult[]> {
  const pages = await Promise.all(
    results.slice(0, limit).map((result) => result.data()),
  );
  return pages.map((data) => {
    const page = data.meta.title ?? data.url;
    const section = data.sub_results.length
      ? bestSection(data, words)
      : undefined;
    const sectionTitle = section && headingText(section.title);
    return {
      url: section?.url ?? data.url,
      page,
      section: sectionTitle && sectionTitle !== page ? sectionTitle : undefined,
      excerpt: excerptSegments(section?.excerpt ?? data.excerpt),
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
  const words = await wordsToSearch(query, baseUrl);
  if (words.length === 0) return {results: []};
  const typed: string[] =
    query.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}_-]*/gu) ?? [];
  const searchedFor = words.some((word) => !typed.includes(word))
    ? words.join(' ')
    : undefined;

  const all = await engine.search(words.join(' '));
  if (all.results.length > 0 || words.length === 1) {
    return {results: await shape(all.results, words, limit), searchedFor};
  }
  // No page has every word: rank pages by how many of the words they have.
  const each = await Promise.all(words.map((word) => engine.search(word)));
  const merged = new Map<
    string,
    {result: PagefindResult; words: number; score: number}
  >();
  for (const {results} of each) {
    for (const result of results) {
      const entry = merged.get(result.id);
      if (entry) {
        entry.words += 1;
        entry.score += result.score;
      } else {
        merged.set(result.id, {result, words: 1, score: result.score});
      }
    }
  }
  const ranked = [...merged.values()]
    .sort((a, b) => b.words - a.words || b.score - a.score)
    .map(({result}) => result);
  return {results: await shape(ranked, words, limit), searchedFor};
}
