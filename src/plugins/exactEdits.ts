import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import type {RuleSetRule} from 'webpack';

const {applyEdits} = createRequire(__filename)('./exactEdits.loader.cjs') as {
  applyEdits(
    source: string,
    edits: ExactEdits['edits'],
    file: string,
    explainedIn: string,
  ): string;
};

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

/**
 * Checks, when the config loads (before `start` or `build` bundles
 * anything), that every edited file is still where it was and every edit
 * still finds its text exactly once; throws, naming the file, the text and
 * `explainedIn`, otherwise. The loader checks again as it bundles.
 * `resolveFrom` is the folder dependencies are resolved from (the site's).
 */
export function verifyExactEdits(
  patches: readonly ExactEdits[],
  explainedIn: string,
  resolveFrom: string,
): void {
  for (const {file, edits} of patches) {
    // Read from the site's node_modules, where npm puts the pinned Docusaurus
    // packages; `require.resolve` would refuse files a package does not export.
    const path = join(resolveFrom, 'node_modules', file);
    if (!existsSync(path)) {
      throw new Error(
        `${file}: the file an exact edit changes is gone; an upgrade moved or removed it. See ${explainedIn} for what the edit is for, then update or remove it.`,
      );
    }
    applyEdits(readFileSync(path, 'utf8'), edits, path, explainedIn);
  }
}
