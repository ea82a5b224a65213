// Copies of the site at fixed paths, their pages cut short (shortDoc), for
// the builds under test: the author-mistake and code-highlighting builds,
// changed by a test before building, and the GitHub Pages build.
import {spawnSync} from 'node:child_process';
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {createProcessor} from '@mdx-js/mdx';
import remarkFrontmatter from 'remark-frontmatter';
import {visit} from 'unist-util-visit';
import {
  appendFileSync,
  cpSync,
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
import {siteSources} from '../../scripts/stock-template.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const bin = join(root, 'node_modules', '.bin');

const mdx = createProcessor({
  format: 'mdx',
  remarkPlugins: [remarkFrontmatter],
});

/**
 * A page cut to what the builds under test need: its front matter and
 * imports as written, every heading (so every anchor another page links to
 * stays), every self-closing component (<ReferenceTable>, <ApiReference />,
 * <Screen>, ...), and the first of each other kind of block a page holds (a
 * code block, a <Tabs> set, a paragraph with a <Fact>), and every link. Each
 * part keeps its source text; the prose, most samples and their tables go. A
 * build of the cut pages takes about three quarters of the time of the real
 * ones.
 */
export function shortDoc(source) {
  const seen = new Set();
  const kinds = (node) => {
    if (['yaml', 'mdxjsEsm', 'heading'].includes(node.type)) return 'every';
    if (node.type === 'mdxJsxFlowElement') {
      return node.children.length === 0 ? 'every' : node.name;
    }
    if (node.type === 'code') return 'code';
    if (
      node.type === 'paragraph' &&
      node.children.some((child) => child.type === 'mdxJsxTextElement')
    ) {
      return 'paragraph with a component';
    }
    return undefined;
  };
  const tree = mdx.parse(source);
  const kept = tree.children.filter((node) => {
    const kind = kinds(node);
    if (kind === 'every') return true;
    if (!kind || seen.has(kind)) return false;
    seen.add(kind);
    return true;
  });
  const text = ({position}) =>
    source.slice(position.start.offset, position.end.offset);
  // Every link the cut prose held, in one paragraph at the end, so the
  // builds check each link target as the real pages' builds do (under the
  // GitHub Pages sub-path too).
  const inKept = ({position}) =>
    kept.some(
      (node) =>
        node.position.start.offset <= position.start.offset &&
        position.end.offset <= node.position.end.offset,
    );
  const links = [];
  visit(tree, 'link', (link) => {
    if (!inKept(link)) links.push(text(link));
  });
  return `${[...kept.map(text), ...(links.length ? [links.join(' · ')] : [])].join('\n\n')}\n`;
}

/**
 * The docs as last committed, cut short (shortDoc), as a folder; outside Git,
 * the docs as they are, cut short.
 */
function shortDocs() {
  const dir = mkdtempSync(join(tmpdir(), 'cape-docs-'));
  process.on('exit', () => rmSync(dir, {recursive: true, force: true}));
  const archive = spawnSync(
    'git',
    ['archive', '--format=tar', 'HEAD', 'docs'],
    {cwd: root, maxBuffer: 64 * 1024 * 1024},
  );
  if (archive.status === 0) {
    const extract = spawnSync('tar', ['-x', '-C', dir], {
      input: archive.stdout,
    });
    assert.equal(extract.status, 0, String(extract.stderr));
  } else {
    cpSync(join(root, 'docs'), join(dir, 'docs'), {recursive: true});
  }
  const docs = join(dir, 'docs');
  for (const file of readdirSync(docs, {recursive: true})) {
    if (!/\.mdx?$/.test(file)) continue;
    const path = join(docs, file);
    writeFileSync(path, shortDoc(readFileSync(path, 'utf8')));
  }
  return docs;
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

// Each copy at a path fixed per checkout: Rspack's persistent cache is keyed
// by absolute paths, so every build after the first is served from it, in
// this run and the next. The build tests run one file at a time (`npm run
// test:build`), so no two builds share `fixture`; the GitHub Pages build
// (tests/hosts/github-pages.mjs) has a copy of its own.
const fixed = (name) =>
  join(
    tmpdir(),
    `cape-${name}-${createHash('sha256').update(root).digest('hex').slice(0, 12)}`,
  );
export const fixture = fixed('site-fixture');
export const githubPagesFixture = fixed('github-pages-site');
let docs;

/**
 * A copy of the site at `at`, reset before each use: the code as it is in
 * the working tree, the docs as last committed (an author's unfinished edit
 * to a page must fail `npm run check`, not these builds, which test how the
 * site reports mistakes), cut short (shortDoc): every route and anchor of the
 * real site, and one of each kind of block.
 */
export function siteCopy(at = fixture) {
  docs ??= shortDocs();
  mirror(docs, join(at, 'docs'));
  for (const entry of [
    ...siteSources,
    // What `npm run check --no-docs-tests` needs besides the site.
    'cspell.json',
    'cspell-words.txt',
    '.markdownlint-cli2.jsonc',
    'README.md',
    'CONTRIBUTING.md',
  ]) {
    mirror(join(root, entry), join(at, entry));
  }
  if (!existsSync(join(at, 'node_modules'))) {
    symlinkSync(join(root, 'node_modules'), join(at, 'node_modules'), 'dir');
  }
  return at;
}

/** Runs `args` in the copy `dir`: its exit status and its whole output. */
function runIn(dir, args, timeout) {
  const result = spawnSync(args[0], args.slice(1), {
    cwd: dir,
    encoding: 'utf8',
    env: {...process.env, FORCE_COLOR: '0', PATH: `${bin}:${process.env.PATH}`},
    timeout,
  });
  return {status: result.status, output: `${result.stdout}\n${result.stderr}`};
}

/**
 * Runs `npm run check` (scripts/check.mjs) in a copy of the site, without
 * the docs tests: `npm run test:docs` runs those, and the mistakes planted
 * here are the author checks' and the build's.
 */
export const check = (dir) =>
  runIn(
    dir,
    [process.execPath, join(dir, 'scripts', 'check.mjs'), '--no-docs-tests'],
    240_000,
  );

export const build = (dir) =>
  runIn(dir, [join(bin, 'docusaurus'), 'build'], 180_000);

/**
 * Resets the fixture site, lets `edit` change it and runs `run` on it (the
 * build unless told otherwise).
 */
export function withMistake(edit, run = build) {
  const dir = siteCopy();
  edit(dir);
  return run(dir);
}

/**
 * Builds a copy of the site with `markdown` appended to the Cape UI page,
 * which must build, and returns the page's prerendered HTML.
 */
export function buildWithProbe(markdown) {
  return withMistake(
    (dir) => appendFileSync(join(dir, 'docs', 'Cape UI.mdx'), markdown),
    (dir) => {
      const {status, output} = build(dir);
      assert.equal(status, 0, output);
      return readFileSync(join(dir, 'build', 'docs', 'Cape UI.html'), 'utf8');
    },
  );
}
