// The prose of a page as sentences, read from its Markdown syntax tree
// (remark with MDX, GFM and front matter, as Docusaurus parses it): the text
// of paragraphs, list items, headings and table cells, without code blocks,
// imports or JSX blocks. A `<Fact of="…" />` reads as the value it renders.
// Each sentence maps an offset in its text back to the page's line and column.
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import {visit, SKIP} from 'unist-util-visit';

const parser = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use(remarkFrontmatter)
  .use(remarkGfm);

/** Blocks whose inline content is prose. */
const proseBlocks = new Set(['paragraph', 'heading', 'tableCell']);

/**
 * The sentences of an MDX source: [{text, position(offset)}], where inline
 * code keeps its backticks. `factText(id)` gives a `<Fact of>`'s text.
 */
export function sentences(source, factText = () => '') {
  const tree = parser.parse(source);
  const result = [];
  visit(tree, (node) => {
    if (node.type === 'code' || node.type === 'mdxjsEsm') return SKIP;
    if (!proseBlocks.has(node.type)) return undefined;
    const pieces = [];
    let text = '';
    const add = (value, node, exact) => {
      pieces.push({start: text.length, value, node, exact});
      text += value;
    };
    visit(node, (inline) => {
      if (inline === node) return undefined;
      if (inline.type === 'text') add(inline.value, inline, true);
      else if (inline.type === 'inlineCode') {
        add(`\`${inline.value}\``, inline, false);
      } else if (inline.type === 'break') add(' ', inline, false);
      else if (inline.type === 'mdxJsxTextElement' && inline.name === 'Fact') {
        const of = inline.attributes.find((a) => a.name === 'of')?.value;
        add(factText(of), inline, false);
        return SKIP;
      } else if (inline.type.startsWith('mdx')) return SKIP;
      return undefined;
    });
    const position = (offset) => {
      const piece =
        pieces.findLast((candidate) => candidate.start <= offset) ?? pieces[0];
      const start = piece.node.position.start;
      if (!piece.exact) return {line: start.line, column: start.column};
      const before = piece.value.slice(0, offset - piece.start);
      const lines = before.split('\n');
      return lines.length === 1
        ? {line: start.line, column: start.column + before.length}
        : {
            line: start.line + lines.length - 1,
            column: lines.at(-1).length + 1,
          };
    };
    // Sentence ends: . ! ? followed by space and a capital, a code span or
    // a bracket; "e.g." and similar do not end one.
    const ends = [
      ...text.matchAll(/(?<!\b(?:e\.g|i\.e|etc|vs))[.!?](?=\s+[A-Z`(<[])/g),
    ];
    let from = 0;
    for (const end of [...ends.map((match) => match.index + 1), text.length]) {
      const raw = text.slice(from, end);
      const start = from + raw.length - raw.trimStart().length;
      // Whitespace becomes spaces one for one, so an offset in the sentence
      // is one in the block's text.
      const sentence = raw.trim().replace(/\s/g, ' ');
      if (sentence) {
        result.push({
          text: sentence,
          position: (at = 0) => position(start + at),
        });
      }
      from = end;
    }
    return SKIP;
  });
  return result;
}
