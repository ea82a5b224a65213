import React, {useMemo, type ReactNode} from 'react';
// A plugin's theme component wraps the theme's own through @theme-init.
import CodeBlock from '@theme-init/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import {HighlightedLines} from '../../highlightedLines';
import {codeFromHighlightedLines} from '../../codeText';

type Props = WrapperProps<typeof CodeBlockType> & {
  /**
   * The block's lines as HTML, one per line, set on fenced code blocks when
   * the site is built (../../rehype.ts).
   */
  highlightedLines?: string;
};

// Hands the lines highlighted at build time to CodeBlock/Content, which
// renders them; the theme components in between pass no extra props along.
// A fenced block arrives without its text when its lines give it back
// (../../rehype.ts): the theme gets the code from them, for its magic
// comments, line count and copy button.
export default function CodeBlockWrapper({
  highlightedLines,
  children,
  ...props
}: Props): ReactNode {
  const lines = useMemo(
    () => highlightedLines?.split('\n'),
    [highlightedLines],
  );
  const code = useMemo(
    () =>
      children === undefined && highlightedLines !== undefined
        ? codeFromHighlightedLines(highlightedLines)
        : children,
    [children, highlightedLines],
  );
  return (
    <HighlightedLines.Provider value={lines}>
      <CodeBlock {...props}>{code}</CodeBlock>
    </HighlightedLines.Provider>
  );
}
