// Builds of a temporary copy of the site, changed by a test before building.
import {spawnSync} from 'node:child_process';
import assert from 'node:assert/strict';
import {
  appendFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const bin = join(root, 'node_modules', '.bin');

/**
 * Writes the docs as last committed into `dir/docs`: an author's unfinished
 * edit to a page must fail the checks about that page (`npm run check`), not
 * these builds, which test how the site reports mistakes. Outside a Git
 * checkout, the docs as they are.
 */
function committedDocs(dir) {
  const archive = spawnSync('git', ['archive', 'HEAD', 'docs'], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (archive.status !== 0) {
    cpSync(join(root, 'docs'), join(dir, 'docs'), {recursive: true});
    return;
  }
  const extract = spawnSync('tar', ['-x', '-C', dir], {input: archive.stdout});
  assert.equal(extract.status, 0, String(extract.stderr));
}

/**
 * A copy of the site in a temporary folder, sharing node_modules: the code as
 * it is in the working tree, the docs as last committed (committedDocs).
 */
export function siteCopy() {
  const dir = mkdtempSync(join(tmpdir(), 'cape-site-copy-'));
  committedDocs(dir);
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
    // What `npm run check` needs besides the site.
    join('tests', 'docs'),
    join('tests', 'failures-reporter.mjs'),
    'cspell.json',
    'cspell-words.txt',
    '.markdownlint-cli2.jsonc',
    'README.md',
    'CONTRIBUTING.md',
  ]) {
    mkdirSync(join(dir, entry, '..'), {recursive: true});
    cpSync(join(root, entry), join(dir, entry), {recursive: true});
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

/** Runs `npm run check` (scripts/check.mjs) in a copy of the site. */
export function check(dir) {
  const result = spawnSync(
    process.execPath,
    [join(dir, 'scripts', 'check.mjs')],
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

/** Copies the site, lets `edit` change the copy, runs `run` on it, removes it. */
export function withMistake(edit, run) {
  const dir = siteCopy();
  try {
    edit(dir);
    return run(dir);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
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
