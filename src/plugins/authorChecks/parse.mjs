// The parts of a Markdown or MDX page the checks read, each with its line and
// column: headings, links and images, components, imports, the prose of
// paragraphs and headings, and fenced code blocks (with the blocks nested in
// a `md`/`mdx` sample, as CONTRIBUTING.md shows them). The page is parsed into
// its syntax tree by the MDX parser Docusaurus compiles it with (@mdx-js/mdx,
// which is remark); a page that is not valid MDX, which the MDX check
// reports, is read as plain Markdown (mdast-util-from-markdown) so the other
// checks still run, and the MDX parser's error is kept for the MDX check
// (./structure.mjs). Front matter is read by Docusaurus's own parser
// (./frontMatter.mjs); here it is blanked.
import {readdirSync} from 'node:fs';
import {join} from 'node:path';
import {createProcessor} from '@mdx-js/mdx';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {visit} from 'unist-util-visit';
import {lineColumn} from './report.mjs';

const mdx = createProcessor({format: 'mdx'});

/** The line after the front matter (0 when there is none). */
export function bodyStart(lines) {
  if (lines[0] !== '---') return 0;
  const end = lines.indexOf('---', 1);
  return end < 0 ? 0 : end + 1;
}

/** The syntax tree, and the MDX parser's error when the page is not MDX. */
function parse(source) {
  try {
    return {tree: mdx.parse(source)};
  } catch (mdxError) {
    return {tree: fromMarkdown(source), mdxError};
  }
}

/**
 * Link syntax that did not become a link: a target with a raw space renders
 * as plain text (CommonMark), which the link check reports.
 */
const unparsedLink = /(!?)\[[^\]]*\]\(([^)<]*\s[^)]*)\)/g;

export function parseDoc(source, offset = 0) {
  const lines = source.split('\n');
  const start = bodyStart(lines);
  // Blanked to spaces, so offsets in the body are offsets in the page.
  const body = lines
    .map((line, i) => (i < start ? ' '.repeat(line.length) : line))
    .join('\n');
  const {tree, mdxError} = parse(body);
  const parts = {
    mdxError,
    headings: [],
    links: [],
    components: [],
    imports: new Set(),
    codeBlocks: [],
    paragraphs: [],
  };
  const at = (node) => ({
    line: offset + node.position.start.line,
    column: node.position.start.column,
  });
  visit(tree, (node) => {
    if (node.type === 'paragraph' || node.type === 'heading') {
      // Its prose, for the prose rule (./prose.mjs): the offsets of its text,
      // without code, elements, link targets or {…}.
      const texts = [];
      visit(node, 'text', ({position}) => {
        texts.push([position.start.offset, position.end.offset]);
      });
      const {start, end} = node.position;
      parts.paragraphs.push({start: start.offset, end: end.offset, texts});
    }
    switch (node.type) {
      case 'heading': {
        const [first, last] = [node.children[0], node.children.at(-1)];
        const text = first
          ? body.slice(first.position.start.offset, last.position.end.offset)
          : '';
        parts.headings.push({level: node.depth, text, line: at(node).line});
        break;
      }
      case 'link':
      case 'image':
        parts.links.push({
          target: node.url,
          image: node.type === 'image',
          ...at(node),
        });
        break;
      case 'text':
        for (const match of node.value.matchAll(unparsedLink)) {
          const {line, column} = lineColumn(
            body,
            node.position.start.offset + match.index,
          );
          parts.links.push({
            target: match[2],
            image: match[1] === '!',
            unparsed: true,
            line: offset + line,
            column,
          });
        }
        break;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        if (/^[A-Z]/.test(node.name ?? '')) {
          // Attributes written as plain strings (`name="chat-modal-open"`).
          const attributes = Object.fromEntries(
            (node.attributes ?? [])
              .filter((item) => typeof item.value === 'string')
              .map((item) => [item.name, item.value]),
          );
          parts.components.push({name: node.name, attributes, ...at(node)});
        }
        break;
      case 'mdxjsEsm':
        for (const statement of node.data?.estree?.body ?? []) {
          for (const specifier of statement.specifiers ?? []) {
            parts.imports.add(specifier.local.name);
          }
        }
        break;
      case 'code': {
        const block = {
          lang: node.lang ?? '',
          meta: node.meta ?? '',
          code: node.value,
          line: at(node).line,
          indent: node.position.start.column - 1,
        };
        parts.codeBlocks.push(block);
        // A Markdown sample's own code blocks are samples too.
        if (block.lang === 'md' || block.lang === 'mdx') {
          parts.codeBlocks.push(...parseDoc(block.code, block.line).codeBlocks);
        }
        break;
      }
    }
  });
  return {...parts, tree};
}

/** Every doc file under `dir`, .md and .mdx, without partials (`_name`, `_dir/`). */
export const listDocs = (dir) =>
  readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((name) => /\.mdx?$/.test(name) && !/(^|[/\\])_/.test(name))
    .map((name) => join(dir, name));
