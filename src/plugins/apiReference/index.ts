import {apiReference, searchWeight} from './reference';

/**
 * `<ApiReference />` in a doc becomes the API reference, as Markdown syntax,
 * before Docusaurus reads headings and links (`beforeDefaultRemarkPlugins`):
 * its operations and objects are ordinary h3 headings with fixed ids, tables
 * and links, so the table of contents, the search index and the page export
 * (src/plugins/pageExport, which runs this plugin too) see them as if they
 * were written in the page. See ./reference.ts for what it renders.
 */

type Node = {
  type: string;
  data?: {hProperties?: Record<string, unknown>};
  name?: string | null;
  attributes?: unknown[];
  children?: Node[];
};

type VFile = {fail(reason: string, place?: unknown): never};

export default function remarkApiReference() {
  return (tree: Node, file: VFile): void => {
    const visit = (node: Node) => {
      const children = node.children;
      if (!children) return;
      for (let index = 0; index < children.length; index += 1) {
        const child = children[index]!;
        if (
          (child.type === 'mdxJsxFlowElement' ||
            child.type === 'mdxJsxTextElement') &&
          child.name === 'ApiReference'
        ) {
          if (child.type !== 'mdxJsxFlowElement' || node.type !== 'root') {
            file.fail(
              '<ApiReference /> renders headings: write it on a line of its own at the top level of the page, not inside another element or a paragraph.',
              child,
            );
          }
          if ((child.attributes ?? []).length > 0 || child.children?.length) {
            file.fail(
              '<ApiReference /> takes no attributes and no children.',
              child,
            );
          }
          // The section the reference opens (## API reference) ranks in
          // search as the reference does.
          const before = children[index - 1];
          if (before?.type === 'heading') {
            before.data = {
              ...before.data,
              hProperties: {...before.data?.hProperties, ...searchWeight},
            };
          }
          const nodes = apiReference() as unknown as Node[];
          children.splice(index, 1, ...nodes);
          index += nodes.length - 1;
        } else {
          visit(child);
        }
      }
    };
    visit(tree);
  };
}
