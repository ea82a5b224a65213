// The stock Docusaurus template ("classic", TypeScript) of the version the
// site uses, created with create-docusaurus once in .bench/, and the one way
// both sites are built and measured: what scripts/bench.mjs,
// scripts/large-site.mjs and scripts/author-loop.mjs hold Cape against.
import {spawn, spawnSync} from 'node:child_process';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {createRequire} from 'node:module';
import {basename, dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {fromHtml} from 'hast-util-from-html';
import {defaultHandlers, toMdast} from 'hast-util-to-mdast';
import {gfmToMarkdown} from 'mdast-util-gfm';
import {toMarkdown} from 'mdast-util-to-markdown';
import {fmt} from './verdict.mjs';

const require = createRequire(import.meta.url);
const root = fileURLToPath(new URL('..', import.meta.url));

function run(command, args, cwd) {
  const result = spawnSync(command, args, {cwd, stdio: 'inherit'});
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
  }
}

/**
 * Creates and installs the template if it is not there; returns its folder.
 * With `link`, it is not installed but runs on the site's own packages.
 */
export function prepareStock({link = false} = {}) {
  const {version} = require('@docusaurus/core/package.json');
  const dir = join(root, '.bench', `docusaurus-${version}`);
  if (!existsSync(join(dir, 'package.json'))) {
    console.error(
      `[stock] creating the template (create-docusaurus@${version})`,
    );
    mkdirSync(join(dir, '..'), {recursive: true});
    run(
      'npx',
      [
        '--yes',
        `create-docusaurus@${version}`,
        basename(dir),
        'classic',
        '--typescript',
        '--skip-install',
        '--package-manager',
        'npm',
      ],
      join(dir, '..'),
    );
    // The registry here lacks a package the template's newest versions need;
    // the site's own `overrides` pin it (README).
    const file = join(dir, 'package.json');
    const pkg = JSON.parse(readFileSync(file, 'utf8'));
    pkg.overrides = JSON.parse(
      readFileSync(join(root, 'package.json'), 'utf8'),
    ).overrides;
    writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`);
  }
  // Written as Cape's pages are (`docs/intro.html`, no trailing slash), so
  // the shipped nginx config serves both sites the same way.
  const config = join(dir, 'docusaurus.config.ts');
  if (!readFileSync(config, 'utf8').includes('trailingSlash')) {
    setConfig(config, 'trailingSlash: false,');
  }
  if (link && !existsSync(join(dir, 'node_modules'))) {
    linkNodeModules(dir, join(root, 'node_modules'));
  }
  if (!existsSync(join(dir, 'node_modules', '@docusaurus', 'core'))) {
    console.error('[stock] installing the template');
    run('npm', ['install', '--no-audit', '--no-fund'], dir);
  }
  return {version, dir};
}

/** Replaces `find` in a Docusaurus config, failing when it is not there. */
function editConfig(file, find, replacement) {
  const source = readFileSync(file, 'utf8');
  if (source.replace(find, '') === source) {
    throw new Error(`${file}: cannot find ${find} to change.`);
  }
  writeFileSync(file, source.replace(find, replacement));
}

/** Sets top-level keys of a Docusaurus config, after `baseUrl: '/',`. */
const setConfig = (file, ...lines) =>
  editConfig(file, /^(\s*)baseUrl: '\/',$/m, ['$&', ...lines].join('\n$1'));

/**
 * The home page's text as Markdown: its <main>, read from the built HTML
 * (hast) and written by the unified tools, so headings, paragraphs, links and
 * lists carry over, and nothing of Cape's components does.
 */
function homeAsMarkdown(html) {
  const main = (node) =>
    node.tagName === 'main'
      ? node
      : (node.children ?? []).map(main).find(Boolean);
  const found = main(fromHtml(html));
  if (!found) throw new Error('The built home page has no <main>.');
  // React's text separators (comments) and the headings' `#` links are
  // markup, not content.
  const handlers = {
    a: (state, node) =>
      node.properties.className?.includes('hash-link')
        ? undefined
        : defaultHandlers.a(state, node),
  };
  const nodeHandlers = {comment() {}};
  return toMarkdown(toMdast(found, {handlers, nodeHandlers}), {
    extensions: [gfmToMarkdown()],
  });
}

/**
 * The stock template given Cape's own pages, for a comparison on equal
 * content: each doc as its Markdown export (build/docs/*.md: the same text,
 * headings, tables and code blocks, no Cape components) at the same path,
 * and the home page's text as a Markdown page at `/`. Links to the site
 * become site-relative, as they are in Cape. Made afresh in
 * .bench/equal-content from a build of Cape; returns its folder.
 */
export function prepareEqualContentStock(capeBuild) {
  const stock = prepareStock();
  const dir = join(root, '.bench', 'equal-content');
  rmSync(dir, {recursive: true, force: true});
  copySite(stock.dir, dir, ['docs']);
  const site = /https:\/\/cape\.example\.com(?=\/)/g;
  const exports = readdirSync(join(capeBuild, 'docs'), {recursive: true})
    .filter((file) => file.endsWith('.md'))
    .map((file) => join('docs', file))
    .concat('docs.md');
  if (exports.length < 2) {
    throw new Error(
      `${capeBuild} has no Markdown export of the docs: build Cape first.`,
    );
  }
  for (const file of exports) {
    const markdown = readFileSync(join(capeBuild, file), 'utf8')
      // The export's own header line, which the HTML page does not show.
      .replace(/^(# .+\n\n)Source: \S+\n\n/, '$1')
      .replace(site, '');
    // `/docs` itself is the docs' index page in both sites.
    const target = join(dir, file === 'docs.md' ? 'docs/index.md' : file);
    mkdirSync(dirname(target), {recursive: true});
    writeFileSync(target, markdown);
  }
  // The pictures the export names (`![alt](/img/screens/…)`), from Cape's
  // build: the template's build refuses an image it cannot find, and both
  // sites then load the same drawings.
  const screens = join(capeBuild, 'img', 'screens');
  if (existsSync(screens)) {
    cpSync(screens, join(dir, 'static', 'img', 'screens'), {recursive: true});
  }
  rmSync(join(dir, 'src', 'pages', 'index.tsx'));
  rmSync(join(dir, 'src', 'pages', 'index.module.css'));
  writeFileSync(
    join(dir, 'src', 'pages', 'index.md'),
    homeAsMarkdown(readFileSync(join(capeBuild, 'index.html'), 'utf8')).replace(
      site,
      '',
    ),
  );
  const config = join(dir, 'docusaurus.config.ts');
  // Plain Markdown, read as CommonMark; anchors the export cannot keep
  // (Cape's explicit heading ids) are not this comparison's concern.
  setConfig(
    config,
    "onBrokenMarkdownLinks: 'ignore',",
    "onBrokenAnchors: 'ignore',",
    "markdown: {format: 'detect'},",
  );
  // The template's navbar and footer link to its own docs, which are gone.
  editConfig(config, "onBrokenLinks: 'throw',", "onBrokenLinks: 'warn',");
  return dir;
}

/** What a build of the site reads besides its pages (`docs/`) and packages. */
export const siteSources = [
  'i18n',
  'src',
  'static',
  'scripts',
  'docusaurus.config.ts',
  'sidebars.ts',
  'package.json',
  'tsconfig.json',
  'babel.config.js',
];

/**
 * A copy of the site in `from` in `dir`: every entry but its packages (which
 * are linked), its builds, caches and `skip`, or only the entries `only`.
 */
export function copySite(from, dir, skip = [], only = undefined) {
  mkdirSync(dir, {recursive: true});
  const leftOut = ['node_modules', 'build', '.docusaurus', ...skip];
  for (const entry of only ?? readdirSync(from)) {
    if (leftOut.includes(entry)) continue;
    cpSync(join(from, entry), join(dir, entry), {recursive: true});
  }
  linkNodeModules(dir, join(from, 'node_modules'));
  return dir;
}

/** A `node_modules` of symbolic links to another's packages, without its cache. */
function linkNodeModules(dir, from) {
  const modules = join(dir, 'node_modules');
  mkdirSync(modules);
  for (const entry of readdirSync(from)) {
    if (entry === '.cache') continue;
    symlinkSync(join(from, entry), join(modules, entry));
  }
}

/** Resident memory of a process and all its descendants, in bytes (Linux). */
function treeRss(pid) {
  let total = 0;
  const visit = (id) => {
    try {
      const status = readFileSync(`/proc/${id}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
      for (const task of readdirSync(`/proc/${id}/task`)) {
        const children = readFileSync(
          `/proc/${id}/task/${task}/children`,
          'utf8',
        );
        for (const child of children.split(' ').filter(Boolean)) visit(child);
      }
    } catch {
      // The process ended while we looked.
    }
  };
  visit(pid);
  return total;
}

/** The bytes of every file under `dir` (the build's output, uncompressed). */
function folderBytes(dir) {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .reduce(
      (sum, entry) => sum + lstatSync(join(entry.parentPath, entry.name)).size,
      0,
    );
}

/**
 * Runs `docusaurus build` in `dir` from a cold cache; resolves with its wall
 * time, the peak resident memory of its processes (null where /proc is not
 * there to read) and the size of its output.
 */
export function measureBuild(dir, {outDir = 'build', env = {}} = {}) {
  rmSync(join(dir, '.docusaurus'), {recursive: true, force: true});
  const cache = join(dir, 'node_modules', '.cache');
  if (existsSync(cache) && !lstatSync(cache).isSymbolicLink()) {
    rmSync(cache, {recursive: true, force: true});
  }
  const cli = require.resolve('@docusaurus/core/bin/docusaurus.mjs', {
    paths: [dir],
  });
  const started = performance.now();
  const child = spawn(process.execPath, [cli, 'build', '--out-dir', outDir], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {...process.env, FORCE_COLOR: '0', ...env},
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const canSample = existsSync('/proc/self/status');
  let peak = 0;
  const sampler = canSample
    ? setInterval(() => {
        peak = Math.max(peak, treeRss(child.pid));
      }, 100)
    : undefined;
  return new Promise((resolve, reject) => {
    child.on('close', (code) => {
      clearInterval(sampler);
      if (code !== 0) {
        reject(
          new Error(`The build in ${dir} failed:\n${stderr.slice(-3000)}`),
        );
        return;
      }
      resolve({
        seconds: (performance.now() - started) / 1000,
        peakBytes: canSample ? peak : null,
        outputBytes: folderBytes(join(dir, outDir)),
      });
    });
  });
}

/**
 * The rows (`tally().row`) of two cold builds, Cape's (`ours`) and the
 * stock site's (`theirs`, when measured): time, peak memory, output size.
 */
export function buildRows(row, page, ours, theirs, budgets) {
  const of = (key) => (theirs ? [theirs[key]] : []);
  return [
    row('cold build', page, [ours.seconds], of('seconds'), fmt.s, budgets.time),
    ours.peakBytes === null
      ? {figure: 'build peak memory', Cape: 'not measured (no /proc)'}
      : row(
          'build peak memory',
          page,
          [ours.peakBytes],
          theirs?.peakBytes ? of('peakBytes') : [],
          fmt.mb,
          budgets.memory,
        ),
    row('output size', page, [ours.outputBytes], of('outputBytes'), fmt.mb),
  ];
}
