import {createRequire} from 'node:module';
import {Prism, normalizeTokens} from 'prism-react-renderer';
import {SKIP, visit} from 'unist-util-visit';
import type {Element, ElementContent, Root} from 'hast';
import {codeFromHighlightedLines, escapeHtml} from './codeText';

// The MDX half of build-time highlighting (see index.ts): tokenises each
// fenced code block with Prism while the site is built.

const textOf = (node: ElementContent): string =>
  node.type === 'text'
    ? node.value
    : 'children' in node
      ? node.children.map(textOf).join('')
      : '';

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

/**
 * Gives every fenced code block (`<pre><code class="language-…">`) a
 * `highlightedLines` property: its lines as HTML, joined by line breaks (token
 * HTML holds none), and takes out its text when the lines give it back
 * (`codeText.ts`). MDX passes the property to `@theme/CodeBlock` as a prop.
 */
export function rehypeHighlightCode({
  additionalLanguages,
}: {
  /** `themeConfig.prism.additionalLanguages`. */
  additionalLanguages: readonly string[];
}) {
  loadLanguages(additionalLanguages);
  return (tree: Root): void =>
    visit(tree, 'element', (pre) => {
      const code =
        pre.tagName === 'pre'
          ? pre.children.find(
              (child): child is Element =>
                child.type === 'element' && child.tagName === 'code',
            )
          : undefined;
      if (!code) return undefined;
      const classNames = (code.properties.className ?? []) as string[];
      const language = (
        classNames
          .find((name) => name.startsWith('language-'))
          ?.slice('language-'.length) ?? 'text'
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
      return SKIP;
    });
}
