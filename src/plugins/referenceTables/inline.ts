import {unified} from 'unified';
import remarkParse from 'remark-parse';
import type {Node, PhrasingContent} from 'mdast';

const parser = unified().use(remarkParse);

/** The node without positions: they would point into the cell, not the page. */
function withoutPosition<T extends Node>(node: T): T {
  delete node.position;
  if ('children' in node) (node.children as Node[]).forEach(withoutPosition);
  return node;
}

/**
 * Inline Markdown, as the reference data writes it (`code`, **strong** and
 * [links](url)), to mdast phrasing nodes, parsed by remark as the pages are.
 * A value that is not one paragraph (a list, a heading) fails, naming it.
 */
export function parseInline(source: string): PhrasingContent[] {
  const {children} = parser.parse(source);
  const [paragraph] = children;
  if (!paragraph) return [];
  if (children.length > 1 || paragraph.type !== 'paragraph') {
    throw new Error(
      `Reference data is inline Markdown in one paragraph; this is not: ${JSON.stringify(source)}`,
    );
  }
  return paragraph.children.map(withoutPosition);
}
