import React, {useMemo, type ReactNode} from 'react';
// A plugin's theme component wraps the theme's own through @theme-init.
import CodeBlock from '@theme-init/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import {HighlightedLinesProvider} from '../../highlightedLines';

type Props = WrapperProps<typeof CodeBlockType> & {
  /**
   * The block's lines as HTML, one per line, set on fenced code blocks when
   * the site is built (../../rehype.ts).
   */
  highlightedLines?: string;
};

// Hands the lines highlighted at build time to CodeBlock/Content, which
// renders them; the theme components in between pass no extra props along.
export default function CodeBlockWrapper({
  highlightedLines,
  ...props
}: Props): ReactNode {
  const lines = useMemo(
    () => highlightedLines?.split('\n'),
    [highlightedLines],
  );
  return (
    <HighlightedLinesProvider lines={lines}>
      <CodeBlock {...props} />
    </HighlightedLinesProvider>
  );
}
