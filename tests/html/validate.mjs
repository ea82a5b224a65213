// The W3C Nu HTML Checker (the `vnu-jar` package) over every page of the
// build: each page the sitemap lists, and 404.html. Prints one line per error,
// with the page, the file and line, and the checker's message, and exits 1 on
// any error. Every error is Cape's to fix (see src/theme/README.md for the
// theme markup Cape changes to validate), but for the gaps in the checker's
// own CSS grammar listed in `checkerGaps`, each matched exactly.
// Run after a build: `npm run test:html` (`npm test` runs it after
// `npm run build:strict`). BASE_URL must match the build's, as for the build.
//
// The checker needs a Java runtime (11 or newer), found (and on Debian as
// root installed) by scripts/system-tools.cjs. (vnu-jar's own install script, which downloads a Java
// runtime, is denied in package.json's `allowScripts`.)
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {join, relative, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {DomUtils, parseDocument} from 'htmlparser2';
import vnuJar from 'vnu-jar';
import tools from '../../scripts/system-tools.cjs';

const root = resolve(fileURLToPath(import.meta.url), '..', '..', '..');
const build = join(root, 'build');
const baseUrl = process.env.BASE_URL ?? '/';

/** The built file of a page URL's path, if there is one. */
function fileOf(pathname) {
  if (!pathname.startsWith(baseUrl)) return undefined;
  const path = decodeURIComponent(pathname.slice(baseUrl.length));
  const candidates =
    path === ''
      ? ['index.html']
      : [`${path}.html`, join(path, 'index.html'), path];
  return candidates
    .map((candidate) => join(build, candidate))
    .find((file) => existsSync(file) && file.endsWith('.html'));
}

const sitemapFile = join(build, 'sitemap.xml');
if (!existsSync(sitemapFile)) {
  console.error(
    `No build to check: ${relative(root, sitemapFile)} is missing. Run \`npm run build\` first.`,
  );
  process.exit(1);
}
const sitemap = parseDocument(readFileSync(sitemapFile, 'utf8'), {
  xmlMode: true,
});
const pages = new Map(); // file -> page URL path, as readers see it
const problems = [];
for (const loc of DomUtils.getElementsByTagName('loc', sitemap)) {
  const {pathname} = new URL(DomUtils.textContent(loc).trim());
  const file = fileOf(pathname);
  if (file) pages.set(file, decodeURIComponent(pathname));
  else problems.push(`${pathname}: listed in sitemap.xml, but not built`);
}
pages.set(join(build, '404.html'), '404.html (the not-found page)');

tools.ensureOrExit(['html']);
const java = tools.findJava();

const files = [...pages.keys()];
const run = spawnSync(
  java,
  [
    '-jar',
    String(vnuJar),
    '--errors-only',
    '--exit-zero-always',
    '--format',
    'json',
    ...files,
  ],
  {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024},
);
let messages;
try {
  ({messages} = JSON.parse(run.stderr || run.stdout));
} catch {
  console.error(
    `The HTML checker did not answer in JSON (exit ${run.status}):\n${run.stderr}${run.stdout}`,
  );
  process.exit(1);
}

/**
 * Messages about valid input the checker does not know yet. The CSS inlined
 * in every page (src/plugins/criticalCss) holds the theme's sidebar rules,
 * which set `line-clamp` (CSS Overflow Module Level 4) beside
 * `-webkit-line-clamp`; the checker's CSS grammar predates it.
 */
const checkerGaps = [
  /^CSS: “line-clamp”: Property “line-clamp” doesn't exist\.$/,
];

for (const message of messages) {
  if (checkerGaps.some((gap) => gap.test(message.message))) continue;
  const file = message.url ? fileURLToPath(message.url) : undefined;
  const where = file
    ? `${pages.get(file) ?? file} (${relative(root, file)}${message.lastLine ? `:${message.lastLine}` : ''})`
    : 'the checker';
  problems.push(`${where}: ${message.message}`);
}

if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  console.error(
    `\n${problems.length} HTML error(s) in the ${files.length} pages checked by the W3C Nu HTML Checker.`,
  );
  process.exit(1);
}
console.log(
  `The HTML of all ${files.length} pages validates (W3C Nu HTML Checker, ${relative(root, String(vnuJar))}).`,
);
