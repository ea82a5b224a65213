// The W3C Nu HTML Checker (the `vnu-jar` package) over every page of the
// build: each HTML file in build/, that is, every page the sitemap lists
// (tests/e2e/hosting.spec.ts checks each is served) and 404.html. Prints one
// line per error, with the page, the file and line, and the checker's
// message, and exits 1 on any error. Every error is Cape's to fix (see
// src/theme/README.md for the theme markup Cape changes to validate), but for
// the gaps in the checker's own CSS grammar listed in `checkerGaps`, each
// matched exactly.
// Run after a build: `npm run test:html` (`npm test` runs it after
// `npm run build:strict`).
//
// The checker needs a Java runtime (11 or newer), found (and on Debian as
// root installed) by scripts/system-tools.cjs. (vnu-jar's own install script, which downloads a Java
// runtime, is denied in package.json's `allowScripts`.)
import {spawnSync} from 'node:child_process';
import {existsSync, readdirSync} from 'node:fs';
import {join, relative, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import vnuJar from 'vnu-jar';
import tools from '../../scripts/system-tools.cjs';

const root = resolve(fileURLToPath(import.meta.url), '..', '..', '..');
const build = join(root, 'build');

if (!existsSync(join(build, '404.html'))) {
  console.error(
    'No build to check: build/404.html is missing. Run `npm run build` first.',
  );
  process.exit(1);
}
const files = readdirSync(build, {recursive: true})
  .filter((file) => file.endsWith('.html'))
  .map((file) => join(build, file));
/** The page a built file serves, as readers see its path. */
const pageOf = (file) =>
  `/${relative(build, file).replace(/(^|\/)index\.html$|\.html$/, '')}`;
const problems = [];

tools.ensureOrExit(['html']);
const java = tools.findJava();

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
    ? `${pageOf(file)} (${relative(root, file)}${message.lastLine ? `:${message.lastLine}` : ''})`
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
