import type {LoadContext, Plugin} from '@docusaurus/types';
import {exactEditsRule, verifyExactEdits, type ExactEdits} from './exactEdits';

/**
 * Exact edits to Docusaurus's own client code, made as it is bundled, that
 * take main-thread work out of a page load. Each one is small, keeps what the
 * code does for readers, and would make a fine upstream change.
 *
 * `npm start` and `npm run build` fail as the config loads (exactEdits.ts),
 * naming the file and the text looked for, when an upgrade moves a patched
 * file or changes a patched line: then check whether the problem is still
 * there, and update or drop the patch.
 * Tests: `tests/build/exact-edits.test.mjs` (the loader),
 * `tests/e2e/pages.spec.ts` (no ICU collation on page load),
 * `tests/e2e/code-blocks.spec.ts` (no tab panel is re-mounted),
 * `tests/e2e/tabs.spec.ts` (a stored tab choice still wins) and `tests/e2e/page-scripts.spec.ts` (each script file is
 * fetched once).
 */
const patches: readonly ExactEdits[] = [
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
  {
    // Links prefetch the chunks of the pages they point to once they scroll
    // into view, and remember the pages, not the files. Most pages share most
    // chunks, so on /docs/Cape at 1280 px the page appended 136
    // `<link rel="prefetch">` elements for 15 files, 7 of them the page's own
    // scripts, each costing main-thread time right after hydration. Now each
    // file is prefetched once, and not at all when the page has already
    // fetched it (the Resource Timing buffer lists what it fetched).
    file: '@docusaurus/core/lib/client/docusaurus.js',
    edits: [
      [
        'const fetched = new Set();',
        'const fetched = new Set();\nconst prefetchedChunks = new Set();',
      ],
      [
        "if (chunkAsset && !chunkAsset.includes('undefined')) {",
        "if (chunkAsset && !chunkAsset.includes('undefined') && !prefetchedChunks.has(chunkAsset) && performance.getEntriesByName(new URL(chunkAsset, document.baseURI).href).length === 0) {\n            prefetchedChunks.add(chunkAsset);",
      ],
    ],
  },
  {
    // Upstream re-mounts every tab set once hydrated (`key={String(isBrowser)}`,
    // a temporary fix for facebook/docusaurus#5653), rebuilding every tab
    // panel on each page load. Tabs start on the default tab, as the server
    // rendered them, and the theme's own state update applies a stored or
    // linked choice, so the re-mount only costs time.
    file: '@docusaurus/theme-classic/lib/theme/Tabs/index.js',
    edits: [['key={String(isBrowser)}>', '>']],
  },
];

export default function hydrationPatches({siteDir}: LoadContext): Plugin {
  // `npm start` and `npm run build` stop here, before bundling, when an
  // upgrade has moved a patched file or changed a patched line.
  verifyExactEdits(patches, 'src/plugins/hydrationPatches.ts', siteDir);
  return {
    name: 'cape-hydration-patches',
    configureWebpack() {
      return {
        module: {
          rules: patches.map((patch) =>
            exactEditsRule(patch, 'src/plugins/hydrationPatches.ts'),
          ),
        },
      };
    },
  };
}
