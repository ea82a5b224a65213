// `npm run check`: the author's check before pushing, in about 20 seconds
// once the build cache is warm. It runs, at the same time:
// - front matter: every doc's keys and values against src/frontMatter.mjs;
// - docs checks (tests/docs): structure, links and anchors, code samples,
//   the reference data;
// - prose: spelling (cspell) and Markdown style (markdownlint);
// - the strict build: the production build, failing on any warning.
// Each failure names the file, the line where there is one, and what to do.
// `npm test` runs all of this and the browser tests.
import {spawn} from 'node:child_process';
import {readFileSync, readdirSync} from 'node:fs';
import {join, relative} from 'node:path';
import {fileURLToPath} from 'node:url';
import YAML from 'yaml';
import {frontMatterProblems} from '../src/frontMatter.mjs';
import {listDocs} from '../tests/docs/parseDoc.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => join(root, 'node_modules', '.bin', name);

/** Front matter problems, each with the file and the line of the key. */
function checkFrontMatter() {
  const problems = [];
  for (const path of listDocs(join(root, 'docs'))) {
    const name = relative(root, path);
    const lines = readFileSync(path, 'utf8').split('\n');
    const end = lines[0] === '---' ? lines.indexOf('---', 1) : -1;
    if (end < 0) {
      problems.push(
        `${name}:1: no front matter; start the file with --- and a title, description and sidebar_label`,
      );
      continue;
    }
    let frontMatter;
    try {
      frontMatter = YAML.parse(lines.slice(1, end).join('\n')) ?? {};
    } catch (error) {
      const line = 1 + (error.linePos?.[0]?.line ?? 1);
      problems.push(
        `${name}:${line}: the front matter is not valid YAML: ${error.message.split('\n')[0]}`,
      );
      continue;
    }
    for (const problem of frontMatterProblems(frontMatter)) {
      const key = /"([^"]+)"/.exec(problem)?.[1];
      const index = lines
        .slice(1, end)
        .findIndex((line) => key && line.startsWith(`${key}:`));
      problems.push(`${name}:${index >= 0 ? index + 2 : 1}: ${problem}`);
    }
  }
  return {ok: problems.length === 0, output: problems.join('\n')};
}

/** Runs a command, keeping its output for when it fails. */
function run(command, args) {
  // Run from a test (tests/build), node:test would otherwise treat the docs
  // checks as part of the calling test run.
  const env = {...process.env};
  delete env.NODE_TEST_CONTEXT;
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: {...env, FORCE_COLOR: '0'},
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ok: code === 0, output}));
  });
}

/** The lines of a failed build that say what went wrong. */
function buildErrors(output) {
  const lines = output.split('\n');
  const start = lines.findIndex((line) =>
    /^\[ERROR\]|The build succeeded with \d+ warning|Error: /.test(line),
  );
  return lines
    .slice(start < 0 ? 0 : start)
    .filter((line) => !/^\s+at /.test(line))
    .slice(0, 40)
    .join('\n');
}

const checks = [
  {name: 'Front matter', run: async () => checkFrontMatter()},
  {
    name: 'Docs checks (tests/docs)',
    run: () =>
      run(process.execPath, [
        '--test',
        '--test-reporter=./tests/failures-reporter.mjs',
        ...readdirSync(join(root, 'tests', 'docs'))
          .filter((file) => file.endsWith('.test.mjs'))
          .map((file) => join('tests', 'docs', file)),
      ]),
  },
  {
    name: 'Spelling (cspell)',
    run: () => run(bin('cspell'), ['--no-progress', '--no-summary']),
  },
  {
    name: 'Markdown style (markdownlint)',
    run: () => run(bin('markdownlint-cli2'), []),
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

const started = Date.now();
const results = await Promise.all(
  checks.map(async (check) => {
    const begun = Date.now();
    const result = await check.run();
    const seconds = ((Date.now() - begun) / 1000).toFixed(1);
    console.log(`${result.ok ? 'pass' : 'FAIL'}  ${check.name} (${seconds} s)`);
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
    : `\n${failed.length} of ${checks.length} checks failed (${total} s).`,
);
process.exit(failed.length === 0 ? 0 : 1);
