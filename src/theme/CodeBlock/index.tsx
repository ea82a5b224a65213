import React, {useMemo, type ReactNode} from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import {HighlightedLinesProvider} from '@site/src/components/HighlightedLines';

type Props = WrapperProps<typeof CodeBlockType> & {
  /**
   * The block's lines as HTML, one per line, set on fenced code blocks when
   * the site is built (src/plugins/buildTimeHighlight.ts).
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
