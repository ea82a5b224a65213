// Builds of a temporary copy of the site, changed by a test before building.
import {spawnSync} from 'node:child_process';
import assert from 'node:assert/strict';
import {
  appendFileSync,
  cpSync,
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

/** A copy of the site in a temporary folder, sharing node_modules. */
export function siteCopy() {
  const dir = mkdtempSync(join(tmpdir(), 'cape-site-copy-'));
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
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
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
