import React, {createContext, useContext, type ReactNode} from 'react';

/**
 * Carries a code block's lines, highlighted at build time
 * (`rehype.ts`), from `@theme/CodeBlock`, which
 * receives them as a prop, to `@theme/CodeBlock/Content`, which renders them.
 * The theme components between the two pass no extra props along.
 */
const HighlightedLinesContext = createContext<readonly string[] | undefined>(
  undefined,
);

export function HighlightedLinesProvider({
  lines,
  children,
}: {
  lines: readonly string[] | undefined;
  children: ReactNode;
}): ReactNode {
  return (
    <HighlightedLinesContext.Provider value={lines}>
      {children}
    </HighlightedLinesContext.Provider>
  );
}

/** The block's lines as HTML, or undefined when it was not highlighted at build time. */
export function useHighlightedLines(): readonly string[] | undefined {
  return useContext(HighlightedLinesContext);
}
