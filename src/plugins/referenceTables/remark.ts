import {readdirSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';
import createJiti from 'jiti';
import {closestMatch} from 'leven';
import {visit} from 'unist-util-visit';
import {parseInline} from './inline';
import * as registryAsLoaded from './registry';
import type {
  BlockContent,
  List,
  Root,
  RootContent,
  Table as TableNode,
} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import type {VFile} from 'vfile';
import type {Table} from './define';

/**
 * Renders Cape's reference data into the docs when the site is built
 * (src/data/README.md). In MDX:
 * - `<ReferenceTable of="plans" />` becomes the table, as Markdown, on the one
 *   page the registry names for it;
 * - `<Fact of="keys.rollGrace" />` becomes the value ("24 hours"), linked to
 *   the table that holds it.
 * Unknown names, a table on the wrong page, or any other attribute fail the
 * build, naming the file and line. The page export (src/plugins/pageExport)
 * runs this same plugin, so the Markdown copies hold the same tables.
 */

type Registry = typeof registryAsLoaded;

const registryPath = join(__dirname, 'registry.ts');
const dataDir = join(__dirname, '..', '..', 'data');

/**
 * The files the registry is made of: itself, src/data and what src/data
 * declares its tables with (static/openapi.yaml is read as it changes, by
 * src/openApiDocument.ts). `dependencies.ts` declares them to the bundler,
 * which then compiles the pages again when one changes.
 */
export const registrySources = [
  registryPath,
  join(__dirname, 'define.ts'),
  ...readdirSync(dataDir)
    .filter((name) => name.endsWith('.ts'))
    .map((name) => join(dataDir, name)),
];

const stamp = () =>
  registrySources.map((file) => statSync(file).mtimeMs).join();
let current = {stamp: stamp(), registry: registryAsLoaded as Registry};

/**
 * The registry, loaded again (with src/data) after one of its files changed:
 * the dev server keeps this plugin for its whole run. Synchronous, as the
 * page export runs the plugin with `runSync`; jiti is how Docusaurus loads
 * the config (`loadFreshModule`), without Node's module cache.
 */
function loadRegistry(): Registry {
  const now = stamp();
  if (now !== current.stamp) {
    const load = createJiti(__filename, {requireCache: false});
    current = {stamp: now, registry: load(registryPath) as Registry};
  }
  return current.registry;
}

type Element = MdxJsxFlowElement | MdxJsxTextElement;

/**
 * Stops the page with one line, `file:line:column  problem: fix`. A plain
 * error with no stack: the MDX loader prints a VFile message's every
 * property as JSON (the whole syntax node) and an error's stack after the
 * message.
 */
function fail(page: string, node: Element, reason: string): never {
  const {line = 1, column = 1} = node.position?.start ?? {};
  const error = new Error(`${page}:${line}:${column}  ${reason}`);
  error.stack = '';
  throw error;
}

/** The known name closest to a mistyped one, when one is close (`leven`). */
export function closest(name: string, known: readonly string[]) {
  const lower = known.map((candidate) => candidate.toLowerCase());
  const match = closestMatch(name.toLowerCase(), lower, {
    maxDistance: Math.max(2, Math.floor(name.length / 3)),
  });
  return match === undefined ? undefined : known[lower.indexOf(match)];
}

/** The fix for a name that is not in `known`. */
function fixFor(element: string, name: string, known: readonly string[]) {
  const near = closest(name, known);
  return near
    ? `did you mean <${element} of="${near}" />?`
    : `use a name from docs-reference-catalogue.md (npm run catalogue)`;
}

export type Options = {
  /** The site's directory, to name pages as the registry does (`docs/Cape.mdx`). */
  siteDir: string;
};

/** The `of` attribute, the only one either element takes. */
function nameOf(node: Element, page: string): string {
  const [of, ...others] = node.attributes;
  if (
    others.length > 0 ||
    of?.type !== 'mdxJsxAttribute' ||
    of.name !== 'of' ||
    typeof of.value !== 'string'
  ) {
    fail(
      page,
      node,
      `<${node.name}> takes exactly one attribute, of="…", as a plain string: write <${node.name} of="name" />.`,
    );
  }
  return of.value;
}

function tableNode({tables}: Registry, id: string): List | TableNode {
  const {columns, rows, layout}: Table = tables[id]!;
  if (layout === 'entries') {
    const list = (items: BlockContent[][]): List => ({
      type: 'list',
      ordered: false,
      spread: false,
      children: items.map((children) => ({type: 'listItem', children})),
    });
    return list(
      rows().map(([lead, ...cells]) => [
        {type: 'paragraph', children: parseInline(lead!)},
        list(
          cells.map((cell, index) => [
            {
              type: 'paragraph',
              children: [
                {
                  type: 'strong',
                  children: [{type: 'text', value: `${columns[index + 1]}:`}],
                },
                {type: 'text', value: ' '},
                ...parseInline(cell),
              ],
            },
          ]),
        ),
      ]),
    );
  }
  const row = (cells: readonly string[]) => ({
    type: 'tableRow' as const,
    children: cells.map((cell) => ({
      type: 'tableCell' as const,
      children: parseInline(cell),
    })),
  });
  return {
    type: 'table',
    align: columns.map(() => null),
    children: [row(columns), ...rows().map(row)],
  };
}

/**
 * Each table's and fact's syntax tree, made once per loaded registry: parsing
 * every cell's Markdown was most of a page's compile (1 s of Cape.mdx's, on
 * every save in the dev server). Each use gets its own copy, as later
 * plugins change the nodes they are given.
 */
const made = new WeakMap<Registry, Map<string, unknown>>();
function once<T>(registry: Registry, key: string, make: () => T): T {
  let cache = made.get(registry);
  if (!cache) made.set(registry, (cache = new Map()));
  if (!cache.has(key)) cache.set(key, make());
  return structuredClone(cache.get(key)) as T;
}

/** The link a fact renders: to the heading of its table, on whichever page. */
function factLink({facts, tables}: Registry, id: string, page: string) {
  const fact = facts[id]!;
  const table = tables[fact.table]!;
  const url =
    table.page === page
      ? `#${table.anchor}`
      : `/${encodeURI(table.page.replace(/\.mdx?$/, ''))}#${table.anchor}`;
  return {url, children: parseInline(fact.text())};
}

export default function remarkReferenceTables({siteDir}: Options) {
  return (tree: Root, file: VFile): void => {
    const registry = loadRegistry();
    const {facts, tables} = registry;
    const page = relative(siteDir, file.path).split('\\').join('/');
    visit(tree, (node, index, parent) => {
      const isJsx =
        node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
      if (isJsx && node.name === 'ReferenceTable') {
        const id = nameOf(node, page);
        if (!Object.hasOwn(tables, id)) {
          fail(
            page,
            node,
            `<ReferenceTable of="${id}"> names no table: ${fixFor('ReferenceTable', id, Object.keys(tables))}`,
          );
        }
        const {page: shownOn, anchor} = tables[id]!;
        if (shownOn !== page) {
          fail(
            page,
            node,
            `The "${id}" table is shown on ${shownOn}, under #${anchor}; each table is shown in one place: link to it there instead.`,
          );
        }
        parent!.children.splice(
          index!,
          1,
          once(registry, `table:${id}`, () => tableNode(registry, id)),
        );
        return index! + 1;
      }
      if (isJsx && node.name === 'Fact') {
        const id = nameOf(node, page);
        if (!Object.hasOwn(facts, id)) {
          fail(
            page,
            node,
            `<Fact of="${id}"> names no fact: ${fixFor('Fact', id, Object.keys(facts))}`,
          );
        }
        const link = {
          type: 'link' as const,
          ...once(registry, `fact:${id}:${page}`, () =>
            factLink(registry, id, page),
          ),
        };
        parent!.children.splice(
          index!,
          1,
          (node.type === 'mdxJsxFlowElement'
            ? {type: 'paragraph', children: [link]}
            : link) as RootContent,
        );
        return index! + 1;
      }
      return undefined;
    });
  };
}
