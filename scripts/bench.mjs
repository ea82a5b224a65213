// Performance against the stock Docusaurus template of the same version,
// built and served the same way (nginx, the shipped config, gzip), measured
// in one run, interleaved (Cape, stock, Cape, stock …), medians of --runs.
// This machine's absolute figures swing from run to run; same-run ratios do
// not, so the budgets are ratios and the scores are printed, never gated.
//
//   npm run bench [-- --runs 5] [-- --skip-build]
//
// - Lighthouse mobile (simulated slow 4G, 4x CPU), run by Lighthouse CI:
//   FCP, LCP, TBT, CLS, score.
// - A reader's load in Chromium (DevTools throttling: 4x CPU, slow 4G, cold
//   cache), a second opinion measured, not simulated: FCP, LCP, the time in
//   long tasks, and the JavaScript a first visit downloads (gzip bytes).
// - Cold build time and peak memory (with 1,000 more pages on both sites:
//   `node scripts/large-site.mjs --stock`).
// The stock template is created and installed once, in .bench/
// (scripts/stock-template.mjs).
import {existsSync, readdirSync, statSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {measureBuild} from './large-site.mjs';
import {prepareStock} from './stock-template.mjs';

const require = createRequire(import.meta.url);
const {startNginx} = require('./nginx.cjs');
const {launchOptionsOrExit} = require('./chromium.cjs');
// Lighthouse CI's own runner (not a documented entry point: an @lhci/cli
// upgrade that moves it fails here, at the start of the bench).
const LighthouseRunner = require('@lhci/cli/src/collect/node-runner.js');
const root = fileURLToPath(new URL('..', import.meta.url));
const {values: options} = parseArgs({
  options: {
    runs: {type: 'string', default: '5'},
    'skip-build': {type: 'boolean', default: false},
  },
});
const runs = Number(options.runs);
const log = (message) => console.error(`[bench] ${message}`);

/** Page pairs of the same kind; the stock template's longest doc is found below. */
const pairs = [
  {name: 'home', ours: '/', stock: '/'},
  {name: 'typical doc', ours: '/docs/Cape UI', stock: '/docs/intro'},
  {name: 'longest doc', ours: '/docs/Cape', stock: undefined},
];
/** Budgets: the most Cape may be, as a multiple of the stock template's figure. */
const budgets = {
  home: {lcp: 0.9, tbt: 0.5, js: 0.85},
  'typical doc': {lcp: 0.9, tbt: 0.5, js: 0.85},
  'longest doc': {lcp: 1.0, tbt: 1.0, js: 0.85},
};
const buildBudget = 2;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? sorted[middle]
    : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * One Lighthouse mobile run, in a fresh headless Chromium (cold cache), by
 * Lighthouse CI's runner, the one `lhci collect` uses: it runs Lighthouse on
 * the given Chromium and runs a failed run again, up to three times. One run
 * per call: the interleaving is this script's.
 */
async function lighthouseRun(url) {
  const {executablePath, args} = launchOptionsOrExit();
  const lhr = JSON.parse(
    await new LighthouseRunner().runUntilSuccess(url, {
      chromePath: executablePath,
      settings: {
        chromeFlags: args.join(' '),
        onlyCategories: ['performance'],
        // What every static host sends; Brotli only some.
        extraHeaders: {'Accept-Encoding': 'gzip, deflate'},
      },
    }),
  );
  const audit = (id) => lhr.audits[id].numericValue;
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    cpu: lhr.environment.benchmarkIndex,
  };
}

/** A reader's first visit: DevTools throttling, measured in the page. */
async function readerRun(url) {
  const browser = await chromium.launch(launchOptionsOrExit());
  try {
    const context = await browser.newContext({
      viewport: {width: 412, height: 823},
      extraHTTPHeaders: {'Accept-Encoding': 'gzip, deflate'},
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    // Lighthouse's slow 4G as DevTools applies it, and its 4x CPU slowdown.
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 562.5,
      downloadThroughput: (1474.56 * 1024) / 8,
      uploadThroughput: (675 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    await page.addInitScript(() => {
      const w = globalThis;
      w.benchLongTasks = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          w.benchLongTasks += entry.duration;
      }).observe({type: 'longtask', buffered: true});
      new PerformanceObserver((list) => {
        const entries = list.getEntries();
        w.benchLcp = entries[entries.length - 1].startTime;
      }).observe({type: 'largest-contentful-paint', buffered: true});
    });
    await page.goto(url, {waitUntil: 'load', timeout: 120_000});
    await page.waitForTimeout(3000);
    return await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      lcp: globalThis.benchLcp,
      longTasks: globalThis.benchLongTasks,
      js: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.initiatorType === 'script')
        .reduce((sum, entry) => sum + entry.transferSize, 0),
    }));
  } finally {
    await browser.close();
  }
}

/** The stock template's longest doc page, by the size of its HTML. */
function longestDoc(buildDir) {
  const files = readdirSync(join(buildDir, 'docs'), {recursive: true})
    .filter((file) => file.endsWith('.html'))
    .map((file) => ({file, size: statSync(join(buildDir, 'docs', file)).size}));
  const {file} = files.sort((a, b) => b.size - a.size)[0];
  return `/docs/${file.replace(/(\/index)?\.html$/, '')}`;
}

const fmt = {
  ms: (v) => `${Math.round(v)} ms`,
  kb: (v) => `${(v / 1024).toFixed(1)} KB`,
  s: (v) => `${v.toFixed(1)} s`,
  mb: (v) => `${Math.round(v / 1024 / 1024)} MB`,
  n: (v) => String(Math.round(v)),
  cls: (v) => v.toFixed(3),
};
const table = [];
let failures = 0;
function row(what, page, ours, stock, format, budget) {
  const ratio = stock > 0 ? ours / stock : ours === 0 ? 1 : Infinity;
  const verdict =
    budget === undefined ? '' : budget.test(ours, ratio) ? 'ok' : 'OVER';
  if (verdict === 'OVER') failures += 1;
  table.push({
    figure: what,
    page,
    Cape: format(ours),
    stock: format(stock),
    ratio: stock > 0 ? `${ratio.toFixed(2)}x` : '',
    budget: budget?.text ?? '',
    verdict,
  });
}
const atMost = (limit) => ({
  text: `<= ${limit}x`,
  test: (_, ratio) => ratio <= limit,
});

// Builds, cold.
const stock = prepareStock();
const stockBuild = join(stock.dir, 'build');
if (!options['skip-build']) {
  log('cold build of Cape');
  const ours = await measureBuild(root);
  log('cold build of the stock template');
  const theirs = await measureBuild(stock.dir);
  row(
    'cold build',
    'site',
    ours.seconds,
    theirs.seconds,
    fmt.s,
    atMost(buildBudget),
  );
  if (ours.peakBytes)
    row('build peak memory', 'site', ours.peakBytes, theirs.peakBytes, fmt.mb);
}
if (!existsSync(join(stockBuild, 'index.html'))) await measureBuild(stock.dir);
// The stock template has no security headers; the shipped config includes the file.
if (!existsSync(join(stockBuild, '_headers.nginx')))
  writeFileSync(join(stockBuild, '_headers.nginx'), '');
pairs[2].stock = longestDoc(stockBuild);

// Pages, interleaved.
const servers = [
  await startNginx({root: join(root, 'build'), port: 3301}),
  await startNginx({root: stockBuild, port: 3302}),
];
const results = pairs.map(() => ({
  ours: [],
  stock: [],
  oursReader: [],
  stockReader: [],
}));
try {
  for (let run = 1; run <= runs; run += 1) {
    for (const [index, pair] of pairs.entries()) {
      log(`run ${run}/${runs}: ${pair.name}`);
      for (const [side, server] of [
        ['ours', servers[0]],
        ['stock', servers[1]],
      ]) {
        const url = `${server.url}${encodeURI(pair[side])}`;
        results[index][side].push(await lighthouseRun(url));
        results[index][`${side}Reader`].push(await readerRun(url));
      }
    }
  }
} finally {
  await Promise.all(servers.map((server) => server.stop()));
}

const zero = {text: '= 0', test: (ours) => ours === 0};
/** Each figure per page: [name, which runs, key, format, budget]. */
const figures = [
  ['Lighthouse LCP', '', 'lcp', fmt.ms, (budget) => atMost(budget.lcp)],
  ['Lighthouse TBT', '', 'tbt', fmt.ms, (budget) => atMost(budget.tbt)],
  ['Lighthouse CLS', '', 'cls', fmt.cls, () => zero],
  ['Lighthouse FCP', '', 'fcp', fmt.ms],
  ['Lighthouse score', '', 'score', fmt.n],
  ['first-load JS (gzip)', 'Reader', 'js', fmt.kb, (b) => atMost(b.js)],
  ['reader FCP', 'Reader', 'fcp', fmt.ms],
  ['reader LCP', 'Reader', 'lcp', fmt.ms],
  ['reader long tasks', 'Reader', 'longTasks', fmt.ms],
];
const cpu = [];
for (const [index, pair] of pairs.entries()) {
  const r = results[index];
  const m = (side, key) => median(r[side].map((x) => x[key]));
  for (const [what, runsOf, key, format, budget] of figures) {
    row(
      what,
      `${pair.ours} vs ${pair.stock}`,
      m(`ours${runsOf}`, key),
      m(`stock${runsOf}`, key),
      format,
      budget?.(budgets[pair.name]),
    );
  }
  cpu.push(...r.ours.map((x) => x.cpu), ...r.stock.map((x) => x.cpu));
}

console.log(`Cape against the stock template of Docusaurus ${stock.version}:`);
console.table(table);
console.log(
  `\nMedians of ${runs} interleaved runs. Lighthouse's CPU benchmark index ranged ${Math.round(Math.min(...cpu))}-${Math.round(Math.max(...cpu))} (under 1,000 its mobile slowdown overshoots).`,
);
console.log(
  failures === 0 ? 'Every budget met.' : `${failures} budget(s) not met.`,
);
process.exit(failures === 0 ? 0 : 1);
