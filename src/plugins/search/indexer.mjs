// Writes the search index of the site's sections (src/plugins/search): an
// ES module, as the shared word rules (src/theme/SearchBar/text.mjs) and the
// stemmer they use are. The plugin runs it with Node.js, the built site's
// folder as its argument and the sections on standard input:
//   {"sections": [{"url", "page", "heading", "text"}]}
//
// What it writes, under `search/` in the built site:
// - `manifest.json`: the index's version, how many term files it has and
//   which vocabulary files;
// - `<version>/terms/<n>.json`: for each term, the sections that hold it and
//   how much it counts there (BM25F, headings weighted most), best first;
// - `<version>/sections/<id>.json`: a section's URL, page, heading and text,
//   fetched for the results shown;
// - `<version>/vocabulary/<letter>.json`: the words of the docs, with how
//   often they occur, to correct a misspelt word and complete a partial one.
// Every file but the manifest is named under the version, a hash of its
// content, so hosts may cache them for good.
import {createHash} from 'node:crypto';
import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {
  shardOf,
  term,
  vocabularyShard,
  words,
} from '../../theme/SearchBar/text.mjs';

/** How much a word counts in each part of a section. */
const weights = {heading: 2, page: 1, text: 1};
/** BM25's term-frequency saturation and length normalisation. */
const k1 = 1.2;
const b = 0.75;
/** The best sections kept for each term: enough for any first page of results. */
const maxPostings = 400;
/** About how large a term file may grow, in bytes of JSON. */
const termFileBytes = 24_000;
/** The most of a section's text a result needs for its excerpt. */
const maxText = 3000;

const outDir = process.argv[2];
const {sections} = JSON.parse(readFileSync(0, 'utf8'));

const counts = (list) => {
  const map = new Map();
  for (const item of list) map.set(item, (map.get(item) ?? 0) + 1);
  return map;
};

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
// part of a section counts apart, saturating on its own (BM25 per field), so
// a word in the heading keeps its weight however often the text repeats it.
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
      return [id, Math.max(1, Math.round(idf * score * 100))];
    })
    .sort((a, b2) => b2[1] - a[1])
    .slice(0, maxPostings)
    .flat();
}

// The words as written, for corrections and completions.
const vocabulary = new Map();
for (const section of sections) {
  for (const word of words(`${section.heading} ${section.text}`)) {
    if (/^[a-z][a-z0-9]{2,}$/.test(word)) {
      vocabulary.set(word, (vocabulary.get(word) ?? 0) + 1);
    }
  }
}

const shardCount = Math.max(
  1,
  Math.ceil(JSON.stringify(terms).length / termFileBytes),
);
const files = new Map();
const termFiles = Array.from({length: shardCount}, () => ({}));
for (const [key, list] of Object.entries(terms)) {
  termFiles[shardOf(key, shardCount)][key] = list;
}
termFiles.forEach((file, index) => files.set(`terms/${index}.json`, file));
sections.forEach((section, id) =>
  files.set(`sections/${id}.json`, {
    url: section.url,
    page: section.page,
    heading: section.heading,
    text: section.text.slice(0, maxText),
  }),
);
const letters = new Map();
for (const [word, count] of vocabulary) {
  const shard = vocabularyShard(word);
  if (!letters.has(shard)) letters.set(shard, {});
  letters.get(shard)[word] = count;
}
for (const [shard, entries] of letters) {
  files.set(`vocabulary/${shard}.json`, entries);
}

const hash = createHash('sha256');
for (const [name, content] of files)
  hash.update(name).update(JSON.stringify(content));
const version = hash.digest('hex').slice(0, 12);

const root = join(outDir, 'search');
rmSync(root, {recursive: true, force: true});
for (const [name, content] of files) {
  const file = join(root, version, name);
  mkdirSync(join(file, '..'), {recursive: true});
  writeFileSync(file, JSON.stringify(content));
}
writeFileSync(
  join(root, 'manifest.json'),
  JSON.stringify({
    version,
    terms: shardCount,
    sections: total,
    vocabulary: [...letters.keys()].sort().join(''),
  }),
);
console.log(
  `[INFO] [cape-search] Indexed ${total} sections: ${Object.keys(terms).length} terms in ${shardCount} files, ${vocabulary.size} words.`,
);
