// The work on one built page (./index.ts runs it in worker threads, one per
// core: at 1,000 pages it is most of the step's time): beasties's critical
// CSS for the page, and where its parts go. An ES module, as beasties is.
import {readFile} from 'node:fs/promises';
import Beasties from 'beasties';
import {parse} from 'parse5';
import {attribute, elements, textOf} from '../builtHtml.mjs';

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

/** Every element of a page, in document order, with its offsets. */
const located = (html) => [
  ...elements(parse(html, {sourceCodeLocationInfo: true})),
];
const span = (html, element) =>
  html.slice(
    element.sourceCodeLocation.startOffset,
    element.sourceCodeLocation.endOffset,
  );

/**
 * What beasties wrote into a page: its critical CSS, the markup that loads
 * the stylesheet without blocking (the link and its `<noscript>` twin) and
 * the script that switches it on. Taken out as written, to be put into the
 * page as Docusaurus wrote it: beasties re-serializes the whole document,
 * and React's hydration must find the server's markup byte for byte.
 */
function beastiesParts(output, name) {
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
  const missing = !style
    ? '<style>'
    : !link
      ? 'deferred <link>'
      : !noscript
        ? '<noscript> link'
        : !script && 'activating <script>';
  if (missing) {
    throw new Error(
      `[cape-critical-css] beasties's output for ${name} lacks its ${missing}: a beasties upgrade changed what it writes (src/plugins/criticalCss).`,
    );
  }
  return {
    css: textOf(style),
    load: span(output, link) + span(output, noscript),
    script: span(output, script),
  };
}

/** The page's one stylesheet link (the theme bundles all CSS into one file) and its `</body>`. */
function placesIn(html, name) {
  const found = located(html);
  const links = found.filter(
    (element) =>
      element.tagName === 'link' && attribute(element, 'rel') === 'stylesheet',
  );
  const body = found.find((element) => element.tagName === 'body');
  if (links.length !== 1 || !body?.sourceCodeLocation?.endTag) {
    throw new Error(
      `[cape-critical-css] ${name} has ${links.length} stylesheet links${body ? '' : ' and no </body>'}; the step expects the one bundle Docusaurus writes.`,
    );
  }
  return {
    href: attribute(links[0], 'href'),
    linkStart: links[0].sourceCodeLocation.startOffset,
    linkEnd: links[0].sourceCodeLocation.endOffset,
    bodyEnd: body.sourceCodeLocation.endTag.startOffset,
  };
}

let beasties;

/**
 * One page: where its stylesheet link and `</body>` are, and beasties's
 * parts for it.
 * @param {{file: string, name: string, outDir: string, baseUrl: string}} page
 */
export default async function criticalPartsOf({file, name, outDir, baseUrl}) {
  const html = await readFile(file, 'utf8');
  beasties ??= new Beasties({
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
  return {
    places: placesIn(html, name),
    parts: beastiesParts(await beasties.process(html), name),
  };
}
