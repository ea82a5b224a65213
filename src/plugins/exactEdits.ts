import {join} from 'node:path';
import type {RuleSetRule} from 'webpack';

/** Exact edits to one file of a dependency, made as it is bundled. */
export type ExactEdits = {
  /** The edited file, as a path inside node_modules. */
  file: string;
  /** Each edit: the exact upstream text, found once, and its replacement. */
  edits: readonly (readonly [find: string, replace: string])[];
};

const escapeRegExp = (text: string) =>
  text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The bundler rule that makes the edits (exactEdits.loader.cjs). When an
 * upgrade changes an edited line, the build fails naming the file, the text it
 * looked for, and `explainedIn`, the source file that says what the edit is for.
 */
export function exactEditsRule(
  {file, edits}: ExactEdits,
  explainedIn: string,
): RuleSetRule {
  return {
    test: new RegExp(
      `[\\\\/]node_modules[\\\\/]${file
        .split('/')
        .map(escapeRegExp)
        .join('[\\\\/]')}$`,
    ),
    enforce: 'pre',
    use: [
      {
        loader: join(__dirname, 'exactEdits.loader.cjs'),
        options: {edits, explainedIn},
      },
    ],
  };
}
