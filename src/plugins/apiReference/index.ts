import {visit} from 'unist-util-visit';
import {searchWeight} from './markdown';
import {apiReference} from './reference';
import type {Root} from 'mdast';
import type {} from 'remark-mdx';
import type {VFile} from 'vfile';

/** The ids of the reference's headings, for the author's link checks. */
export {referenceAnchors} from './reference';

/**
 * `<ApiReference />` in a doc becomes the API reference, as Markdown syntax,
 * before Docusaurus reads headings and links (`beforeDefaultRemarkPlugins`):
 * its operations and objects are ordinary h3 headings with fixed ids, tables
 * and links, so the table of contents, the search index and the page export
 * (src/plugins/pageExport, which runs this plugin too) see them as if they
 * were written in the page. See ./reference.ts for what it renders.
 */
export default function remarkApiReference() {
  return (tree: Root, file: VFile): void => {
    visit(tree, (node, index, parent) => {
      const element =
        node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
      if (!element || node.name !== 'ApiReference') return undefined;
      if (node.type !== 'mdxJsxFlowElement' || parent?.type !== 'root') {
        file.fail(
          '<ApiReference /> renders headings: write it on a line of its own at the top level of the page, not inside another element or a paragraph.',
          node,
        );
      }
      if (node.attributes.length > 0 || node.children.length > 0) {
        file.fail(
          '<ApiReference /> takes no attributes and no children.',
          node,
        );
      }
      // The section the reference opens (## API reference) ranks in search
      // as the reference does.
      const before = parent.children[index! - 1];
      if (before?.type === 'heading') {
        before.data = {
          ...before.data,
          hProperties: {...before.data?.hProperties, ...searchWeight},
        };
      }
      const nodes = apiReference();
      parent.children.splice(index!, 1, ...nodes);
      return index! + nodes.length;
    });
  };
}
