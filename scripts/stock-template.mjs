// The stock Docusaurus template ("classic", TypeScript) of the version the
// site uses, created with create-docusaurus and installed once in .bench/:
// what scripts/bench.mjs and scripts/large-site.mjs hold Cape against.
import {spawnSync} from 'node:child_process';
import {
  cpSync,
  existsSync,
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
import {toMdast} from 'hast-util-to-mdast';
import {gfmToMarkdown} from 'mdast-util-gfm';
import {toMarkdown} from 'mdast-util-to-markdown';

const require = createRequire(import.meta.url);
const root = fileURLToPath(new URL('..', import.meta.url));

function run(command, args, cwd) {
  const result = spawnSync(command, args, {cwd, stdio: 'inherit'});
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
  }
}

/** Creates and installs the template if it is not there; returns its folder. */
export function prepareStock() {
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
  if (!existsSync(join(dir, 'node_modules', '@docusaurus', 'core'))) {
    console.error('[stock] installing the template');
    run('npm', ['install', '--no-audit', '--no-fund'], dir);
  }
  return {version, dir};
}

/** Sets one top-level key of a Docusaurus config, after `baseUrl: '/',`. */
function setConfig(file, line) {
  const source = readFileSync(file, 'utf8');
  const baseUrl = /^(\s*)baseUrl: '\/',$/m;
  if (!baseUrl.test(source)) {
    throw new Error(
      `${file}: cannot find \`baseUrl: '/',\` to set ${line} after.`,
    );
  }
  writeFileSync(file, source.replace(baseUrl, `$&\n$1${line}`));
}

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
  // React's text separators (comments) and the headings' `#` links are
  // markup, not content.
  const strip = (node) => {
    if (!node.children) return node;
    node.children = node.children
      .filter(
        (child) =>
          child.type !== 'comment' &&
          !child.properties?.className?.includes('hash-link'),
      )
      .map(strip);
    return node;
  };
  const found = main(fromHtml(html));
  if (!found) throw new Error('The built home page has no <main>.');
  return toMarkdown(toMdast(strip(found)), {extensions: [gfmToMarkdown()]});
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
  mkdirSync(dir, {recursive: true});
  for (const entry of readdirSync(stock.dir)) {
    if (['node_modules', 'build', '.docusaurus', 'docs'].includes(entry))
      continue;
    cpSync(join(stock.dir, entry), join(dir, entry), {recursive: true});
  }
  linkNodeModules(dir, join(stock.dir, 'node_modules'));
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
  setConfig(config, "markdown: {format: 'detect'},");
  setConfig(config, "onBrokenAnchors: 'ignore',");
  setConfig(config, "onBrokenMarkdownLinks: 'ignore',");
  // The template's navbar and footer link to its own docs, which are gone.
  const source = readFileSync(config, 'utf8');
  if (!source.includes("onBrokenLinks: 'throw',")) {
    throw new Error(
      `${config}: cannot find \`onBrokenLinks: 'throw',\` to relax.`,
    );
  }
  writeFileSync(
    config,
    source.replace("onBrokenLinks: 'throw',", "onBrokenLinks: 'warn',"),
  );
  return dir;
}

/** A `node_modules` of symbolic links to another's packages, without its cache. */
export function linkNodeModules(dir, from) {
  const modules = join(dir, 'node_modules');
  mkdirSync(modules);
  for (const entry of readdirSync(from)) {
    if (entry === '.cache') continue;
    symlinkSync(join(from, entry), join(modules, entry));
  }
}
