import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Exact edits to Docusaurus's own client code, made as it is bundled, that
 * take main-thread work out of a page load. Each one is small, keeps what the
 * code does for readers, and would make a fine upstream change.
 *
 * The loader (hydrationPatches.loader.cjs) fails the build, naming the file
 * and the text it looked for, when an upgrade changes a patched line: then
 * check whether the problem is still there, and update or drop the patch.
 * Tests: `tests/build/hydration-patches.test.mjs` (the loader) and
 * `tests/e2e/locale-data.spec.ts` (no ICU on page load).
 */
type Patch = {
  /** The patched file, as a path inside node_modules. */
  file: string;
  /** Each edit: the exact upstream text, found once, and its replacement. */
  edits: readonly (readonly [find: string, replace: string])[];
};

export const patches: readonly Patch[] = [
  {
    // useShallowMemoObject sorts an object's keys with localeCompare so its
    // memo does not depend on key order. The first localeCompare in a page
    // makes V8 load ICU's collation data: 20 to 50 ms of main thread here,
    // four times that on Lighthouse's phone, inside hydration. Every doc page
    // calls it (each code block's word-wrap observer, the phone drawer's docs
    // sidebar). The keys only need the same order on every render, so they are
    // compared by UTF-16 code unit.
    file: '@docusaurus/theme-common/lib/utils/reactUtils.js',
    edits: [
      [
        'deps.sort((a, b) => a[0].localeCompare(b[0]));',
        'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));',
      ],
    ],
  },
];

const escapeRegExp = (text: string) =>
  text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export default function hydrationPatches(): Plugin {
  return {
    name: 'cape-hydration-patches',
    configureWebpack() {
      return {
        module: {
          rules: patches.map(({file, edits}) => ({
            test: new RegExp(
              `[\\\\/]node_modules[\\\\/]${file
                .split('/')
                .map(escapeRegExp)
                .join('[\\\\/]')}$`,
            ),
            enforce: 'pre' as const,
            use: [
              {
                loader: join(__dirname, 'hydrationPatches.loader.cjs'),
                options: {edits},
              },
            ],
          })),
        },
      };
    },
  };
}
