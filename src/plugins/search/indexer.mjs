// Writes the search index of the site's sections (./index.ts runs it with
// Node.js after the build, the built site's folder as its argument): an ES
// module, as the shared word rules (./theme/SearchBar/text.mjs), the stemmer
// they use and parse5 are.
//
// What it writes, under `search/` in the built site:
// - `manifest.json`: the index's version, how many term files it has, where
//   each page's sections start and which vocabulary files there are;
// - `<version>/terms/<n>.json`: for each term, the sections that hold it and
//   how much it counts there (BM25F, headings weighted most), best first;
// - `<version>/sections/<id>.json`: a section's URL, page, heading and text,
//   fetched for the results shown;
// - `<version>/vocabulary/<letter>.json`: the words of the docs, with how
//   often they occur, to correct a misspelt word and complete a partial one.
// Every file but the manifest is named under the version, a hash of its
// content, so hosts may cache them for good.
import {createHash} from 'node:crypto';
import {
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {join, relative} from 'node:path';
import {fileURLToPath} from 'node:url';
import {parse} from 'parse5';
import {attribute, elements} from '../builtHtml.mjs';
import {
  shardOf,
  term,
  vocabularyShard,
  words,
} from './theme/SearchBar/text.mjs';

/** How much a word counts in each part of a section. */
const weights = {heading: 2, page: 1, text: 1};
/** BM25's term-frequency saturation and length normalisation. */
const k1 = 1.2;
const b = 0.9;
/** The best sections kept for each term: enough for any first page of results. */
const maxPostings = 400;
/**
 * About how large a term file may grow, in bytes of JSON: a search fetches
 * one file per word, so this bounds its bytes on a site of any size (at
 * 1,000 pages, 24,000 made a three-word search 50 KB gzip, near its 60 KB
 * budget: scripts/large-site.mjs).
 */
const termFileBytes = 12_000;
/** The most of a section's text a result needs for its excerpt. */
const maxText = 3000;
/** The element of a doc page that holds its Markdown (the classic theme's). */
const contentClass = 'theme-doc-markdown';
/** Phrasing elements a doc's text runs through without a break. */
const inline = new Set([
  'a',
  'abbr',
  'b',
  'code',
  'em',
  'i',
  'kbd',
  'mark',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
]);

const classes = (node) =>
  ('attrs' in node && attribute(node, 'class')?.split(/\s+/)) || [];
const clean = (text) =>
  text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * A doc page's sections, from its built HTML (parsed with parse5, as a
 * browser would): the part before the first h2 (under the page's title),
 * then one per h2 and h3, each up to the next. Text is what a reader sees,
 * words apart at every tag, without the headings' "#" links and buttons'
 * labels. "Next steps" lists are left out: they point at other pages, which
 * a search should find themselves. A page without the theme's Markdown
 * container, its title or a heading's id throws: a theme that changed its
 * markup must stop the build, not ship an empty index.
 * @param {string} html
 * @param {string} url the page's URL, percent-encoded
 * @returns {{url: string, page: string, heading: string, text: string}[]}
 */
export function pageSections(html, url) {
  const fail = (what) => {
    throw new Error(
      `[cape-search] ${url}: ${what}. The theme's doc page markup changed; update src/plugins/search/indexer.mjs.`,
    );
  };
  const content = [...elements(parse(html))].find((node) =>
    classes(node).includes(contentClass),
  );
  if (!content) fail(`no element with the class "${contentClass}"`);
  const title = [...elements(content)].find((node) => node.nodeName === 'h1');
  if (!title) fail('no h1 title in the page content');
  const skipped = (node) =>
    node.nodeName === 'button' || classes(node).includes('hash-link');
  // Blocks are kept apart by a space; inline elements are not, so a snippet
  // reads "`Cape-Signature`: t=…", not "Cape-Signature : t=…".
  const around = (node) => (inline.has(node.nodeName) ? '' : ' ');
  const textOf = (node) =>
    node.nodeName === '#text'
      ? node.value
      : skipped(node)
        ? ' '
        : around(node) +
          (node.childNodes ?? []).map(textOf).join('') +
          around(node);
  const page = clean(textOf(title));
  let current = {url, page, heading: page, text: ''};
  const sections = [current];
  const visit = (node) => {
    if (node === title || node.nodeName === 'header') return;
    if (node.nodeName === 'h2' || node.nodeName === 'h3') {
      const id = attribute(node, 'id');
      if (!id) fail(`an ${node.nodeName} without an id`);
      const weight = attribute(node, 'data-search-weight');
      current = {
        url: `${url}#${id}`,
        page,
        heading: clean(textOf(node)),
        text: '',
        // A heading may rank its section below prose that uses the same
        // words: the API reference's (src/plugins/apiReference) repeat the
        // API's vocabulary in every operation.
        ...(weight === undefined ? {} : {weight: Number(weight)}),
      };
      sections.push(current);
    } else if (node.childNodes && !skipped(node)) {
      current.text += around(node);
      node.childNodes.forEach(visit);
      current.text += around(node);
    } else {
      current.text += textOf(node);
    }
  };
  content.childNodes.forEach(visit);
  return sections
    .map((section) => ({...section, text: clean(section.text)}))
    .filter(
      (section) =>
        (section.text || section.url !== url) &&
        section.heading !== 'Next steps',
    );
}

const counts = (list) => {
  const map = new Map();
  for (const item of list) map.set(item, (map.get(item) ?? 0) + 1);
  return map;
};

/**
 * The index's files for `sections`: a map from each file's name, under the
 * version folder, to its content, and the manifest.
 * @param {{url: string, page: string, heading: string, text: string}[]} sections
 */
export function buildIndex(sections) {
  // Each section's term frequencies and length, in each of its parts.
  const parts = Object.keys(weights);
  const documents = sections.map((section) =>
    Object.fromEntries(
      parts.map((part) => {
        const list = words(section[part]);
        return [part, {frequency: counts(list.map(term)), length: list.length}];
      }),
    ),
  );
  const averageLength = Object.fromEntries(
    parts.map((part) => [
      part,
      documents.reduce((sum, document) => sum + document[part].length, 0) /
        Math.max(documents.length, 1) || 1,
    ]),
  );

  // Postings: for each term, its sections and their scores, best first. Each
  // part of a section counts apart, saturating on its own (BM25 per field),
  // so a word in the heading keeps its weight however often the text
  // repeats it.
  const postings = new Map();
  documents.forEach((document, id) => {
    for (const part of parts) {
      for (const key of document[part].frequency.keys()) {
        if (!postings.has(key)) postings.set(key, new Set());
        postings.get(key).add(id);
      }
    }
  });
  const total = documents.length;
  const terms = {};
  for (const [key, ids] of postings) {
    const idf = Math.log(1 + (total - ids.size + 0.5) / (ids.size + 0.5));
    terms[key] = [...ids]
      .map((id) => {
        let score = 0;
        for (const part of parts) {
          const {frequency, length} = documents[id][part];
          const count = frequency.get(key) ?? 0;
          if (count === 0) continue;
          score +=
            (weights[part] * count * (k1 + 1)) /
            (count + k1 * (1 - b + (b * length) / averageLength[part]));
        }
        const weight = sections[id].weight ?? 1;
        return [id, Math.max(1, Math.round(idf * score * weight * 100))];
      })
      .sort((first, second) => second[1] - first[1])
      .slice(0, maxPostings)
      .flat();
  }

  // The words as written, for corrections and completions, by first letter.
  const letters = {};
  for (const section of sections) {
    for (const word of words(`${section.heading} ${section.text}`)) {
      if (!/^[a-z][a-z0-9]{2,}$/.test(word)) continue;
      const shard = (letters[vocabularyShard(word)] ??= {});
      shard[word] = (shard[word] ?? 0) + 1;
    }
  }

  const shardCount = Math.max(
    1,
    Math.ceil(JSON.stringify(terms).length / termFileBytes),
  );
  const termFiles = Array.from({length: shardCount}, () => ({}));
  for (const [key, list] of Object.entries(terms)) {
    termFiles[shardOf(key, shardCount)][key] = list;
  }
  const files = new Map();
  termFiles.forEach((file, index) => files.set(`terms/${index}.json`, file));
  sections.forEach((section, id) =>
    files.set(`sections/${id}.json`, {
      url: section.url,
      page: section.page,
      heading: section.heading,
      text: section.text.slice(0, maxText),
    }),
  );
  for (const [shard, entries] of Object.entries(letters)) {
    files.set(`vocabulary/${shard}.json`, entries);
  }

  const hash = createHash('sha256');
  for (const [name, content] of files)
    hash.update(name).update(JSON.stringify(content));
  const manifest = {
    version: hash.digest('hex').slice(0, 12),
    terms: shardCount,
    sections: total,
    // The id of each page's first section: sections are numbered page by page.
    pages: sections.flatMap((section, id) =>
      id === 0 || sections[id - 1].page !== section.page ? [id] : [],
    ),
    vocabulary: Object.keys(letters).sort().join(''),
  };
  return {files, manifest};
}

/**
 * The sections of every doc page of the site built in `outDir` (its HTML
 * files under `docs/`), page by page.
 * @param {string} outDir
 */
export function siteSections(outDir) {
  return readdirSync(join(outDir, 'docs'), {
    recursive: true,
    withFileTypes: true,
  })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(outDir, join(entry.parentPath, entry.name)))
    .sort()
    .flatMap((file) =>
      // The page's URL as readers see it: no `.html`, percent-encoded.
      pageSections(
        readFileSync(join(outDir, file), 'utf8'),
        `/${encodeURI(file.replace(/\.html$/, ''))}`,
      ),
    );
}

/**
 * Indexes every doc page of the site built in `outDir` and writes the index
 * under `search/`.
 * @param {string} outDir
 */
export function writeIndex(outDir) {
  const {files, manifest} = buildIndex(siteSections(outDir));
  const root = join(outDir, 'search');
  rmSync(root, {recursive: true, force: true});
  for (const [name, content] of files) {
    const file = join(root, manifest.version, name);
    mkdirSync(join(file, '..'), {recursive: true});
    writeFileSync(file, JSON.stringify(content));
  }
  writeFileSync(join(root, 'manifest.json'), JSON.stringify(manifest));
  console.log(
    `[INFO] [cape-search] Indexed ${manifest.sections} sections in ${manifest.terms} term files.`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeIndex(process.argv[2]);
}
