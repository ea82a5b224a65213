// `npm test` and `npm run test:quick`: runs the project's npm scripts one
// after another, prints each one's wall time as it ends, stops at the first
// failure and prints a summary table either way, so a run shows where its
// minutes go.
//   node scripts/run-tests.mjs          every step (`npm test`)
//   node scripts/run-tests.mjs quick    the loop before a push (`npm run test:quick`):
//                                  lint, types, unit tests, docs checks; no build
// tests/README.md says which guarantee each step holds.
import {spawn} from 'node:child_process';

const quick = [
  'lint',
  'lint:workflows',
  'lint:prose',
  'lint:api',
  'typecheck',
  'test:unit',
  'test:docs',
];
const steps = {
  quick,
  all: [
    ...quick,
    // The browsers, fonts, nginx and Java the steps below drive: found, or
    // installed in one apt-get run (scripts/system-tools.cjs).
    'tools',
    // The author-mistake builds.
    'test:build',
    // One production build feeds every step after it.
    'build:strict',
    'test:words',
    'test:html',
    'test:e2e',
    'test:engines',
    'test:visual',
  ],
};

const which = process.argv[2] ?? 'all';
if (!steps[which]) {
  console.error(
    `Unknown step list ${which}; known: ${Object.keys(steps).join(', ')}.`,
  );
  process.exit(2);
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(script) {
  return new Promise((done) => {
    const child = spawn(npm, ['run', '--silent', script], {stdio: 'inherit'});
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
    child.on('error', () => done(1));
  });
}

const results = [];
const started = Date.now();
let failed;
for (const script of steps[which]) {
  console.log(`\n=== npm run ${script}`);
  const start = Date.now();
  const code = await run(script);
  const ms = Date.now() - start;
  results.push({script, ms, ok: code === 0});
  console.log(
    `=== npm run ${script}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds(ms)}`,
  );
  if (code !== 0) {
    failed = script;
    break;
  }
}

const width = Math.max(...steps[which].map((s) => s.length));
console.log(
  `\nnpm ${which === 'all' ? 'test' : `run test:${which}`}: step times`,
);
for (const script of steps[which]) {
  const result = results.find((r) => r.script === script);
  const time = result ? seconds(result.ms).padStart(9) : '        -';
  const state = result ? (result.ok ? 'passed' : 'FAILED') : 'not run';
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
