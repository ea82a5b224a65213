import {spawnSync} from 'node:child_process';
import {mkdir, readFile, readdir, writeFile} from 'node:fs/promises';
import {join, relative} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {
  vocabularyDirectory,
  vocabularyShard,
  type VocabularyShard,
} from '../../theme/SearchBar/vocabulary';

/**
 * Full-text search with no outside service: when the site is built, Pagefind
 * (https://pagefind.app, a maintained static-search engine) indexes the docs
 * into `/pagefind/`, an index split into small files so that a search fetches
 * only the parts its words need, however large the site grows. The search
 * box (src/theme/SearchBar) loads Pagefind the first time a reader opens it.
 *
 * Pagefind matches whole words, word beginnings and word stems, but not
 * misspellings. So this plugin also writes the docs' vocabulary, split by
 * first letter (`/pagefind/cape-vocabulary/`), which the search box uses to
 * correct a word the docs do not contain to the nearest one they do.
 *
 * Indexed: the content of every doc page (`.theme-doc-markdown`: its title,
 * headings, prose, tables and code), not the navigation around it. Each
 * heading with an id is a section Pagefind can return on its own.
 */

/** What is indexed on each page, and what inside it is left out. */
const rootSelector = '.theme-doc-markdown';
const excludeSelectors = [
  // The heading anchors' "#" and zero-width space.
  '.hash-link',
  // Copy page, View as Markdown.
  '[data-search-ignore]',
  // Code blocks' copy and wrap buttons.
  'button',
];

/** HTML files of doc pages under `outDir`, relative to it. */
async function docFiles(outDir: string, docsPath: string): Promise<string[]> {
  const root = join(outDir, docsPath);
  const entries = await readdir(root, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(outDir, join(entry.parentPath, entry.name)))
    .sort();
}

/** The text of an indexed page's content, for the vocabulary. */
function contentText(html: string): string {
  const start = html.indexOf('class="theme-doc-markdown');
  const end = html.indexOf('</article>', start);
  return html
    .slice(start, end === -1 ? undefined : end)
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(?:amp|lt|gt|quot|#39|#x27|nbsp);/g, ' ');
}

export default function search(): Plugin {
  return {
    name: 'cape-search',
    async postBuild({outDir}) {
      const started = Date.now();
      const pages = (await docFiles(outDir, 'docs')).map((file) => ({
        file,
        // The page's URL as readers see it: no `.html`, percent-encoded.
        url: `/${encodeURI(file.replace(/\.html$/, ''))}`,
      }));

      // Pagefind is an ES module, which the TypeScript config loader cannot
      // import: ./indexer.mjs runs it in a Node.js process of its own.
      const indexer = spawnSync(
        process.execPath,
        [
          join(__dirname, 'indexer.mjs'),
          JSON.stringify({outDir, pages, rootSelector, excludeSelectors}),
        ],
        {stdio: ['ignore', 'ignore', 'inherit']},
      );
      if (indexer.status !== 0) {
        throw new Error(
          'Pagefind could not index the site; see the messages above.',
        );
      }

      const words = new Map<string, number>();
      for (const {file} of pages) {
        const html = await readFile(join(outDir, file), 'utf8');
        const text = contentText(html).toLowerCase();
        for (const word of text.match(/[a-z][a-z0-9]{2,}/g) ?? []) {
          words.set(word, (words.get(word) ?? 0) + 1);
        }
      }
      const shards = new Map<string, VocabularyShard>();
      for (const [word, count] of words) {
        const shard = vocabularyShard(word);
        if (!shards.has(shard)) shards.set(shard, {});
        shards.get(shard)![word] = count;
      }
      const directory = join(outDir, vocabularyDirectory);
      await mkdir(directory, {recursive: true});
      await Promise.all(
        [...shards].map(([shard, entries]) =>
          writeFile(join(directory, `${shard}.json`), JSON.stringify(entries)),
        ),
      );
      console.log(
        `[cape-search] Indexed ${pages.length} pages and ${words.size} words in ${Date.now() - started} ms.`,
      );
    },
  };
}
