import {createRequire} from 'node:module';
import {Prism, normalizeTokens} from 'prism-react-renderer';
import {codeFromHighlightedLines} from './codeText';

// The MDX half of build-time highlighting (see index.ts): tokenises each
// fenced code block with Prism while the site is built.

type Node = {type: string; children?: Node[]};
type Text = Node & {type: 'text'; value: string};
type Element = Node & {
  type: 'element';
  tagName: string;
  properties: Record<string, unknown>;
  children: Node[];
};

const isElement = (node: Node, tagName: string): node is Element =>
  node.type === 'element' && (node as Element).tagName === tagName;

const textOf = (node: Node): string =>
  node.type === 'text'
    ? (node as Text).value
    : (node.children ?? []).map(textOf).join('');

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Registers the extra languages of `themeConfig.prism.additionalLanguages` on
 * prism-react-renderer's Prism, from the theme's own copy of prismjs, the way
 * the theme's client module does in the browser.
 */
function loadLanguages(languages: readonly string[]): void {
  const requireFromTheme = createRequire(
    createRequire(__filename).resolve('@docusaurus/theme-classic'),
  );
  const globals = globalThis as {Prism?: typeof Prism};
  const before = globals.Prism;
  globals.Prism = Prism;
  try {
    for (const language of languages) {
      if (Prism.languages[language]) continue;
      if (language === 'php') {
        requireFromTheme('prismjs/components/prism-markup-templating.js');
      }
      requireFromTheme(`prismjs/components/prism-${language}`);
    }
  } finally {
    globals.Prism = before;
  }
}

/**
 * Token types drawn in the plain text colour in both palettes
 * (theme/CodeBlock/Content/custom.module.css). A token of these types only
 * is written as text: a span would change nothing on screen, and punctuation
 * alone was a fifth of the elements of the longest doc page, each one styled
 * and laid out on every page load.
 */
const plainColouredTypes = new Set(['plain', 'punctuation', 'operator']);

/**
 * One HTML string per line of `code`: Prism's tokens as
 * `<span class="token …">`, plain text (and plain-coloured tokens) as text.
 * Lines are split the way the theme splits them (`parseLines` in
 * @docusaurus/theme-common): the last line break dropped, then at each `\n`
 * or `\r\n`.
 */
export function highlightLines(code: string, language: string): string[] {
  const grammar = Prism.languages[language];
  const source = code.replace(/\r?\n$/, '');
  if (!grammar) {
    return source.split(/\r?\n/).map(escapeHtml);
  }
  return normalizeTokens(Prism.tokenize(source, grammar)).map((line) =>
    line
      .map(({types, content}) => {
        // An empty line comes back as one token holding its line break (the
        // theme's Line component drops it too); no line keeps a line break.
        const text = escapeHtml(content.replace(/\r?\n/g, ''));
        return types.every((type) => plainColouredTypes.has(type))
          ? text
          : `<span class="token ${types.join(' ')}">${text}</span>`;
      })
      .join(''),
  );
}

export type RehypeHighlightCodeOptions = {
  /** `themeConfig.prism.additionalLanguages`. */
  additionalLanguages: readonly string[];
  /** `themeConfig.prism.defaultLanguage`, for blocks that name none. */
  defaultLanguage?: string;
};

/**
 * Gives every fenced code block (`<pre><code class="language-…">`) a
 * `highlightedLines` property: its lines as HTML, joined by line breaks (token
 * HTML holds none), and takes out its text when the lines give it back
 * (`codeText.ts`). MDX passes the property to `@theme/CodeBlock` as a prop.
 */
export function rehypeHighlightCode({
  additionalLanguages,
  defaultLanguage,
}: RehypeHighlightCodeOptions) {
  loadLanguages(additionalLanguages);
  const visit = (node: Node): void => {
    if (isElement(node, 'pre')) {
      const code = node.children.find((child) => isElement(child, 'code'));
      if (code && isElement(code, 'code')) {
        const classNames = (code.properties.className ?? []) as string[];
        const language = (
          classNames
            .find((name) => name.startsWith('language-'))
            ?.slice('language-'.length) ??
          defaultLanguage ??
          'text'
        ).toLowerCase();
        const text = textOf(code);
        const highlightedLines = highlightLines(text, language).join('\n');
        code.properties.highlightedLines = highlightedLines;
        // The wrapper (theme/CodeBlock) reads the code back from its lines;
        // a block they do not give back exactly (\r\n line breaks, say)
        // keeps its text.
        if (codeFromHighlightedLines(highlightedLines) === text) {
          code.children = [];
        }
        return;
      }
    }
    node.children?.forEach(visit);
  };
  return (tree: Node): void => visit(tree);
}
