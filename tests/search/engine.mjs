// Search as the dialog runs it, in Node.js: the dialog's own engine
// (src/plugins/search/theme/SearchBar/engine.ts, loaded through jiti as
// Docusaurus loads TypeScript config) on the index the production build
// wrote (build/search/), read through a stand-in for `fetch`. The search
// floors (floors.test.mjs) use it for every query; the end-to-end suite
// (tests/e2e/search-quality.spec.ts) shows the dialog returns the same.
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const buildDir = join(root, 'build');
const jiti = createRequire(import.meta.url)('jiti')(import.meta.url);

/** The result URLs (`/docs/Cape#keys`), best first, for each query of `set`. */
export async function searchBuilt(set, build = buildDir) {
  const {searchDocs} = jiti(
    join(root, 'src', 'plugins', 'search', 'theme', 'SearchBar', 'engine.ts'),
  );
  const origin = 'http://built.invalid';
  const ownFetch = globalThis.fetch;
  globalThis.fetch = async (url) => {
    const path = decodeURIComponent(new URL(url).pathname);
    try {
      const body = readFileSync(join(build, path), 'utf8');
      return {ok: true, status: 200, json: async () => JSON.parse(body)};
    } catch {
      return {ok: false, status: 404};
    }
  };
  try {
    const found = [];
    for (const {query} of set) {
      const {results} = await searchDocs(query.trim(), `${origin}/`);
      found.push(results.map(({url}) => url.slice(origin.length)));
    }
    return found;
  } finally {
    globalThis.fetch = ownFetch;
  }
}
