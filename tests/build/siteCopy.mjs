// Builds of a copy of the site at a fixed path, changed by a test before
// building.
import {spawnSync} from 'node:child_process';
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const bin = join(root, 'node_modules', '.bin');

/** The docs as last committed, as {path: content}, or undefined outside Git. */
function committedDocs() {
  const archive = spawnSync(
    'git',
    ['archive', '--format=tar', 'HEAD', 'docs'],
    {
      cwd: root,
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (archive.status !== 0) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'cape-docs-'));
  try {
    const extract = spawnSync('tar', ['-x', '-C', dir], {
      input: archive.stdout,
    });
    assert.equal(extract.status, 0, String(extract.stderr));
    return join(dir, 'docs');
  } finally {
    process.on('exit', () => rmSync(dir, {recursive: true, force: true}));
  }
}

/** Makes `to` hold what `from` holds, writing only the files that differ. */
function mirror(from, to) {
  if (!statSync(from).isDirectory()) {
    const content = readFileSync(from);
    if (!existsSync(to) || !content.equals(readFileSync(to))) {
      mkdirSync(dirname(to), {recursive: true});
      writeFileSync(to, content);
    }
    return;
  }
  mkdirSync(to, {recursive: true});
  const names = new Set(readdirSync(from));
  for (const name of readdirSync(to)) {
    if (!names.has(name))
      rmSync(join(to, name), {recursive: true, force: true});
  }
  for (const name of names) mirror(join(from, name), join(to, name));
}

// One folder for every build of these tests, at a path fixed per checkout:
// Rspack's persistent cache is keyed by absolute paths, so every build after
// the first is served from it, in this run and the next. The tests run one
// file at a time (`npm run test:build`), so no two builds share it.
export const fixture = join(
  tmpdir(),
  `cape-site-fixture-${createHash('sha256').update(root).digest('hex').slice(0, 12)}`,
);
let docs;

/**
 * The site at the fixed path, reset before each use: the code as it is in the
 * working tree, the docs as last committed (an author's unfinished edit to a
 * page must fail `npm run check`, not these builds, which test how the site
 * reports mistakes). Outside a Git checkout, the docs as they are.
 */
export function siteCopy() {
  docs ??= committedDocs() ?? join(root, 'docs');
  mirror(docs, join(fixture, 'docs'));
  for (const entry of [
    'i18n',
    'src',
    'static',
    'scripts',
    'docusaurus.config.ts',
    'sidebars.ts',
    'package.json',
    'tsconfig.json',
    'babel.config.js',
    // What `npm run check --no-docs-tests` needs besides the site.
    'cspell.json',
    'cspell-words.txt',
    '.markdownlint-cli2.jsonc',
    'README.md',
    'CONTRIBUTING.md',
  ]) {
    mirror(join(root, entry), join(fixture, entry));
  }
  if (!existsSync(join(fixture, 'node_modules'))) {
    symlinkSync(
      join(root, 'node_modules'),
      join(fixture, 'node_modules'),
      'dir',
    );
  }
  return fixture;
}

/**
 * Runs `npm run check` (scripts/check.mjs) in a copy of the site, without
 * the docs tests: `npm run test:docs` runs those, and the mistakes planted
 * here are the author checks' and the build's.
 */
export function check(dir) {
  const result = spawnSync(
    process.execPath,
    [join(dir, 'scripts', 'check.mjs'), '--no-docs-tests'],
    {
      cwd: dir,
      encoding: 'utf8',
      env: {...process.env, FORCE_COLOR: '0'},
      timeout: 240_000,
    },
  );
  return {status: result.status, output: `${result.stdout}\n${result.stderr}`};
}

export function build(dir, command = 'docusaurus') {
  const args =
    command === 'docusaurus'
      ? [join(bin, 'docusaurus'), 'build']
      : ['node', join(dir, 'scripts', 'build-strict.mjs')];
  const result = spawnSync(args[0], args.slice(1), {
    cwd: dir,
    encoding: 'utf8',
    env: {...process.env, FORCE_COLOR: '0', PATH: `${bin}:${process.env.PATH}`},
    timeout: 180_000,
  });
  return {status: result.status, output: `${result.stdout}\n${result.stderr}`};
}

/** Resets the fixture site, lets `edit` change it and runs `run` on it. */
export function withMistake(edit, run) {
  const dir = siteCopy();
  edit(dir);
  return run(dir);
}

/**
 * Builds a copy of the site with `markdown` appended to one source file (the
 * Cape UI page unless told otherwise), which must build, and returns the
 * prerendered HTML of the page at `route`.
 */
export function buildWithProbe(
  markdown,
  {source = join('docs', 'Cape UI.mdx'), route = join('docs', 'Cape UI')} = {},
) {
  return withMistake(
    (dir) => appendFileSync(join(dir, source), markdown),
    (dir) => {
      const {status, output} = build(dir);
      assert.equal(status, 0, output);
      return readFileSync(join(dir, 'build', `${route}.html`), 'utf8');
    },
  );
}
