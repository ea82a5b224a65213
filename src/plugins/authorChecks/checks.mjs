// The checks an author meets while writing, through this one entry: the dev
// server runs them on every save (./index.ts, through ./worker.mjs) and
// `npm run check` on every page (scripts/check.mjs), so the two cannot
// disagree. Each problem is one line, `file:line:column  problem  fix`
// (./report.mjs). One module per concern: ./frontMatter.mjs (front matter,
// titles no two pages share), ./structure.mjs (the page list, headings, MDX
// syntax), ./links.mjs (links, anchors, images), ./components.mjs,
// ./samples.mjs (code blocks) and ./prose.mjs (spelling, quantities).
import {existsSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {componentChecks, screenChecks} from './components.mjs';
import {readFrontMatter, titleChecks} from './frontMatter.mjs';
import {anchorsOf, linkChecks} from './links.mjs';
import {listDocs, parseDoc} from './parse.mjs';
import {proseQuantityChecks, spellingChecks} from './prose.mjs';
import {codeBlockChecks} from './samples.mjs';
import {headingChecks, mdxChecks, newPageChecks} from './structure.mjs';

export {format} from './report.mjs';
export {specifiedDocs} from './structure.mjs';

/** Reads a page: its front matter as Docusaurus reads it and its parts. */
export async function readPage(root, path, source) {
  const name = relative(root, path).split('\\').join('/');
  const isDoc = name.startsWith('docs/');
  const {frontMatter, problems} = isDoc
    ? await readFrontMatter(path, source)
    : {frontMatter: {}, problems: []};
  const {tree, ...parts} = parseDoc(source);
  return {
    path,
    name,
    source,
    isDoc,
    frontMatter,
    frontMatterProblems: problems.map((problem) => ({file: name, ...problem})),
    ...parts,
    anchors: await anchorsOf(tree),
  };
}

const readCache = new Map();

/** The pages the checks read: every doc and CONTRIBUTING.md's samples. */
export async function readSite(root) {
  const paths = [
    ...listDocs(join(root, 'docs')),
    join(root, 'CONTRIBUTING.md'),
  ].filter((path) => existsSync(path));
  const pages = await Promise.all(
    paths.map(async (path) => {
      // A page is parsed again only when its text changed (the dev server
      // reads the site on every save).
      const source = readFileSync(path, 'utf8');
      const cached = readCache.get(path);
      if (cached?.source === source) return cached;
      const page = await readPage(root, path, source);
      readCache.set(path, page);
      return page;
    }),
  );
  return {root, pages, byPath: new Map(pages.map((page) => [page.path, page]))};
}

/**
 * A doc's checks of itself. A new check goes in this list, as
 * `(page) => problems`, and so runs in the dev server, `npm run check` and
 * `npm test` at once. Of CONTRIBUTING.md, the samples and the spelling are
 * checked.
 */
const docChecks = [
  newPageChecks,
  (page) => page.frontMatterProblems,
  headingChecks,
  componentChecks,
  screenChecks,
  mdxChecks,
  codeBlockChecks,
  proseQuantityChecks,
];
/** A doc's checks against the other pages, run again on every save. */
const acrossPages = [titleChecks, linkChecks];

/** Every problem of the given pages (all of them by default), in order. */
export async function checkSite(
  site,
  {pages = site.pages, spelling = true} = {},
) {
  const problems = await Promise.all(
    pages.map(async (page) => {
      // Kept with the page, which is read again only when its text changes.
      page.ownProblems ??= (page.isDoc ? docChecks : [codeBlockChecks]).flatMap(
        (run) => run(page),
      );
      return [
        ...page.ownProblems,
        ...(page.isDoc ? acrossPages.flatMap((run) => run(page, site)) : []),
        ...(spelling ? (page.spelling ??= await spellingChecks(page)) : []),
      ];
    }),
  );
  return problems
    .flat()
    .sort(
      (a, b) =>
        a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column,
    );
}
