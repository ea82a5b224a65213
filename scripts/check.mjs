// `npm run check`: the author's check before pushing. It runs, at the same
// time, and prints one line per problem, `file:line:column  problem  fix`:
// - the author checks, the ones the dev server runs on every save
//   (src/plugins/authorChecks): front matter, duplicate titles, headings,
//   links and anchors, components, MDX syntax, samples, spelling; on every
//   doc and on CONTRIBUTING.md's own samples;
// - CONTRIBUTING.md's TypeScript samples, type-checked as the docs' are;
// - the other docs checks (tests/docs): samples that run, the reference data;
// - spelling of the site's code (cspell) and Markdown style (markdownlint);
// - the strict build: the production build, failing on any warning.
// `npm run check -- --watch` runs it again on every save.
import {spawn} from 'node:child_process';
import {readdirSync, watch} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {
  checkSite,
  format,
  readSite,
} from '../src/plugins/authorChecks/checks.mjs';
import {typeCheck} from './docs/snippets.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => join(root, 'node_modules', '.bin', name);
const typeScript = ['ts', 'tsx', 'typescript', 'js', 'javascript'];

/** Runs a command, keeping its output for when it fails. */
function run(command, args) {
  // Run from a test (tests/build), node:test would otherwise treat the docs
  // checks as part of the calling test run.
  const env = {...process.env, FORCE_COLOR: '0'};
  delete env.NODE_TEST_CONTEXT;
  return new Promise((resolve) => {
    const child = spawn(command, args, {cwd: root, env});
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ok: code === 0, output}));
  });
}

/** Keeps the problems of a test's message: no diff marks, no stack. */
const testProblems = (output) =>
  output
    .split('\n')
    .map((line) =>
      line
        .replace(/^\s*[+-]?\s*(['"`])(.*)\1,?$/, '$2')
        .replace(/^([^\s:][^:]*\.mdx?):(\d+): /, '$1:$2:1  ')
        .trim(),
    )
    .filter(
      (line) =>
        line &&
        !/^(at |Expected values|\+ actual|[+-] ?[[\]]|[[\]]$|\d+ passed)/.test(
          line,
        ),
    )
    .join('\n');

/** The lines of a failed build that say what went wrong. */
function buildErrors(output) {
  const lines = output.split('\n');
  const start = lines.findIndex((line) =>
    /^\[ERROR\]|The build succeeded with \d+ warning|Error: /.test(line),
  );
  return (
    lines
      .slice(Math.max(start, 0))
      // No stack trace, no JSON dump of the error object.
      .filter(
        (line) =>
          !/^\s+at |^\s*\.\.\. \d+ lines|^\s*[{}[\]],?$|^\s*"?\w+"?: .*,$/.test(
            line,
          ),
      )
      .slice(0, 30)
      .join('\n')
  );
}

const excludedTests = new Set(['docs.test.mjs']);

const checks = [
  {
    name: 'Author checks (as in the dev server)',
    run: async (site) => {
      const problems = await checkSite(await site);
      return {
        ok: problems.length === 0,
        output: problems.map(format).join('\n'),
      };
    },
  },
  {
    name: "CONTRIBUTING.md's samples type-check",
    run: async (site) => {
      const guide = (await site).pages.filter((page) => !page.isDoc);
      const problems = await typeCheck(
        guide.flatMap((doc) =>
          doc.codeBlocks
            .filter((block) => typeScript.includes(block.lang))
            .map((block) => ({doc, block})),
        ),
      );
      const output = problems
        .map((problem) => problem.replace(/^([^:]+:\d+): /, '$1:1  '))
        .map(
          (line) =>
            `${line}  write it as the SDK takes it (scripts/docs/cape-sdk.d.ts)`,
        )
        .join('\n');
      return {ok: problems.length === 0, output};
    },
  },
  {
    name: 'Docs checks (tests/docs)',
    run: async () => {
      const result = await run(process.execPath, [
        '--test',
        '--test-reporter=./tests/failures-reporter.mjs',
        ...readdirSync(join(root, 'tests', 'docs'))
          .filter(
            (file) => file.endsWith('.test.mjs') && !excludedTests.has(file),
          )
          .map((file) => join('tests', 'docs', file)),
      ]);
      return {...result, output: testProblems(result.output)};
    },
  },
  {
    name: "Spelling of the site's code (cspell)",
    run: async () => {
      // The docs and CONTRIBUTING.md are spelt by the author checks.
      const result = await run(bin('cspell'), [
        '--no-progress',
        '--no-summary',
        '--exclude',
        'docs/**',
        '--exclude',
        'CONTRIBUTING.md',
      ]);
      const output = result.output.replace(
        /^(.*?:\d+:\d+) - Unknown word \((.*)\).*$/gm,
        '$1  unknown word "$2"  fix the spelling, or add the word to cspell-words.txt',
      );
      return {...result, output};
    },
  },
  {
    name: 'Markdown style (markdownlint)',
    run: async () => {
      const result = await run(bin('markdownlint-cli2'), []);
      const output = result.output
        .split('\n')
        .filter((line) => /:\d+/.test(line))
        .join('\n');
      return {...result, output};
    },
  },
  {
    name: 'Strict build',
    run: async () => {
      const result = await run(process.execPath, [
        join('scripts', 'build-strict.mjs'),
      ]);
      return {...result, output: buildErrors(result.output)};
    },
  },
];

// `--no-docs-tests`: all but the docs tests, for tests/build, which checks
// this script's report of the author's and the build's mistakes (the docs
// tests run once, in `npm run test:docs`).
const chosen = process.argv.includes('--no-docs-tests')
  ? checks.filter((check) => check.name !== 'Docs checks (tests/docs)')
  : checks;

async function checkAll() {
  const started = Date.now();
  // The pages, read once for the two steps that read them.
  const site = readSite(root);
  const results = await Promise.all(
    chosen.map(async (check) => {
      const begun = Date.now();
      const result = await check.run(site);
      const seconds = ((Date.now() - begun) / 1000).toFixed(1);
      console.log(
        `${result.ok ? 'pass' : 'FAIL'}  ${check.name} (${seconds} s)`,
      );
      return {...check, ...result};
    }),
  );
  const failed = results.filter((result) => !result.ok);
  for (const {name, output} of failed) {
    console.log(`\n── ${name} ──\n${output.trim()}`);
  }
  const total = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    failed.length === 0
      ? `\nAll checks passed in ${total} s. \`npm test\` also runs the browser tests.`
      : `\n${failed.length} of ${chosen.length} checks failed (${total} s).`,
  );
  return failed.length === 0;
}

if (!process.argv.includes('--watch')) {
  process.exit((await checkAll()) ? 0 : 1);
}
// Watch mode: check again once the files stop changing, never two at once.
let running = false;
let again = false;
let timer;
const rerun = async () => {
  if (running) return void (again = true);
  running = true;
  console.clear();
  await checkAll();
  console.log(
    '\nWatching docs/, src/, static/ and CONTRIBUTING.md (Ctrl+C stops).',
  );
  running = false;
  if (again) {
    again = false;
    await rerun();
  }
};
for (const path of [
  'docs',
  'src',
  'static',
  'CONTRIBUTING.md',
  'cspell-words.txt',
]) {
  watch(join(root, path), {recursive: true}, () => {
    clearTimeout(timer);
    timer = setTimeout(rerun, 300);
  });
}
await rerun();
