/**
 * Inline Markdown, as the reference data writes it, to mdast phrasing nodes:
 * `code`, **strong** and [links](url). Nothing else is special.
 */

export type Phrasing =
  | {type: 'text'; value: string}
  | {type: 'inlineCode'; value: string}
  | {type: 'strong'; children: Phrasing[]}
  | {type: 'link'; url: string; children: Phrasing[]};

export function parseInline(source: string): Phrasing[] {
  const nodes: Phrasing[] = [];
  let text = '';
  const flush = () => {
    if (text) nodes.push({type: 'text', value: text});
    text = '';
  };
  let index = 0;
  while (index < source.length) {
    const rest = source.slice(index);
    const codeSpan = /^`([^`]+)`/.exec(rest);
    const strong = /^\*\*(.+?)\*\*/.exec(rest);
    const link = /^\[([^\]]+)\]\(([^)\s]+)\)/.exec(rest);
    if (codeSpan) {
      flush();
      nodes.push({type: 'inlineCode', value: codeSpan[1]!});
      index += codeSpan[0].length;
    } else if (strong) {
      flush();
      nodes.push({type: 'strong', children: parseInline(strong[1]!)});
      index += strong[0].length;
    } else if (link) {
      flush();
      nodes.push({
        type: 'link',
        url: link[2]!,
        children: parseInline(link[1]!),
      });
      index += link[0].length;
    } else {
      text += source[index];
      index += 1;
    }
  }
  flush();
  return nodes;
}
