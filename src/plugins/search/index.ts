import {spawn} from 'node:child_process';
import {once} from 'node:events';
import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Full-text search with no outside service, all in this folder:
 * - `indexer.mjs`, after the build, reads every section of every doc page
 *   from the built HTML and writes an index of Cape's own: split by term
 *   into small files, so that a search fetches only the few its words need,
 *   whatever the size of the site, and each section scored for each of its
 *   terms in advance (BM25F, the heading counting most);
 * - `theme/SearchBar` (which this plugin provides as a theme component)
 *   is the search button and dialog; its `engine.ts` fetches the files a
 *   query needs and ranks the sections, and `text.mjs` holds the word rules
 *   the indexer and the engine share;
 * - `*.test.mjs` beside the code are the unit tests (`npm run test:unit`,
 *   with `testing.mjs`), and `benchmark.mjs` measures search quality on the
 *   query sets in tests/search/ in the real dialog (`npm run bench:search`,
 *   and the floors in tests/e2e/search-quality.spec.ts).
 *
 * Sections are what a search finds and opens: a reader lands on the part of
 * the page that answers, and a page can give several results.
 */
export default function search(): Plugin {
  return {
    name: 'cape-search',
    getThemePath() {
      return join(__dirname, 'theme');
    },
    async postBuild({outDir}) {
      // The indexer is an ES module, as its libraries are, which the
      // TypeScript config loader cannot import: it runs in a Node.js process
      // of its own, alongside the other plugins' postBuild steps.
      const indexer = spawn(
        process.execPath,
        [join(__dirname, 'indexer.mjs'), outDir],
        {
          stdio: 'inherit',
        },
      );
      // Rejects if the process cannot be started (its `error` event).
      const [status] = await once(indexer, 'close');
      if (status !== 0) {
        throw new Error(
          'The search index could not be written; see the messages above.',
        );
      }
    },
  };
}
