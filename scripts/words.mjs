// The page word budget (`npm run test:words`, in `npm test` right after the
// production build): prints the words readers see on each doc page of
// `build/` and fails when a page is over `limits.page` or the doc pages
// together are over `limits.total`.
// A word is a run of letters or digits in the page's Markdown area
// (`.theme-doc-markdown`: prose and tables), code blocks (<pre>), scripts and
// styles apart. The doc pages are those `sitemap.xml` lists under `docs/`.
//   node scripts/words.mjs [buildDir]
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {pathToFileURL} from 'node:url';
import {parse} from 'parse5';
import {attribute, elements} from '../src/plugins/builtHtml.mjs';

/** The budget: the one place its numbers are written. */
export const limits = {page: 9_000, total: 38_000};

function collectText(node, out) {
  if (['pre', 'script', 'style'].includes(node.nodeName)) return;
  if (node.nodeName === '#text') out.push(node.value);
  for (const child of node.childNodes ?? []) collectText(child, out);
  out.push(' ');
}

/** The words readers see in one built page's HTML. */
export function countWords(html) {
  const area = [...elements(parse(html))].find((element) =>
    attribute(element, 'class')?.split(' ').includes('theme-doc-markdown'),
  );
  if (!area) return undefined;
  const out = [];
  collectText(area, out);
  return (out.join('').match(/[\p{L}\p{N}]+/gu) ?? []).length;
}

/** [{page, file}] for each doc page the build's sitemap lists. */
function docPages(build, baseUrl) {
  const sitemap = readFileSync(join(build, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => decodeURIComponent(new URL(match[1]).pathname))
    .filter((path) => path.startsWith(`${baseUrl}docs/`))
    .map((path) => {
      const page = path.slice(baseUrl.length);
      const file = [
        join(build, `${page}.html`),
        join(build, page, 'index.html'),
      ].find(existsSync);
      return {page, file};
    });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const build = process.argv[2] ?? 'build';
  if (!existsSync(join(build, 'sitemap.xml'))) {
    console.error(`No build in ${build}/: run \`npm run build\` first.`);
    process.exit(1);
  }
  const problems = [];
  let total = 0;
  const pages = docPages(build, process.env.BASE_URL ?? '/');
  for (const {page, file} of pages) {
    const words = file && countWords(readFileSync(file, 'utf8'));
    if (words === undefined) {
      problems.push(`${page}: no built page with a Markdown area to count`);
      continue;
    }
    total += words;
    const over = words > limits.page;
    console.log(
      `${String(words).padStart(7)}  ${page}${over ? `  OVER ${limits.page}` : ''}`,
    );
    if (over)
      problems.push(
        `${page}: ${words} words, over the ${limits.page} a page may have`,
      );
  }
  console.log(
    `${String(total).padStart(7)}  all ${pages.length} doc pages (budget ${limits.total})`,
  );
  if (total > limits.total) {
    problems.push(
      `the doc pages together: ${total} words, over the budget of ${limits.total}`,
    );
  }
  if (problems.length > 0) {
    console.error(
      `Page word budget (scripts/words.mjs):\n  ${problems.join('\n  ')}`,
    );
    process.exit(1);
  }
}
