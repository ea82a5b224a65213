import {readdir, readFile, rename, writeFile} from 'node:fs/promises';
import {join, relative} from 'node:path';
import Beasties from 'beasties';
import {parse, type DefaultTreeAdapterMap} from 'parse5';
import postcss, {type AtRule, type Container, type Rule} from 'postcss';
import pruneVar from 'postcss-prune-var';

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
 * - Some rules are always kept (`alwaysKept`): the built HTML cannot show
 *   what the head scripts set before the first paint, and beasties cannot
 *   judge every selector.
 *
 * `CAPE_CRITICAL_CSS=off` builds without this step, for `npm run bench` to
 * measure what it gains.
 */

export const enabled = () => process.env.CAPE_CRITICAL_CSS !== 'off';

/**
 * Rules kept on every page whatever its HTML holds:
 * - what the theme's head scripts set on `<html>` before the first paint
 *   (the colour mode, a dismissed announcement bar);
 * - selectors that start with `:where(` or `:is(`: beasties drops pseudo-
 *   classes with their arguments before it matches, so `:where(.button--primary)`
 *   (Infima's button colours) would match nothing and always be left out.
 *   tests/e2e/critical-css.spec.ts fails on either.
 */
const alwaysKept = [
  /\[data-theme/,
  /\[data-announcement-bar-initially-dismissed/,
  /^:(?:where|is)\(/,
];

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

function* elements(node: Node): Generator<Element> {
  if ('tagName' in node) yield node;
  if ('childNodes' in node)
    for (const child of node.childNodes) yield* elements(child);
}

const attribute = (element: Element, name: string) =>
  element.attrs.find((attr) => attr.name === name)?.value;
const isStylesheet = (element: Element) =>
  element.tagName === 'link' && attribute(element, 'rel') === 'stylesheet';
const textOf = (element: Element) =>
  element.childNodes
    .map((child) => ('value' in child ? child.value : ''))
    .join('');

function located(html: string): Element[] {
  return [...elements(parse(html, {sourceCodeLocationInfo: true}))];
}
function span(html: string, element: Element): string {
  const {startOffset, endOffset} = element.sourceCodeLocation!;
  return html.slice(startOffset, endOffset);
}

/**
 * What beasties wrote into a page: its critical CSS, the markup that loads
 * the stylesheet without blocking (the link and its `<noscript>` twin) and
 * the script that switches it on. Taken out as written, to be put into the
 * page as Docusaurus wrote it: beasties re-serializes the whole document,
 * and React's hydration must find the server's markup byte for byte.
 */
function beastiesParts(output: string, name: string) {
  const found = located(output);
  const style = found.find((element) => element.tagName === 'style');
  const link = found.find(
    (element) => attribute(element, 'data-beasties-media') !== undefined,
  );
  const noscript = found.find(
    (element) =>
      element.tagName === 'noscript' && textOf(element).includes('stylesheet'),
  );
  const script = found.find(
    (element) =>
      element.tagName === 'script' &&
      textOf(element).includes('data-beasties-media'),
  );
  if (!style || !link || !noscript || !script) {
    throw new Error(
      `[cape-critical-css] beasties's output for ${name} lacks its ${!style ? '<style>' : !link ? 'deferred <link>' : !noscript ? '<noscript> link' : 'activating <script>'}: a beasties upgrade changed what it writes (src/plugins/criticalCss).`,
    );
  }
  return {
    css: textOf(style),
    load: span(output, link) + span(output, noscript),
    script: span(output, script),
  };
}

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
function keptIn(css: string, kept: Set<string>): void {
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
 * The stylesheet `source` cut down to what any of the pages' critical
 * sheets keep, in the source's order (the cascade depends on it). Layer
 * order statements (`@layer a, b;`) stay.
 */
export function unionOfCritical(source: string, pages: string[]): string {
  const kept = new Set<string>();
  for (const css of pages) keptIn(css, kept);
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

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {withFileTypes: true, recursive: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The page's one stylesheet link (the theme bundles all CSS into one file) and its `</body>`. */
function placesIn(html: string, name: string) {
  const found = located(html);
  const links = found.filter(isStylesheet);
  const body = found.find((element) => element.tagName === 'body');
  if (links.length !== 1 || !body?.sourceCodeLocation?.endTag) {
    throw new Error(
      `[cape-critical-css] ${name} has ${links.length} stylesheet links${body ? '' : ' and no </body>'}; the step expects the one bundle Docusaurus writes.`,
    );
  }
  const link = links[0]!;
  return {
    href: attribute(link, 'href')!,
    linkStart: link.sourceCodeLocation!.startOffset,
    linkEnd: link.sourceCodeLocation!.endOffset,
    bodyEnd: body.sourceCodeLocation.endTag.startOffset,
  };
}

/** Inlines the critical CSS of every page under `outDir`. */
export async function inlineCriticalCss({
  outDir,
  baseUrl,
}: {
  outDir: string;
  baseUrl: string;
}): Promise<void> {
  const beasties = new Beasties({
    path: outDir,
    publicPath: baseUrl,
    preload: 'media-script',
    // The full stylesheet stays whole: client-side navigation reuses it.
    pruneSource: false,
    fonts: false,
    reduceInlineStyles: false,
    allowRules: alwaysKept,
    logLevel: 'warn',
  });
  const files = await htmlFiles(outDir);
  const pages = [];
  for (const file of files) {
    const html = await readFile(file, 'utf8');
    const name = relative(outDir, file);
    pages.push({
      file,
      places: placesIn(html, name),
      parts: beastiesParts(await beasties.process(html), name),
    });
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
  const union = unionOfCritical(
    source,
    pages.map((page) => page.parts.css),
  );
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
