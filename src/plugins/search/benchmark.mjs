// Search quality, measured the way readers meet it: every query of
// tests/search/queries.json typed into the site's real search dialog in
// Chromium, against the production build served by nginx.
//
//   npm run bench:search
//   npm run bench:search -- --queries tests/search/held-out.json
//                                         another query set
//   npm run bench:search -- --json out.json
//   npm run bench:search -- --node        the engine and the indexer as they
//                                         stand, in Node.js, on the built
//                                         pages: a ranking change tried in
//                                         about a second, without a build or
//                                         a browser (the floors stay the
//                                         browser's)
//
// Prints hit@1 and hit@3 (the expected page first, or among the first
// three), section hit@3 (the expected section, or an h3 under it, among the first
// three, for queries that name one), the queries with no result although a word of
// theirs occurs in the docs, and each kind of query apart. The end-to-end
// suite keeps a floor under these figures (tests/e2e/search-quality.spec.ts).
import {readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {parse} from 'parse5';
import {attribute, elements} from '../builtHtml.mjs';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** A query set: each query with the page and section that answer it. */
export function readQueries(
  file = join(root, 'tests', 'search', 'queries.json'),
) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Every word of the docs, from the vocabulary the build writes for search. */
export function docsVocabulary(buildDir = join(root, 'build')) {
  const {version} = JSON.parse(
    readFileSync(join(buildDir, 'search', 'manifest.json'), 'utf8'),
  );
  const directory = join(buildDir, 'search', version, 'vocabulary');
  return new Set(
    readdirSync(directory).flatMap((file) =>
      Object.keys(JSON.parse(readFileSync(join(directory, file), 'utf8'))),
    ),
  );
}

/**
 * The h2 each h3 of the built doc pages sits under, as
 * `'/docs/Cape#capping-the-bill' → 'plans-and-limits'`: a query labelled
 * with a section is answered by that section's own subsections too, so
 * splitting a long section under headings does not count as a miss.
 */
export function docsSubsections(buildDir = join(root, 'build')) {
  const docs = join(buildDir, 'docs');
  return new Map(
    readdirSync(docs, {recursive: true})
      .filter((file) => file.endsWith('.html'))
      .flatMap((file) =>
        subsectionsOf(
          readFileSync(join(docs, file), 'utf8'),
          `/docs/${file.replace(/(\/index)?\.html$/, '')}`,
        ),
      ),
  );
}

/** `[page#h3, h2]` for each h3 with an id in one page's HTML (parse5). */
export function subsectionsOf(html, page) {
  let h2;
  const pairs = [];
  for (const element of elements(parse(html))) {
    const id = attribute(element, 'id');
    if (!id) continue;
    if (element.tagName === 'h2') h2 = id;
    else if (element.tagName === 'h3' && h2) pairs.push([`${page}#${id}`, h2]);
  }
  return pairs;
}

/** `/docs/Cape%20UI#keys` → {page: '/docs/Cape UI', section: 'keys'}. */
function place(url) {
  const {pathname, hash} = new URL(url, 'http://localhost');
  return {
    page: decodeURI(pathname),
    section: hash ? decodeURIComponent(hash.slice(1)) : null,
  };
}

/**
 * Types `query` into the open search dialog and returns the results' URLs,
 * best first, once the search for it has finished.
 */
export async function searchWithDialog(page, query) {
  const box = page.getByRole('combobox', {name: 'Search the docs'});
  await box.fill(query);
  const list = page.getByRole('listbox', {name: 'Results'});
  await list.and(page.locator('[aria-busy="false"]')).waitFor();
  return list
    .getByRole('option')
    .evaluateAll((options) => options.map((option) => option.dataset.url));
}

/** The figures for one run: `found[i]` holds the result URLs for `set[i]`. */
export function score(found, vocabulary, set, subsections = new Map()) {
  const rows = set.map((query, index) => {
    const results = (found[index] ?? []).map(place);
    const pageAt = results.findIndex((result) => result.page === query.page);
    const sectionAt = query.section
      ? results
          .slice(0, 3)
          .findIndex(
            (result) =>
              result.page === query.page &&
              (result.section === query.section ||
                subsections.get(`${result.page}#${result.section}`) ===
                  query.section),
          )
      : -1;
    const words = query.query.toLowerCase().match(/[a-z0-9]+/g) ?? [];
    return {
      ...query,
      results: results.slice(0, 3),
      hit1: pageAt === 0,
      hit3: pageAt >= 0 && pageAt < 3,
      section3: sectionAt >= 0,
      empty: results.length === 0,
      knownWord: words.some((word) => vocabulary.has(word)),
    };
  });
  const share = (list, key) =>
    list.length ? list.filter((row) => row[key]).length / list.length : 1;
  const summary = (list) => ({
    queries: list.length,
    hit1: share(list, 'hit1'),
    hit3: share(list, 'hit3'),
    section3: share(
      list.filter((row) => row.section),
      'section3',
    ),
    emptyWithKnownWord: list.filter((row) => row.empty && row.knownWord).length,
  });
  const kinds = [...new Set(set.map((query) => query.kind))];
  return {
    all: summary(rows),
    byKind: Object.fromEntries(
      kinds.map((kind) => [
        kind,
        summary(rows.filter((row) => row.kind === kind)),
      ]),
    ),
    misses: rows.filter((row) => !row.hit1 || (row.section && !row.section3)),
  };
}

const percent = (value) => `${(value * 100).toFixed(1)} %`;

function print(figures) {
  console.log(`\nSearch quality, ${figures.all.queries} queries`);
  console.log(
    '| Queries | Count | hit@1 | hit@3 | section hit@3 | no result, a word in the docs |',
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const [kind, row] of [
    ['all', figures.all],
    ...Object.entries(figures.byKind),
  ]) {
    console.log(
      `| ${kind} | ${row.queries} | ${percent(row.hit1)} | ${percent(row.hit3)} | ${percent(row.section3)} | ${row.emptyWithKnownWord} |`,
    );
  }
  if (figures.misses.length) {
    console.log(
      '\nMisses (page not first, or section not in the first three):',
    );
    for (const miss of figures.misses) {
      const got = miss.results
        .map(
          (result) =>
            `${result.page}${result.section ? `#${result.section}` : ''}`,
        )
        .join(', ');
      console.log(
        `- "${miss.query}" (${miss.kind}) wants ${miss.page}${miss.section ? `#${miss.section}` : ''}; got ${got || 'nothing'}`,
      );
    }
  }
}

/**
 * The result URLs for `set`, from the engine run in Node.js on an index the
 * indexer builds now from the pages in `buildDir`, served through the test
 * helpers' stand-in for `fetch`.
 */
async function searchInNode(set, buildDir) {
  const {siteSections} = await import('./indexer.mjs');
  const {loadTs, serveIndex} = await import('./testing.mjs');
  const {searchDocs} = loadTs(
    new URL('theme/SearchBar/engine.ts', import.meta.url),
  );
  const baseUrl = serveIndex(siteSections(buildDir));
  const found = [];
  for (const {query} of set) {
    const {results} = await searchDocs(query, baseUrl);
    found.push(results.map(({url}) => url.replace(baseUrl, '/')));
  }
  return found;
}

async function main() {
  const {values} = parseArgs({
    options: {
      queries: {type: 'string'},
      json: {type: 'string'},
      port: {type: 'string', default: '3400'},
      node: {type: 'boolean', default: false},
    },
  });
  const set = readQueries(values.queries);
  const buildDir = join(root, 'build');
  const report = async (found) => {
    const figures = score(found, docsVocabulary(), set, docsSubsections());
    print(figures);
    if (values.json) {
      writeFileSync(values.json, JSON.stringify(figures, null, 2));
    }
  };
  if (values.node) {
    await report(await searchInNode(set, buildDir));
    return;
  }
  const require = createRequire(import.meta.url);
  const {startNginx} = require('../../../scripts/nginx.cjs');
  const {launchOptionsOrExit} = require('../../../scripts/system-tools.cjs');
  const {chromium} = await import('@playwright/test');

  const server = await startNginx({root: buildDir, port: Number(values.port)});
  const browser = await chromium.launch(launchOptionsOrExit());
  try {
    const page = await browser.newPage();
    await page.goto(`${server.url}/docs`);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await page.keyboard.press('Control+k');
    const found = [];
    for (const {query} of set) found.push(await searchWithDialog(page, query));
    await report(found);
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
