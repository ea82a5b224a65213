import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import type {Node, RootContent} from 'mdast';

/**
 * The reference is written as Markdown text and parsed into Markdown syntax
 * (mdast) by remark with GFM, as the page around it is: a section at a time,
 * after its heading, which carries its id.
 */

const parser = unified().use(remarkParse).use(remarkGfm).freeze();

/**
 * The reference's sections rank at half weight in the site's search
 * (src/plugins/search/indexer.mjs): each repeats the API's vocabulary
 * ("retention period", "crawl", "429"), and would otherwise push the prose
 * that answers a question out of the first three results. A query that
 * names an operation still finds it by its heading.
 */
export const searchWeight = {'data-search-weight': '0.5'};

/**
 * The id of an operation's heading, or an object's (with `-object`):
 * `createSource` → `create-source`.
 */
export const kebab = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();

export const heading = (
  depth: 2 | 3,
  value: string,
  id: string,
): RootContent => ({
  type: 'heading',
  depth,
  children: [{type: 'text', value}],
  data: {hProperties: {id, ...searchWeight}},
});

/** The node without positions: they would point into the text, not the page. */
function withoutPosition(node: Node): void {
  delete node.position;
  if ('children' in node) (node.children as Node[]).forEach(withoutPosition);
}

/** Markdown text as mdast nodes, without positions. */
export function markdown(source: string): RootContent[] {
  const {children} = parser.parse(source);
  for (const node of children) {
    withoutPosition(node);
    if (node.type === 'table') {
      // Each row a block on a phone (src/components/ScrollableTable).
      node.data = {hProperties: {'data-layout': 'stacked'}};
    }
  }
  return children;
}

/**
 * A description from the document: inline Markdown in one paragraph, on one
 * line, to write into a list item or a table cell. Anything else (a list, a
 * heading) fails, naming it.
 */
export function inline(source: string): string {
  const [first, ...rest] = parser.parse(source).children;
  if (rest.length > 0 || (first && first.type !== 'paragraph')) {
    throw new Error(
      `Reference data is inline Markdown in one paragraph; this is not: ${JSON.stringify(source)}`,
    );
  }
  return source.trim().replace(/\s*\n\s*/g, ' ');
}

/** A name or label as literal text: every ASCII punctuation mark escaped. */
const escape = (value: string) => value.replace(/[!-/:-@[-`{-~]/g, '\\$&');

export const code = (value: unknown) => `\`${String(value)}\``;

export const link = (url: string, label: string) =>
  `[${escape(label)}](${url})`;

/** A GFM table; a `|` in a cell is the cell's, not a column's end. */
export const table = (columns: string[], rows: string[][]) =>
  [columns, columns.map(() => '-'), ...rows]
    .map(
      (cells) =>
        `| ${cells.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`,
    )
    .join('\n');
