// `npm test` and `npm run test:quick`: runs the project's npm scripts, prints
// each one's wall time as it ends, stops at the first failure (and the steps
// running beside it) and prints a summary table either way, so a run shows
// where its minutes go.
//   node scripts/run-tests.mjs          every step (`npm test`)
//   node scripts/run-tests.mjs quick    the loop before a push (`npm run test:quick`):
//                                  lint, types, unit tests, docs checks; no build
//   node scripts/run-tests.mjs checks   quick, and the author-mistake builds
//   node scripts/run-tests.mjs site     the production build and what reads it
//   ... --skip STEP                     leaves a step out (printed as skipped)
// `checks` and `site` are CI's two parallel jobs (.github/workflows/ci.yml).
// tests/README.md says which guarantee each step holds.
//
// The steps run in lanes, side by side (below), so the two cores are never
// idle while a step waits on a browser or a server; the steps that take
// longest beside the end-to-end suite run at a lower priority.
// The first lane prints as it goes; the others print each step's output
// whole when the step ends.
import {spawn} from 'node:child_process';
import {parseArgs} from 'node:util';

const quick = [
  'lint',
  'lint:workflows',
  'lint:prose',
  'lint:api',
  'typecheck',
  'test:unit',
  'test:docs',
];
// Three lanes, side by side; a lane's steps run one after another, and a step
// that reads a build waits for it (`needs`).
const lanes = [
  // The browsers, fonts, nginx and Java the site steps drive, found or
  // installed in one apt-get run (scripts/system-tools.cjs); the one
  // production build the steps after it read, and the build for a GitHub
  // Pages sub-path the end-to-end suite also serves (in a copy of the site of
  // its own, tests/build/siteCopy.mjs); then that suite.
  ['tools', 'build:strict', 'build:github-pages', 'test:e2e'],
  // The static checks and the type check; the author-mistake builds, on
  // their own fixture site, at a lower priority (the browser suites, which
  // wait on the browser, take the cores when they need them, and the builds
  // take what they leave); then what reads the build without a browser.
  [
    'lint',
    'lint:workflows',
    'lint:prose',
    'lint:api',
    'typecheck',
    'test:build',
    'test:words',
    'test:search',
    'test:html',
  ],
  // The docs checks and the unit tests, then the Firefox and WebKit smoke,
  // at a lower priority too.
  ['test:docs', 'test:unit', 'test:engines'],
];
const needs = {
  'test:e2e': ['build:strict', 'build:github-pages'],
  'test:words': ['build:strict'],
  'test:search': ['build:strict'],
  'test:html': ['build:strict'],
  'test:engines': ['tools', 'build:strict'],
};
/** Steps that run at a lower CPU priority (`nice`) than the ones beside them. */
const lowPriority = new Set(['test:build', 'test:engines']);
const all = lanes.flat();
const site = all.filter(
  (script) =>
    script === 'tools' || script.startsWith('build:') || needs[script],
);
const steps = {quick, checks: [...quick, 'test:build'], site, all};

const {values, positionals} = parseArgs({
  allowPositionals: true,
  options: {skip: {type: 'string', multiple: true, default: []}},
});
const {skip: skipped} = values;
const which = positionals[0] ?? 'all';
if (!steps[which]) {
  console.error(
    `Unknown step list ${which}; known: ${Object.keys(steps).join(', ')}.`,
  );
  process.exit(2);
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** The steps running now; each in its own process group. */
const running = new Set();
/** Stops every running step with its processes (browsers, servers). */
function stopAll() {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}
process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

/** Runs one npm script; its output is streamed, or kept and returned. */
function run(script, keep) {
  return new Promise((done) => {
    const command = [npm, 'run', '--silent', script];
    if (lowPriority.has(script) && process.platform !== 'win32') {
      command.unshift('nice', '-n', '10');
    }
    const child = spawn(command[0], command.slice(1), {
      stdio: keep ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: keep ? {...process.env, FORCE_COLOR: '0'} : process.env,
      detached: process.platform !== 'win32',
    });
    running.add(child);
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    const end = (code) => {
      running.delete(child);
      done({code, output: Buffer.concat(output)});
    };
    child.on('close', (code, signal) => end(code ?? (signal ? 1 : 0)));
    child.on('error', () => end(1));
  });
}

const results = [];
const started = Date.now();
let failed;

/** Each step's end, for the steps that need it. */
const ends = {};
function ended(script) {
  if (!ends[script]) {
    let resolve;
    const promise = new Promise((done) => (resolve = done));
    ends[script] = {promise, resolve};
  }
  return ends[script];
}

/** Runs `scripts` one after another, until one fails (here or in another lane). */
async function lane(scripts, keep) {
  for (const script of scripts) {
    await Promise.all(
      (needs[script] ?? []).filter(chosen).map((need) => ended(need).promise),
    );
    if (failed) return;
    if (!keep) console.log(`\n=== npm run ${script}`);
    const start = Date.now();
    const {code, output} = await run(script, keep);
    const ms = Date.now() - start;
    // A step another lane's failure stopped is not a failure of its own.
    const state = code === 0 ? 'passed' : failed ? 'stopped' : 'FAILED';
    results.push({script, ms, state});
    ended(script).resolve();
    if (keep) process.stdout.write(`\n=== npm run ${script}\n${output}`);
    console.log(
      `=== npm run ${script}: ${state === 'FAILED' ? `FAILED (exit ${code})` : state} in ${seconds(ms)}`,
    );
    if (code !== 0) {
      if (!failed) {
        failed = script;
        stopAll();
        // Nothing waits any longer for a step that will not run.
        for (const step of all) ended(step).resolve();
      }
      return;
    }
  }
}

const chosen = (script) =>
  steps[which].includes(script) && !skipped.includes(script);
await Promise.all(
  lanes
    .map((scripts) => scripts.filter(chosen))
    .filter((scripts) => scripts.length > 0)
    .map((scripts, i) => lane(scripts, i > 0)),
);

const width = Math.max(...steps[which].map((s) => s.length));
console.log(
  `\n${which === 'all' ? 'npm test' : which === 'quick' ? 'npm run test:quick' : `node scripts/run-tests.mjs ${which}`}: step times`,
);
for (const script of steps[which]) {
  const result = results.find((r) => r.script === script);
  const time = result ? seconds(result.ms).padStart(9) : '        -';
  const state = skipped.includes(script)
    ? 'skipped (--skip)'
    : (result?.state ?? 'not run');
  console.log(`  ${script.padEnd(width)} ${time}  ${state}`);
}
console.log(
  `  ${'total'.padEnd(width)} ${seconds(Date.now() - started).padStart(9)}`,
);
if (failed) {
  console.log(
    `\nStopped at \`npm run ${failed}\`; run it alone to see its failure again.`,
  );
  process.exit(1);
}
