import {unified, type Plugin} from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkStringify from 'remark-stringify';
import {DefaultAdmonitionOptions} from '@docusaurus/mdx-loader/lib/remark/admonitions';
import {VFile} from 'vfile';
import type {Root} from 'mdast';
import {remarkReferenceTables} from '../referenceTables';
import {screenPath, screens} from '../../components/Screen/screens';
import remarkApiReference from '../apiReference';

/**
 * A doc's MDX source as plain Markdown, for readers that are programs (AI
 * assistants, /llms-full.txt) and readers who copy a page (./theme/CopyPage). The
 * source is parsed as the site parses it (remark with MDX, GFM, directives
 * and front matter), the syntax tree is rewritten, and remark writes it out:
 * - front matter, `import`s and `{/* comments *\/}` go;
 * - tabs become headed sections, one per tab, under the section they sit in
 *   (a bold label where they sit in a list);
 * - admonitions become block quotes led by their kind and title;
 * - `<details>` becomes its summary in bold, then the answer;
 * - `<CodeBlock language="…">{'…'}</CodeBlock>` becomes a fenced block;
 * - `<Screen name="…" />` becomes the picture as a Markdown image: its alt
 *   text and the absolute URL of its light drawing;
 * - components become what they show (`components`: Markdown for the
 *   diagram's description, the index's list of pages); reference tables and
 *   facts are rendered by the site's own remark plugin (../referenceTables),
 *   and the API reference by ../apiReference;
 * - links to other docs, site paths and anchors become absolute URLs.
 * Code is kept as written. A capitalised component with no Markdown form, or
 * a JavaScript expression, fails with the file and line, so a new component
 * cannot leak into the text unconverted.
 */

export type MarkdownOptions = {
  /** The site's directory (`docs/…` paths are relative to it). */
  siteDir: string;
  /** The doc's source file relative to the site (`docs/Cape UI.mdx`). */
  page: string;
  /** The public origin and base URL, without a trailing slash. */
  siteUrl: string;
  /** Components by name, as Markdown (`<DocsIndexCards />` → a list). */
  components: Record<string, string>;
};

type Node = {
  type: string;
  name?: string | null;
  alt?: string;
  value?: string;
  url?: string;
  depth?: number;
  lang?: string | null;
  attributes?: {type: string; name?: string; value?: unknown}[];
  children?: Node[];
  data?: {directiveLabel?: boolean; estree?: {body: unknown[]}};
  position?: {start: {line: number}};
};

// The admonition keywords the MDX loader turns into admonitions (the site
// sets none of its own).
const admonitions = new Set(DefaultAdmonitionOptions.keywords);

/** `./Cape%20UI.mdx#keys` from `docs/Cape.mdx` → `/docs/Cape%20UI#keys`. */
function absoluteUrl(target: string, {page, siteUrl}: MarkdownOptions) {
  if (target.startsWith('pathname://'))
    return siteUrl + target.slice('pathname://'.length);
  const pageUrl = new URL(`/${encodeURI(page)}`, 'https://site.invalid');
  const url = new URL(target, pageUrl);
  if (url.origin !== pageUrl.origin) return target;
  const path = url.pathname.replace(/\.mdx?$/, '');
  return `${siteUrl}${path}${url.search}${url.hash}`;
}

const attribute = (node: Node, name: string) =>
  node.attributes?.find((item) => item.name === name)?.value;

const text = (value: string): Node => ({type: 'text', value});
const strong = (children: Node[]): Node => ({
  type: 'paragraph',
  children: [{type: 'strong', children}],
});
/** Inline content of an element: its paragraph's children, if it has one. */
const phrasing = (node: Node): Node[] =>
  node.children?.length === 1 && node.children[0]!.type === 'paragraph'
    ? node.children[0]!.children!
    : (node.children ?? []);

/** The string literal `{'…'}` a `<CodeBlock>` holds. */
function codeOf(node: Node, where: string): string {
  const [statement] = (node.children?.[0]?.data?.estree?.body ?? []) as {
    expression?: {type: string; value?: unknown};
  }[];
  const value = statement?.expression?.value;
  if (typeof value !== 'string') {
    throw new Error(`${where}: <CodeBlock> must hold its code as {'a string'}`);
  }
  return value;
}

function rewrite(tree: Node, options: MarkdownOptions): void {
  let headingDepth = 1;
  const convert = (node: Node, inList: boolean): Node[] => {
    const where = `${options.page}:${node.position?.start.line ?? '?'}`;
    const children = () =>
      (node.children ?? []).flatMap((child) =>
        convert(child, inList || node.type === 'listItem'),
      );
    switch (node.type) {
      case 'yaml':
      case 'mdxjsEsm':
        return [];
      case 'heading': {
        headingDepth = node.depth!;
        // A custom id (`## Title \{#id}`) is the site's anchor; the export's
        // links are absolute, so the heading keeps its words only.
        const last = node.children?.at(-1);
        if (last?.type === 'text') {
          last.value = last.value!.replace(/\s*\{#[\w-]+\}$/, '');
        }
        break;
      }
      case 'link':
      case 'definition':
        node.url = absoluteUrl(node.url!, options);
        break;
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        if (node.data?.estree?.body.length === 0) return [];
        throw new Error(
          `${where}: {${node.value}} is JavaScript, which has no plain-Markdown form`,
        );
      case 'textDirective':
        // `:name` in prose that no plugin claimed: the site shows it as text.
        return [text(`:${node.name}`), ...children()];
      case 'containerDirective': {
        if (!admonitions.has(node.name!)) {
          throw new Error(`${where}: :::${node.name} is not an admonition`);
        }
        const [first, ...rest] = node.children ?? [];
        const label = first?.data?.directiveLabel ? first.children! : [];
        const body = label.length > 0 ? rest : (node.children ?? []);
        const kind = `${node.name![0]!.toUpperCase()}${node.name!.slice(1)}`;
        node.children = [
          strong([text(label.length > 0 ? `${kind}: ` : kind), ...label]),
          ...body,
        ];
        return [{type: 'blockquote', children: children()}];
      }
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const name = node.name ?? '';
        if (name === 'Tabs' || name === 'details') return children();
        if (name === 'summary') return [strong(phrasing(node))];
        if (name === 'TabItem') {
          const label = text(
            String(attribute(node, 'label') ?? attribute(node, 'value')),
          );
          const title = inList
            ? strong([label])
            : {
                type: 'heading',
                depth: Math.min(headingDepth + 1, 6),
                children: [label],
              };
          return [title, ...children()];
        }
        if (name === 'CodeBlock') {
          const lang = attribute(node, 'language');
          return [
            {
              type: 'code',
              lang: typeof lang === 'string' ? lang : null,
              value: codeOf(node, where),
            },
          ];
        }
        if (name === 'Screen') {
          const picture = String(attribute(node, 'name'));
          if (!Object.hasOwn(screens, picture)) {
            throw new Error(
              `${where}: <Screen name="${picture}"> is not a picture of src/components/Screen/screens.ts`,
            );
          }
          const image: Node = {
            type: 'image',
            url: `${options.siteUrl}${encodeURI(screenPath(picture as keyof typeof screens, 'light'))}`,
            alt: screens[picture as keyof typeof screens].alt,
          };
          return [
            node.type === 'mdxJsxFlowElement'
              ? {type: 'paragraph', children: [image]}
              : image,
          ];
        }
        if (Object.hasOwn(options.components, name)) {
          return [{type: 'html', value: options.components[name]}];
        }
        if (/^[A-Z]/.test(name)) {
          throw new Error(
            `${where}: <${name}> has no plain-Markdown form; add one to the page export's components (src/plugins/pageExport).`,
          );
        }
      }
    }
    if (node.children) node.children = children();
    return [node];
  };
  tree.children = tree.children!.flatMap((node) => convert(node, false));
}

const rewritePlugin: Plugin<[MarkdownOptions], Root> = (options) => (tree) =>
  rewrite(tree as unknown as Node, options);

/** Writes the rewritten tree: GFM tables, and MDX for plain HTML elements. */
const writer = unified()
  .use(remarkStringify, {
    bullet: '-',
    emphasis: '_',
    fences: true,
    listItemIndent: 'one',
    rule: '-',
  })
  .use(remarkGfm, {tablePipeAlign: false})
  .use(remarkMdx);

/** The doc's MDX source (`source`) as plain Markdown. */
export function mdxToMarkdown(source: string, options: MarkdownOptions) {
  const reader = unified()
    .use(remarkParse)
    .use(remarkFrontmatter)
    .use(remarkDirective)
    .use(remarkGfm)
    .use(remarkMdx)
    .use(remarkReferenceTables, {siteDir: options.siteDir})
    .use(remarkApiReference)
    .use(rewritePlugin, options);
  const file = new VFile({
    path: `${options.siteDir}/${options.page}`,
    value: source,
  });
  const tree = reader.runSync(reader.parse(file), file);
  return writer.stringify(tree, file).trim();
}
