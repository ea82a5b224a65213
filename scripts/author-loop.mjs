// The author's loop, Cape against the stock template given the same pages
// (scripts/stock-template.mjs): `npm start`'s first page with every cache
// cleared, and the recompile after a one-line edit to the Cape page. Runs the
// two sites in turn, round after round, and prints each figure's median with
// its spread and the ratio to the stock template (budget: 1.5x).
//   node scripts/author-loop.mjs [--rounds 3] [--port 4800]
// Needs a build of Cape (`npm run build`), whose Markdown export is the stock
// site's content. The stock template is created once in .bench/ with the
// site's own node_modules linked (no install).
import {spawn} from 'node:child_process';
import {readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {prepareEqualContentStock, prepareStock} from './stock-template.mjs';
import {fmt, tally} from './verdict.mjs';

const require = createRequire(import.meta.url);
const {waitForServer} = require('./nginx.cjs');
const root = fileURLToPath(new URL('..', import.meta.url));
const {values} = parseArgs({
  options: {
    rounds: {type: 'string', default: '3'},
    port: {type: 'string', default: '4800'},
  },
});
const cli = require.resolve('@docusaurus/core/bin/docusaurus.mjs');

// The template, created without installing: it runs on the site's packages.
prepareStock({link: true});
const stock = prepareEqualContentStock(join(root, 'build'));

const sites = [
  {name: 'cape', dir: root, page: 'docs/Cape.mdx'},
  {name: 'stock', dir: stock, page: 'docs/Cape.md'},
];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One start and one edit: seconds to the first page and to the recompile. */
async function round(site, port) {
  for (const cache of ['.docusaurus', 'node_modules/.cache']) {
    rmSync(join(site.dir, cache), {recursive: true, force: true});
  }
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [cli, 'start', '--port', String(port), '--host', '127.0.0.1', '--no-open'],
    {cwd: site.dir, env: {...process.env, BROWSER: 'none', FORCE_COLOR: '0'}},
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const file = join(site.dir, site.page);
  const original = readFileSync(file, 'utf8');
  try {
    const url = `http://127.0.0.1:${port}/docs/Cape`;
    if (!(await waitForServer(url, child, {ok: true}))) throw new Error(output);
    const firstPage = (performance.now() - started) / 1000;
    await sleep(3000); // anything started after the first page settles
    const compiled = () => output.match(/compiled/gi)?.length ?? 0;
    const before = compiled();
    const edited = performance.now();
    writeFileSync(
      file,
      original.replace(
        /\n\n/,
        '\n\nAn edited line for the author-loop figure.\n\n',
      ),
    );
    while (compiled() === before) {
      if (performance.now() - edited > 60_000) throw new Error(output);
      await sleep(20);
    }
    return {firstPage, edit: (performance.now() - edited) / 1000};
  } finally {
    writeFileSync(file, original);
    child.kill();
    await new Promise((resolve) => child.once('close', resolve));
  }
}

const runs = Object.fromEntries(
  sites.map(({name}) => [name, {firstPage: [], edit: []}]),
);
for (let index = 0; index < Number(values.rounds); index += 1) {
  for (const site of sites) {
    const result = await round(site, Number(values.port));
    runs[site.name].firstPage.push(result.firstPage);
    runs[site.name].edit.push(result.edit);
    console.error(
      `[author loop] round ${index + 1} ${site.name}: first page ${result.firstPage.toFixed(1)} s, edit ${result.edit.toFixed(2)} s`,
    );
  }
}
const {row} = tally();
const figure = (what, key) =>
  row(what, '/docs/Cape', runs.cape[key], runs.stock[key], fmt.s2, 1.5);
console.log(`Cape against the stock template given the same pages ("other"):`);
console.table([
  figure('First page (caches cleared)', 'firstPage'),
  figure('Recompile after a one-line edit', 'edit'),
]);
