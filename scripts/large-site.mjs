// How the site's costs grow with its size: a copy of the site, in a temporary
// folder, with `--pages` extra doc pages made from the existing ones (the
// plain-Markdown sections of the built /llms-full.txt, so they carry the
// same words, tables and code). Needs a build of the site first.
//
//   node scripts/large-site.mjs [--pages 1000] [--stock] [--keep]
//
// Prints the cold build's time (and per page) and peak memory, and the bytes
// (gzip, as nginx sends them) that the first search fetches on the big site,
// for a few queries. With --stock, also builds the stock Docusaurus template
// (scripts/stock-template.mjs) given the same pages, as plain Markdown, and
// prints Cape's build time and memory as multiples of its (budget: 1.5x),
// and both output sizes. Exits non-zero when a budget is not met.
// scripts/bench.mjs uses `measureBuild`.
import {spawn} from 'node:child_process';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {linkNodeModules, prepareStock} from './stock-template.mjs';

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

/** A copy of the stock template with `count` generated pages. */
function makeLargeStock(stockDir, count) {
  const dir = mkdtempSync(join(tmpdir(), 'cape-large-stock-'));
  for (const entry of readdirSync(stockDir)) {
    if (['node_modules', 'build', '.docusaurus'].includes(entry)) continue;
    cpSync(join(stockDir, entry), join(dir, entry), {recursive: true});
  }
  linkNodeModules(dir, join(stockDir, 'node_modules'));
  writeGeneratedPages(join(dir, 'docs'), count);
  return dir;
}

/** A copy of the site with `count` generated pages. */
export function makeLargeSite(count) {
  const dir = mkdtempSync(join(tmpdir(), 'cape-large-site-'));
  for (const entry of [
    'docs',
    'i18n',
    'src',
    'static',
    'scripts',
    'docusaurus.config.ts',
    'sidebars.ts',
    'package.json',
    'tsconfig.json',
    'babel.config.js',
  ]) {
    cpSync(join(root, entry), join(dir, entry), {recursive: true});
  }
  linkNodeModules(dir, join(root, 'node_modules'));
  writeGeneratedPages(join(dir, 'docs'), count);
  return dir;
}

/** Resident memory of a process and all its descendants, in bytes (Linux). */
function treeRss(pid) {
  let total = 0;
  const visit = (id) => {
    try {
      const status = readFileSync(`/proc/${id}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
      for (const task of readdirSync(`/proc/${id}/task`)) {
        const children = readFileSync(
          `/proc/${id}/task/${task}/children`,
          'utf8',
        );
        for (const child of children.split(' ').filter(Boolean)) visit(child);
      }
    } catch {
      // The process ended while we looked.
    }
  };
  visit(pid);
  return total;
}

/**
 * Runs `docusaurus build` in `dir` from a cold cache; resolves with its wall
 * time and the peak resident memory of its processes (null where /proc is
 * not there to read).
 */
export function measureBuild(dir, {outDir = 'build', env = {}} = {}) {
  rmSync(join(dir, '.docusaurus'), {recursive: true, force: true});
  const cache = join(dir, 'node_modules', '.cache');
  if (existsSync(cache) && !lstatSync(cache).isSymbolicLink()) {
    rmSync(cache, {recursive: true, force: true});
  }
  const cli = require.resolve('@docusaurus/core/bin/docusaurus.mjs', {
    paths: [dir],
  });
  const started = performance.now();
  const child = spawn(process.execPath, [cli, 'build', '--out-dir', outDir], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {...process.env, FORCE_COLOR: '0', ...env},
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const canSample = existsSync('/proc/self/status');
  let peak = 0;
  const sampler = canSample
    ? setInterval(() => {
        peak = Math.max(peak, treeRss(child.pid));
      }, 100)
    : undefined;
  return new Promise((resolve, reject) => {
    child.on('close', (code) => {
      clearInterval(sampler);
      if (code !== 0) {
        reject(
          new Error(`The build in ${dir} failed:\n${stderr.slice(-3000)}`),
        );
        return;
      }
      resolve({
        seconds: (performance.now() - started) / 1000,
        peakBytes: canSample ? peak : null,
      });
    });
  });
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
      await page.getByRole('combobox', {name: 'Search the docs'}).fill(query);
      await page
        .getByRole('listbox', {name: 'Results'})
        .and(page.locator('[aria-busy="false"]'))
        .waitFor();
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

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

/** The bytes of every file under `dir` (the build's output, uncompressed). */
function folderBytes(dir) {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .reduce(
      (sum, entry) => sum + lstatSync(join(entry.parentPath, entry.name)).size,
      0,
    );
}

/** Budgets at scale: multiples of the stock template's figure, and bytes. */
const budgets = {build: 1.5, memory: 1.5, firstSearch: 60 * 1024};

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
  let over = 0;
  const judge = (ok) => {
    if (!ok) over += 1;
    return ok ? 'ok' : 'OVER';
  };
  try {
    const build = await measureBuild(dir);
    const total = count + 8;
    const rows = {
      'cold build': {
        Cape: `${build.seconds.toFixed(1)} s (${((build.seconds * 1000) / total).toFixed(0)} ms per page)`,
      },
      'peak memory': {
        Cape:
          build.peakBytes === null
            ? 'not measured (no /proc)'
            : mb(build.peakBytes),
      },
      'output size': {Cape: mb(folderBytes(join(dir, 'build')))},
    };
    if (values.stock) {
      const stock = makeLargeStock(prepareStock().dir, count);
      console.log(`Building the stock template with the same pages …`);
      try {
        const theirs = await measureBuild(stock);
        const ratio = (a, b) => a / b;
        const time = ratio(build.seconds, theirs.seconds);
        Object.assign(rows['cold build'], {
          stock: `${theirs.seconds.toFixed(1)} s`,
          ratio: `${time.toFixed(2)}x`,
          budget: `<= ${budgets.build}x`,
          verdict: judge(time <= budgets.build),
        });
        if (build.peakBytes && theirs.peakBytes) {
          const memory = ratio(build.peakBytes, theirs.peakBytes);
          Object.assign(rows['peak memory'], {
            stock: mb(theirs.peakBytes),
            ratio: `${memory.toFixed(2)}x`,
            budget: `<= ${budgets.memory}x`,
            verdict: judge(memory <= budgets.memory),
          });
        }
        const size = folderBytes(join(stock, 'build'));
        Object.assign(rows['output size'], {
          stock: mb(size),
          ratio: `${(folderBytes(join(dir, 'build')) / size).toFixed(2)}x`,
        });
      } finally {
        rmSync(stock, {recursive: true, force: true});
      }
    }
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
      const sizes = await firstSearchBytes(server.url, queries);
      for (const [query, bytes] of Object.entries(sizes)) {
        rows[`first search "${query}" (gzip)`] = {
          Cape: kb(bytes),
          budget: `< ${kb(budgets.firstSearch)}`,
          verdict: judge(bytes < budgets.firstSearch),
        };
      }
    } finally {
      await server.stop();
    }
    console.log(`${total} doc pages (${count} generated), cold builds:`);
    console.table(rows);
  } finally {
    if (values.keep) console.log(`Kept ${dir}`);
    else rmSync(dir, {recursive: true, force: true});
  }
  process.exitCode = over === 0 ? 0 : 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await main();
}
