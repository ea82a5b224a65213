// Reading the built pages, shared by the postBuild steps that do
// (securityHeaders, criticalCss, search): the pages' paths, and the elements
// of a page parsed by parse5 (the HTML standard's parser, which rehype uses
// too), so attribute values and text come decoded, as the browser reads them.
import {readdir} from 'node:fs/promises';
import {join} from 'node:path';

/** @typedef {import('parse5').DefaultTreeAdapterMap} Tree */

/** @returns {Promise<string[]>} every `.html` file under `dir` */
export async function htmlFiles(dir) {
  const entries = await readdir(dir, {withFileTypes: true, recursive: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Every element under `node`, in document order, templates' content included.
 * @param {Tree['node']} node
 * @returns {Generator<Tree['element']>}
 */
export function* elements(node) {
  if ('tagName' in node) yield node;
  const children =
    'content' in node
      ? node.content.childNodes
      : 'childNodes' in node
        ? node.childNodes
        : [];
  for (const child of children) yield* elements(child);
}

/**
 * @param {Tree['element']} element
 * @param {string} name
 */
export const attribute = (element, name) =>
  element.attrs.find((attr) => attr.name === name)?.value;

/**
 * The text an element holds directly (a script's or a style's code).
 * @param {Tree['element']} element
 */
export const textOf = (element) =>
  element.childNodes
    .map((child) => ('value' in child ? child.value : ''))
    .join('');
