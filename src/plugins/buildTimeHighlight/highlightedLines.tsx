import {createContext} from 'react';

/**
 * Carries a code block's lines, highlighted at build time
 * (`rehype.ts`), from `@theme/CodeBlock`, which
 * receives them as a prop, to `@theme/CodeBlock/Content`, which renders them
 * (undefined when the block was not highlighted at build time).
 * The theme components between the two pass no extra props along.
 */
export const HighlightedLines = createContext<readonly string[] | undefined>(
  undefined,
);
