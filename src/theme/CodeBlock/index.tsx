// Change: no second render after hydration (upstream re-mounts every block to
// swap the colour mode's inline Prism colours; Cape colours code with CSS, right
// in both modes from the first paint), and the build-time highlighted lines
// are passed on to CodeBlock/Content. See src/theme/README.md.
import React, {isValidElement, useMemo, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props as UpstreamProps} from '@theme/CodeBlock';
import {HighlightedLinesProvider} from '@site/src/components/HighlightedLines';

type Props = UpstreamProps & {
  /**
   * The block's lines as HTML, one per line, set on fenced code blocks when
   * the site is built (src/plugins/buildTimeHighlight.ts).
   */
  highlightedLines?: string;
};

/**
 * Best attempt to make the children a plain string so it is copyable. If there
 * are react elements, we will not be able to copy the content, and it will
 * return `children` as-is; otherwise, it concatenates the string children
 * together.
 */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) {
    return children;
  }
  // The children is now guaranteed to be one/more plain strings
  return Array.isArray(children) ? children.join('') : (children as string);
}

export default function CodeBlock({
  children: rawChildren,
  highlightedLines,
  ...props
}: Props): ReactNode {
  const lines = useMemo(
    () => highlightedLines?.split('\n'),
    [highlightedLines],
  );
  const children = maybeStringifyChildren(rawChildren);
  const CodeBlockComp =
    typeof children === 'string' ? StringContent : ElementContent;
  return (
    <HighlightedLinesProvider lines={lines}>
      <CodeBlockComp {...props}>{children as string}</CodeBlockComp>
    </HighlightedLinesProvider>
  );
}
