// Performance against the stock Docusaurus template of the same version,
// given the same content, built and served the same way (nginx, the shipped
// config, gzip), measured in one run, interleaved (Cape, stock, Cape, stock
// …), medians of --runs with each side's spread (min-max) printed. This
// machine's absolute figures swing from run to run; same-run ratios do not,
// so the budgets are ratios and the scores are printed, never gated.
//
//   npm run bench [-- --runs 5] [-- --skip-build] [-- --variant NAME=value]
//     [-- --port 3301]
//
// - Equal content: the stock template built with Cape's own pages, as their
//   Markdown export, at the same paths (scripts/stock-template.mjs); pages
//   compared one for one. The old pairs (Cape's pages against the template's
//   own) are printed for continuity, not gated.
// - Lighthouse mobile (simulated slow 4G, 4x CPU), run by Lighthouse CI:
//   FCP, LCP, TBT, CLS, score.
// - A reader's load in Chromium (DevTools throttling: 4x CPU, slow 4G, cold
//   cache), measured, not simulated: FCP, LCP, the time in long tasks, and
//   the bytes a first visit downloads (compressed bodies, as sent, headers
//   left out): the HTML, the JavaScript, the stylesheets that block
//   rendering, and the images (the pictures of src/components/Screen; lazy,
//   so only those a first screen shows).
// - Cold build time and peak memory. (At scale: `node scripts/large-site.mjs
//   --stock`.)
// - A verdict per budget: "met" only when every Cape run beats the budget
//   applied to every stock run; when the two spreads overlap, "not
//   separable" (printed, not failed), whatever the medians say.
// - `--variant CAPE_CRITICAL_CSS=off` also builds Cape with that variable
//   and measures it in the same interleaving: what one step gains, alone.
// The stock template is created and installed once, in .bench/.
import {existsSync, readdirSync, statSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {
  buildRows,
  measureBuild,
  prepareEqualContentStock,
  prepareStock,
} from './stock-template.mjs';
import {fmt, tally} from './verdict.mjs';

const require = createRequire(import.meta.url);
const {startNginx} = require('./nginx.cjs');
const {launchOptionsOrExit} = require('./system-tools.cjs');
// Lighthouse CI's own runner (not a documented entry point: an @lhci/cli
// upgrade that moves it fails here, at the start of the bench).
const LighthouseRunner = require('@lhci/cli/src/collect/node-runner.js');
const root = fileURLToPath(new URL('..', import.meta.url));
const {values: options} = parseArgs({
  options: {
    runs: {type: 'string', default: '5'},
    'skip-build': {type: 'boolean', default: false},
    variant: {type: 'string'},
    // The first of the ports the sites are served on, one each.
    port: {type: 'string', default: '3301'},
  },
});
const runs = Number(options.runs);
const log = (message) => console.error(`[bench] ${message}`);

/** The pages compared, at the same path on Cape and on the equal-content stock site. */
const pages = [
  {name: 'home', path: '/'},
  {name: 'typical doc', path: '/docs/Cape UI'},
  {name: 'longest doc', path: '/docs/Cape'},
];
/** Budgets on equal content: the most Cape may be, as a multiple of the stock template's figure. */
const budgets = {
  lcp: 0.85,
  tbt: 0.5,
  js: 0.8,
  blockingCss: 0.5,
  readerFcp: 0.9,
};
const buildBudgets = {time: 2};

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
    return await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource');
      // Compressed bodies, as sent. `transferSize` adds a flat 300 bytes
      // per response for its headers (Resource Timing), which counts the
      // number of files rather than their weight.
      const bytes = (keep) =>
        resources
          .filter(keep)
          .reduce((sum, entry) => sum + entry.encodedBodySize, 0);
      return {
        fcp: performance.getEntriesByName('first-contentful-paint')[0]
          ?.startTime,
        lcp: globalThis.benchLcp,
        longTasks: globalThis.benchLongTasks,
        html: performance.getEntriesByType('navigation')[0].encodedBodySize,
        js: bytes((entry) => entry.initiatorType === 'script'),
        images: bytes((entry) => entry.initiatorType === 'img'),
        // What the browser itself marked as blocking the first render.
        blockingCss: bytes(
          (entry) =>
            entry.renderBlockingStatus === 'blocking' &&
            new URL(entry.name).pathname.endsWith('.css'),
        ),
      };
    });
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

const tables = {equal: [], old: [], variant: [], build: []};
const {counts, row, summary} = tally();

// Builds, cold: Cape, the stock template given Cape's pages, and the variant.
const stock = prepareStock();
const stockBuild = join(stock.dir, 'build');
const variantBuild = join(root, '.bench', 'variant-build');
const variantEnv = options.variant
  ? Object.fromEntries([options.variant.split('=')])
  : undefined;
let equalDir;
if (options['skip-build']) {
  equalDir = join(root, '.bench', 'equal-content');
} else {
  log('cold build of Cape');
  const ours = await measureBuild(root);
  equalDir = prepareEqualContentStock(join(root, 'build'));
  log('cold build of the stock template with the same pages');
  const theirs = await measureBuild(equalDir);
  tables.build = buildRows(row, 'site', ours, theirs, buildBudgets);
  if (variantEnv) {
    log(`cold build of Cape with ${options.variant}`);
    await measureBuild(root, {outDir: variantBuild, env: variantEnv});
  }
}
if (!existsSync(join(stockBuild, 'index.html'))) await measureBuild(stock.dir);
const equalBuild = join(equalDir, 'build');
// The stock template has no security headers; the shipped config includes the file.
for (const dir of [stockBuild, equalBuild]) {
  if (!existsSync(join(dir, '_headers.nginx')))
    writeFileSync(join(dir, '_headers.nginx'), '');
}

// Pages, interleaved: every site's page of a kind, then the next kind.
const sites = [
  {name: 'cape', build: join(root, 'build')},
  {name: 'equal', build: equalBuild},
  {name: 'stock', build: stockBuild},
  ...(variantEnv ? [{name: 'variant', build: variantBuild}] : []),
];
const stockPaths = ['/', '/docs/intro', longestDoc(stockBuild)];
const servers = await Promise.all(
  sites.map((site, at) =>
    startNginx({root: site.build, port: Number(options.port) + at}),
  ),
);
/** Every run: {site, index (of the page), lighthouse, reader}. */
const results = [];
try {
  for (let run = 1; run <= runs; run += 1) {
    for (const [index, page] of pages.entries()) {
      log(`run ${run}/${runs}: ${page.name}`);
      for (const [at, site] of sites.entries()) {
        const path = site.name === 'stock' ? stockPaths[index] : page.path;
        const url = `${servers[at].url}${encodeURI(path)}`;
        const lighthouse = await lighthouseRun(url);
        const reader = await readerRun(url);
        results.push({site: site.name, index, lighthouse, reader});
      }
    }
  }
} finally {
  await Promise.all(servers.map((server) => server.stop()));
}

/** Each figure: [name, runs, key, format, budget on equal content]. */
const figures = [
  ['Lighthouse LCP', 'lighthouse', 'lcp', fmt.ms, budgets.lcp],
  ['Lighthouse TBT', 'lighthouse', 'tbt', fmt.ms, budgets.tbt],
  ['Lighthouse CLS', 'lighthouse', 'cls', fmt.cls, {max: 0}],
  ['Lighthouse FCP', 'lighthouse', 'fcp', fmt.ms],
  ['Lighthouse score', 'lighthouse', 'score', fmt.n],
  ['first-load JS (gzip)', 'reader', 'js', fmt.kb, budgets.js],
  [
    'render-blocking CSS (gzip)',
    'reader',
    'blockingCss',
    fmt.kb,
    budgets.blockingCss,
  ],
  ['HTML (gzip)', 'reader', 'html', fmt.kb],
  ['images (gzip)', 'reader', 'images', fmt.kb],
  ['reader FCP', 'reader', 'fcp', fmt.ms, budgets.readerFcp],
  ['reader LCP', 'reader', 'lcp', fmt.ms],
  ['reader long tasks', 'reader', 'longTasks', fmt.ms],
];
const values = (site, index, runsOf, key) =>
  results
    .filter((run) => run.site === site && run.index === index)
    .map((run) => run[runsOf][key]);
for (const [index, page] of pages.entries()) {
  for (const [what, runsOf, key, format, limit] of figures) {
    const ours = values('cape', index, runsOf, key);
    const against = (site) => values(site, index, runsOf, key);
    tables.equal.push(
      row(what, page.path, ours, against('equal'), format, limit),
    );
    const pair = `${page.path} vs ${stockPaths[index]}`;
    tables.old.push(row(what, pair, ours, against('stock'), format));
    if (variantEnv)
      tables.variant.push(
        row(what, page.path, ours, against('variant'), format),
      );
  }
}
const cpu = results.map((run) => run.lighthouse.cpu);

console.log(
  `\nCape against the stock template of Docusaurus ${stock.version} given Cape's pages ("other"):`,
);
console.table([...tables.build, ...tables.equal]);
console.log(
  '\nFor continuity, not gated: Cape\'s pages against the stock template\'s own ("other"):',
);
console.table(tables.old);
if (variantEnv) {
  console.log(
    `\nCape against Cape built with ${options.variant} ("other"): what that step gains alone.`,
  );
  console.table(tables.variant);
}
console.log(
  `\nMedians of ${runs} interleaved runs; spreads are min-max. Lighthouse's CPU benchmark index ranged ${Math.round(Math.min(...cpu))}-${Math.round(Math.max(...cpu))} (under 1,000 its mobile slowdown overshoots).`,
);
console.log(summary());
process.exit(counts.OVER === 0 ? 0 : 1);
