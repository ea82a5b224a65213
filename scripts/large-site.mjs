// How the site's costs grow with its size: a copy of the site, in a temporary
// folder, with `--pages` extra doc pages made from the existing ones (the
// plain-Markdown sections of the built /llms-full.txt, so they carry the
// same words, tables and code). Needs a build of the site first.
//
//   node scripts/large-site.mjs [--pages 1000] [--stock] [--keep] [--port 3450]
//
// Prints the cold build's time (and per page), peak memory and output size,
// and the bytes (gzip, as nginx sends them) that the first search fetches on
// the big site, for a few queries (budget: under 60 KB). With --stock, also
// builds the stock Docusaurus template (scripts/stock-template.mjs) given the
// same pages, as plain Markdown, and prints Cape's build time and memory as
// multiples of its (budget: 1.5x), and both output sizes. Exits non-zero when
// a budget is not met.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {searchWithDialog} from '../src/plugins/search/benchmark.mjs';
import {
  buildRows,
  copySite,
  measureBuild,
  prepareStock,
  siteSources,
} from './stock-template.mjs';
import {fmt, tally} from './verdict.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);

/** The docs as plain Markdown pages, from the built /llms-full.txt. */
export function markdownPages(buildDir = join(root, 'build')) {
  const file = join(buildDir, 'llms-full.txt');
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: run \`npm run build\` first.`);
  }
  const full = readFileSync(file, 'utf8');
  const header = /^# (.+)\n\nSource: \S+\n\n/gm;
  const starts = [...full.matchAll(header)];
  return starts.map((match, index) => ({
    title: match[1],
    body: full
      .slice(
        match.index + match[0].length,
        starts[index + 1]?.index ?? full.length,
      )
      .trim(),
  }));
}

/**
 * Writes `count` doc pages into `docsDir`/generated, cycling through the
 * site's pages: each with its own title, description and headings.
 */
export function writeGeneratedPages(docsDir, count, pages = markdownPages()) {
  const dir = join(docsDir, 'generated');
  mkdirSync(dir, {recursive: true});
  for (let index = 0; index < count; index += 1) {
    const page = pages[index % pages.length];
    const copy = Math.floor(index / pages.length) + 1;
    const title = `${page.title} (copy ${copy})`;
    writeFileSync(
      join(dir, `page-${String(index + 1).padStart(4, '0')}.md`),
      [
        '---',
        `title: ${JSON.stringify(title)}`,
        `sidebar_label: ${JSON.stringify(title)}`,
        `description: ${JSON.stringify(`A generated copy of the ${page.title} page, for measuring how the site scales.`)}`,
        '---',
        '',
        page.body,
        '',
      ].join('\n'),
    );
  }
}

/** A copy of the site with `count` generated pages. */
export function makeLargeSite(count) {
  const dir = copySite(
    root,
    mkdtempSync(join(tmpdir(), 'cape-large-site-')),
    [],
    ['docs', ...siteSources],
  );
  writeGeneratedPages(join(dir, 'docs'), count);
  return dir;
}

/**
 * The bytes a reader's first search fetches (compressed, as sent), for each
 * query, each in a fresh browser context: everything requested from the
 * moment the search opens (the dialog's code, the index files its words
 * need and the sections it shows).
 */
export async function firstSearchBytes(url, queries) {
  const {chromium} = await import('@playwright/test');
  const {launchOptionsOrExit} = require('./system-tools.cjs');
  const browser = await chromium.launch(launchOptionsOrExit());
  const sizes = {};
  try {
    for (const query of queries) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${url}/docs`);
      await page.locator('html[data-has-hydrated="true"]').waitFor();
      // The page's own prefetches (the chunks of the pages its links lead
      // to) are done first: they are not the search's bytes.
      await page.waitForLoadState('networkidle');
      const fetched = [];
      page.on('requestfinished', (request) => {
        fetched.push(request.sizes().then((size) => size.responseBodySize));
      });
      await page.keyboard.press('Control+k');
      await searchWithDialog(page, query);
      await page.waitForLoadState('networkidle');
      sizes[query] = (await Promise.all(fetched)).reduce(
        (sum, size) => sum + size,
        0,
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return sizes;
}

/** Budgets at scale: multiples of the stock template's figure, and bytes. */
const budgets = {time: 1.5, memory: 1.5, firstSearch: 60 * 1024};

async function main() {
  const {values} = parseArgs({
    options: {
      pages: {type: 'string', default: '1000'},
      keep: {type: 'boolean', default: false},
      stock: {type: 'boolean', default: false},
      port: {type: 'string', default: '3450'},
    },
  });
  const count = Number(values.pages);
  const dir = makeLargeSite(count);
  console.log(`Building a copy with ${count} generated pages in ${dir} …`);
  const {counts, row, summary} = tally();
  const total = count + 8;
  const page = `${total} doc pages`;
  try {
    const build = await measureBuild(dir);
    let theirs;
    if (values.stock) {
      const stock = mkdtempSync(join(tmpdir(), 'cape-large-stock-'));
      copySite(prepareStock().dir, stock);
      writeGeneratedPages(join(stock, 'docs'), count);
      console.log(`Building the stock template with the same pages …`);
      try {
        theirs = await measureBuild(stock);
      } finally {
        rmSync(stock, {recursive: true, force: true});
      }
    }
    const rows = buildRows(row, page, build, theirs, budgets);
    const perPage = (seconds) => fmt.ms((seconds * 1000) / total);
    rows.splice(
      1,
      0,
      row('cold build per page', page, [build.seconds], [], perPage),
    );
    const {startNginx} = require('./nginx.cjs');
    const server = await startNginx({
      root: join(dir, 'build'),
      port: Number(values.port),
    });
    try {
      const queries = [
        'webhook signature',
        'pagnation',
        'how do I rotate an api key',
        'custom domain dns',
      ];
      // Under 60 KB: at most a byte less.
      const limit = {max: budgets.firstSearch - 1};
      const sizes = await firstSearchBytes(server.url, queries);
      for (const [query, bytes] of Object.entries(sizes)) {
        const figure = `first search "${query}" (gzip)`;
        rows.push(row(figure, '/docs', [bytes], [], fmt.kb, limit));
      }
    } finally {
      await server.stop();
    }
    console.log(
      `${total} doc pages (${count} generated), cold builds; "other" is the stock template given the same pages:`,
    );
    console.table(rows);
    console.log(summary());
  } finally {
    if (values.keep) console.log(`Kept ${dir}`);
    else rmSync(dir, {recursive: true, force: true});
  }
  process.exitCode = counts.OVER === 0 ? 0 : 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await main();
}
