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
 * Indexed: every section of every doc page (`pageSections`), each as a record
 * of its own, so that a search finds and ranks sections, several of one page
 * if they match, and opens the one that answers. The navigation around the
 * content is left out.
 */

/** Left out of what is indexed. */
const excludeSelectors = [
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

/** A section of a page: what the search returns and opens. */
export type Section = {
  /** The page's URL, with `#id` for a section below the page's title. */
  url: string;
  page: string;
  heading: string;
  html: string;
};

const text = (html: string) =>
  html
    .replace(/<a\b[^>]*\bhash-link\b[^>]*>[\s\S]*?<\/a>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#(?:39|x27);/g, "'")
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * A doc page's sections, from its built HTML: the part before the first h2
 * (under the page's title), then one per h2 and h3, each up to the next.
 */
export function pageSections(html: string, url: string): Section[] {
  const start = html.indexOf('class="theme-doc-markdown');
  if (start === -1) return [];
  const end = html.indexOf('</article>', start);
  const content = html.slice(start, end === -1 ? undefined : end);
  const title = text(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(content)?.[1] ?? '');
  const body = content.slice(content.indexOf('</header>') + '</header>'.length);
  const headings = [
    ...body.matchAll(
      /<h([23])\b[^>]*\bid=("?)([^"\s>]+)\2[^>]*>([\s\S]*?)<\/h\1>/g,
    ),
  ];
  const sections: Section[] = [
    {
      url,
      page: title,
      heading: title,
      html: body.slice(0, headings[0]?.index ?? body.length),
    },
  ];
  headings.forEach((match, index) => {
    const from = match.index + match[0].length;
    sections.push({
      url: `${url}#${match[3]}`,
      page: title,
      heading: text(match[4]!),
      html: body.slice(from, headings[index + 1]?.index ?? body.length),
    });
  });
  return sections.filter(
    (section) =>
      (text(section.html) || section.url !== url) &&
      // Lists of links to other pages: a search should find those pages.
      section.heading !== 'Next steps',
  );
}

/**
 * A section as the page Pagefind indexes: its heading weighted most, the
 * page's title a little (readers name the page: "chat modal …"), then its
 * text, tables and code.
 */
function sectionRecord({page, heading, html}: Section): string {
  const escape = (value: string) =>
    value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<!doctype html><html lang="en"><head><title>${escape(heading)}</title></head><body><main data-pagefind-body>
<h1 data-pagefind-meta="title" data-pagefind-weight="10">${escape(heading)}</h1>
<p data-pagefind-meta="page" data-pagefind-weight="2">${escape(page)}</p>
${html}
</main></body></html>`;
}

export default function search(): Plugin {
  return {
    name: 'cape-search',
    async postBuild({outDir}) {
      const started = Date.now();
      const sections: Section[] = [];
      for (const file of await docFiles(outDir, 'docs')) {
        // The page's URL as readers see it: no `.html`, percent-encoded.
        const url = `/${encodeURI(file.replace(/\.html$/, ''))}`;
        const html = await readFile(join(outDir, file), 'utf8');
        sections.push(...pageSections(html, url));
      }
      const records = sections.map((section) => ({
        url: section.url,
        html: sectionRecord(section),
      }));

      // Pagefind is an ES module, which the TypeScript config loader cannot
      // import: ./indexer.mjs runs it in a Node.js process of its own.
      const indexer = spawnSync(
        process.execPath,
        [join(__dirname, 'indexer.mjs'), outDir],
        {
          input: JSON.stringify({records, excludeSelectors}),
          stdio: ['pipe', 'ignore', 'inherit'],
          maxBuffer: 1024 ** 3,
        },
      );
      if (indexer.status !== 0) {
        throw new Error(
          'Pagefind could not index the site; see the messages above.',
        );
      }

      const words = new Map<string, number>();
      for (const section of sections) {
        const sectionText = `${section.heading} ${text(section.html)}`;
        for (const word of sectionText.toLowerCase().match(/[a-z][a-z0-9]{2,}/g) ?? []) {
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
        `[cape-search] Indexed ${sections.length} sections and ${words.size} words in ${Date.now() - started} ms.`,
      );
    },
  };
}
