// Change: renders the lines highlighted when the site was built
// (src/plugins/buildTimeHighlight) as HTML, instead of tokenising the code
// with Prism in the browser; token colours come from custom.module.css. Each
// line is a `<span>` shown as a block (styles.module.css), not upstream's
// `<div>`, which HTML does not allow inside `<code>`. Pre and Code are
// upstream's. See ../../index.ts.
import React, {
  useContext,
  useMemo,
  type ComponentProps,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import {
  useCodeBlockContext,
  type CodeBlockMetadata,
} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
// Upstream's line styles (line numbers, the highlighted-line background); the
// theme's Line component that imports them is not rendered any more.
import lineStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';
import {escapeHtml} from '../../../codeText';
import {HighlightedLines} from '../../../highlightedLines';

import styles from './styles.module.css';
import customStyles from './custom.module.css';

// TODO Docusaurus v4: remove useless forwardRef. `| null` matches the theme's
// ref (React 19's types) under React 18's types, which the site runs on.
const Pre = React.forwardRef<HTMLPreElement | null, ComponentProps<'pre'>>(
  (props, ref) => {
    return (
      <pre
        ref={ref}
        /* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */
        tabIndex={0}
        {...props}
        className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')}
      />
    );
  },
);

function Code(props: ComponentProps<'code'>) {
  const {metadata} = useCodeBlockContext();
  return (
    <code
      {...props}
      className={clsx(
        props.className,
        styles.codeBlockLines,
        metadata.lineNumbersStart !== undefined &&
          styles.codeBlockLinesWithNumbering,
      )}
      style={{
        ...props.style,
        counterReset:
          metadata.lineNumbersStart === undefined
            ? undefined
            : `line-count ${metadata.lineNumbersStart - 1}`,
      }}
    />
  );
}

/**
 * The indexes in `sourceLines` of the lines the theme kept in `metadata.code`.
 * The theme removes magic comments (`// highlight-next-line`) as whole lines
 * and changes no other line, so the kept lines are found in order.
 */
function keptLineIndexes(
  sourceLines: readonly string[],
  keptLines: readonly string[],
): number[] {
  if (sourceLines.length === keptLines.length) {
    return keptLines.map((_, index) => index);
  }
  const indexes: number[] = [];
  sourceLines.forEach((line, index) => {
    if (line === keptLines[indexes.length]) indexes.push(index);
  });
  return indexes;
}

/** The block's lines as HTML, with the theme's line classes and line numbers. */
function useLinesHtml(metadata: CodeBlockMetadata): string {
  const highlightedLines = useContext(HighlightedLines);
  const {code, codeInput, lineClassNames, lineNumbersStart} = metadata;
  return useMemo(() => {
    const keptLines = code.split(/\r?\n/);
    // Split as the theme splits: the last line break dropped first.
    const sourceLines =
      typeof codeInput === 'string'
        ? codeInput.replace(/\r?\n$/, '').split(/\r?\n/)
        : [];
    let linesHtml: string[];
    if (highlightedLines === undefined) {
      // A block written in JSX, not highlighted at build time: plain text.
      linesHtml = keptLines.map(escapeHtml);
    } else {
      const indexes = keptLineIndexes(sourceLines, keptLines);
      // The build renders every page, so a mismatch fails the build here
      // rather than showing a block in plain text or with the wrong lines.
      if (
        highlightedLines.length !== sourceLines.length ||
        indexes.length !== keptLines.length
      ) {
        throw new Error(
          `A code block highlighted at build time has ${highlightedLines.length} lines where the theme has ${sourceLines.length} (${keptLines.length} shown), starting "${keptLines[0]}": src/plugins/buildTimeHighlight/rehype.ts and theme/CodeBlock/Content must split lines alike.`,
        );
      }
      linesHtml = indexes.map((index) => highlightedLines[index]!);
    }
    const numbered = lineNumbersStart !== undefined;
    return linesHtml
      .map((html, index) => {
        const className = clsx(
          'token-line',
          lineClassNames[index],
          numbered && lineStyles.codeLine,
        );
        const content = numbered
          ? `<span class="${lineStyles.codeLineNumber}"></span><span class="${lineStyles.codeLineContent}">${html}</span>`
          : html;
        return `<span class="${className}">${content}<br></span>`;
      })
      .join('');
  }, [highlightedLines, code, codeInput, lineClassNames, lineNumbersStart]);
}

export default function CodeBlockContent({
  className: classNameProp,
}: Props): ReactNode {
  const {
    metadata,
    wordWrap: {codeBlockRef},
  } = useCodeBlockContext();
  const html = useLinesHtml(metadata);
  return (
    <Pre
      ref={codeBlockRef}
      className={clsx(
        classNameProp,
        'prism-code',
        `language-${metadata.language}`,
        customStyles.highlighted,
      )}>
      <Code dangerouslySetInnerHTML={{__html: html}} />
    </Pre>
  );
}
