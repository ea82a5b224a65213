import {readFile, rename, writeFile} from 'node:fs/promises';
import {join, relative} from 'node:path';
import postcss, {type AtRule, type Container, type Rule} from 'postcss';
import pruneVar from 'postcss-prune-var';
import Tinypool from 'tinypool';

/** Where a page's stylesheet link and `</body>` are (./page.mjs). */
type Places = {
  href: string;
  linkStart: number;
  linkEnd: number;
  bodyEnd: number;
};
/** beasties's critical CSS for a page and the markup that loads the stylesheet (./page.mjs). */
type Parts = {css: string; load: string; script: string};

/**
 * Critical CSS: every built page carries, inline, the rules that style what
 * its HTML holds, and loads the full stylesheet without blocking its first
 * paint. Without it the browser fetches the whole stylesheet (one more round
 * trip after the HTML) before it paints anything.
 *
 * - beasties (the maintained successor of critters) finds each page's
 *   critical rules and writes how the stylesheet loads: its link as
 *   `media="print"`, switched to its real media by one invariant inline
 *   script (`preload: 'media-script'`), and a `<noscript>` link for readers
 *   without JavaScript. Those parts go into the page as Docusaurus wrote it.
 * - Every page then gets the same `<style>`: the union of all pages'
 *   critical rules, in the stylesheet's own order. One text means one hash
 *   in the Content Security Policy (src/plugins/securityHeaders, which runs
 *   this step before it hashes), however many pages the site has; a policy
 *   per page would need a header per page. The union costs a page a little
 *   more than its own rules would.
 * - Custom properties that no kept rule uses are left out
 *   (postcss-prune-var): most of Infima's hundreds of variables style
 *   components a page does not have.
 * - Some rules are always kept (`alwaysKept` in ./page.mjs): the built HTML cannot show
 *   what the head scripts set before the first paint, and beasties cannot
 *   judge every selector.
 *
 * `CAPE_CRITICAL_CSS=off` builds without this step, for `npm run bench` to
 * measure what it gains.
 */

export const enabled = () => process.env.CAPE_CRITICAL_CSS !== 'off';

/** A rule's or at-rule's place: the at-rules around it, outermost first. */
function context(node: postcss.Node): string {
  const chain: string[] = [];
  for (
    let parent = node.parent;
    parent && parent.type === 'atrule';
    parent = parent.parent
  ) {
    const atRule = parent as AtRule;
    chain.unshift(`@${atRule.name} ${atRule.params}`);
  }
  return chain.join(' ');
}

/** What one page's critical CSS keeps: selectors and keyframes, each in its place. */
export function keptIn(css: string, kept: Set<string>): void {
  postcss.parse(css).walk((node) => {
    if (node.type === 'rule') {
      for (const selector of (node as Rule).selectors)
        kept.add(`${context(node)}|${selector}`);
    } else if (
      node.type === 'atrule' &&
      (node as AtRule).name === 'keyframes'
    ) {
      kept.add(`${context(node)}|@keyframes ${(node as AtRule).params}`);
    }
  });
}

/**
 * The stylesheet `source` cut down to what the pages' critical sheets keep
 * (`kept`, collected by `keptIn`), in the source's order (the cascade
 * depends on it). Layer order statements (`@layer a, b;`) stay.
 */
export function unionOfCritical(source: string, kept: Set<string>): string {
  const sheet = postcss.parse(source);
  const prune = (container: Container) => {
    container.each((node) => {
      if (node.type === 'rule') {
        const rule = node as Rule;
        const where = context(rule);
        const selectors = rule.selectors.filter((selector) =>
          kept.has(`${where}|${selector}`),
        );
        if (selectors.length === 0) rule.remove();
        else if (selectors.length !== rule.selectors.length)
          rule.selectors = selectors;
      } else if (node.type === 'atrule') {
        const atRule = node as AtRule;
        if (atRule.name === 'keyframes') {
          if (!kept.has(`${context(atRule)}|@keyframes ${atRule.params}`))
            atRule.remove();
        } else if (atRule.name === 'font-face') {
          atRule.remove();
        } else if (atRule.nodes) {
          prune(atRule);
          if (atRule.nodes.length === 0) atRule.remove();
        }
      } else if (node.type === 'comment') {
        node.remove();
      }
    });
  };
  prune(sheet);
  // Custom properties nothing kept refers to (most of Infima's) go too.
  return postcss([pruneVar()]).process(sheet, {from: undefined}).css;
}

/** Inlines the critical CSS of the built pages `files` under `outDir`. */
export async function inlineCriticalCss({
  outDir,
  baseUrl,
  files,
}: {
  outDir: string;
  baseUrl: string;
  files: string[];
}): Promise<void> {
  // Each page in a worker thread, one per core (tinypool, which Docusaurus
  // uses for its own page rendering); see ./page.mjs.
  const pool = new Tinypool({filename: join(__dirname, 'page.mjs')});
  // What each page keeps is collected as it comes, rather than holding
  // every page's critical CSS until the last one is done.
  const kept = new Set<string>();
  let pages: {file: string; places: Places; parts: Omit<Parts, 'css'>}[];
  try {
    pages = await Promise.all(
      files.map(async (file) => {
        // The worker reads the page itself: pages queued for the workers
        // are paths, not every page's HTML at once.
        const {places, parts} = (await pool.run({
          file,
          name: relative(outDir, file),
          outDir,
          baseUrl,
        })) as {places: Places; parts: Parts};
        keptIn(parts.css, kept);
        return {file, places, parts: {load: parts.load, script: parts.script}};
      }),
    );
  } finally {
    await pool.destroy();
  }
  const stylesheets = new Set(pages.map((page) => page.places.href));
  if (stylesheets.size !== 1) {
    throw new Error(
      `[cape-critical-css] The pages link different stylesheets: ${[...stylesheets].join(', ')}.`,
    );
  }
  const source = await readFile(
    join(outDir, [...stylesheets][0]!.slice(baseUrl.length)),
    'utf8',
  );
  const union = unionOfCritical(source, kept);
  await Promise.all(
    pages.map(async ({file, places, parts}) => {
      // Read again rather than held: a large site's pages do not all fit
      // comfortably in memory at once.
      const html = await readFile(file, 'utf8');
      // Written beside the page, then renamed over it: other plugins'
      // postBuild steps, running at the same time, read the pages.
      const temporary = `${file}.critical`;
      await writeFile(
        temporary,
        html.slice(0, places.linkStart) +
          `<style>${union}</style>${parts.load}` +
          html.slice(places.linkEnd, places.bodyEnd) +
          parts.script +
          html.slice(places.bodyEnd),
      );
      await rename(temporary, file);
    }),
  );
}
