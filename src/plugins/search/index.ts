import {spawnSync} from 'node:child_process';
import {readFile, readdir} from 'node:fs/promises';
import {join, relative} from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Full-text search with no outside service. When the site is built, every
 * section of every doc page (`pageSections`) goes into an index of Cape's
 * own (./indexer.mjs): split by term into small files, so that a search
 * fetches only the few its words need, whatever the size of the site, and
 * each section scored for each of its terms in advance (BM25F, the heading
 * counting most). The search box (src/theme/SearchBar) fetches the files a
 * query needs, and the sections it shows.
 *
 * Sections are what a search finds and opens: a reader lands on the part of
 * the page that answers, and a page can give several results.
 */

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
  /** The section's text: prose, tables and code, without markup. */
  text: string;
};

/** Text of HTML: tags, heading anchors' "#" and buttons' labels left out. */
export function textOf(html: string): string {
  return html
    .replace(/<a\b[^>]*\bhash-link\b[^>]*>[\s\S]*?<\/a>/g, '')
    .replace(/<button\b[\s\S]*?<\/button>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#(?:39|x27);/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A doc page's sections, from its built HTML: the part before the first h2
 * (under the page's title), then one per h2 and h3, each up to the next.
 * "Next steps" lists are left out: they point at other pages, which a
 * search should find themselves.
 */
export function pageSections(html: string, url: string): Section[] {
  const start = html.indexOf('class="theme-doc-markdown');
  if (start === -1) return [];
  const end = html.indexOf('</article>', start);
  const content = html.slice(start, end === -1 ? undefined : end);
  const page = textOf(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(content)?.[1] ?? '');
  const body = content.slice(content.indexOf('</header>') + '</header>'.length);
  const headings = [
    ...body.matchAll(
      /<h([23])\b[^>]*\bid=("?)([^"\s>]+)\2[^>]*>([\s\S]*?)<\/h\1>/g,
    ),
  ];
  const sections: Section[] = [
    {
      url,
      page,
      heading: page,
      text: textOf(body.slice(0, headings[0]?.index ?? body.length)),
    },
  ];
  headings.forEach((match, index) => {
    const from = match.index + match[0].length;
    sections.push({
      url: `${url}#${match[3]}`,
      page,
      heading: textOf(match[4]!),
      text: textOf(body.slice(from, headings[index + 1]?.index ?? body.length)),
    });
  });
  return sections.filter(
    (section) =>
      (section.text || section.url !== url) && section.heading !== 'Next steps',
  );
}

export default function search(): Plugin {
  return {
    name: 'cape-search',
    async postBuild({outDir}) {
      const sections: Section[] = [];
      for (const file of await docFiles(outDir, 'docs')) {
        // The page's URL as readers see it: no `.html`, percent-encoded.
        const url = `/${encodeURI(file.replace(/\.html$/, ''))}`;
        const html = await readFile(join(outDir, file), 'utf8');
        sections.push(...pageSections(html, url));
      }
      // The index is written by an ES module (./indexer.mjs), which the
      // TypeScript config loader cannot import: it runs in a Node.js
      // process of its own.
      const indexer = spawnSync(
        process.execPath,
        [join(__dirname, 'indexer.mjs'), outDir],
        {
          input: JSON.stringify({sections}),
          stdio: ['pipe', 'inherit', 'inherit'],
          maxBuffer: 1024 ** 3,
        },
      );
      if (indexer.status !== 0) {
        throw new Error(
          'The search index could not be written; see the messages above.',
        );
      }
    },
  };
}
