// Test helpers for search: the engine (./theme/SearchBar/engine.ts) loaded
// as Docusaurus loads TypeScript config, through jiti, and an index built
// from sections served to it through a stand-in for `fetch`.
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import {buildIndex} from './indexer.mjs';

const require = createRequire(import.meta.url);
const jiti = require('jiti')(import.meta.url);
/** Loads a TypeScript module of the project in Node.js, by its file URL. */
export const loadTs = (url) => jiti(fileURLToPath(url));

const served = new Map();
globalThis.fetch = async (url) => {
  const body = served.get(String(url));
  return body === undefined
    ? {ok: false, status: 404}
    : {ok: true, status: 200, json: async () => structuredClone(body)};
};

let sites = 0;
/**
 * Serves the index of `sections` under a base URL of its own (the engine
 * caches what it fetched by URL) and returns that base URL.
 */
export function serveIndex(sections) {
  const baseUrl = `/site-${(sites += 1)}/`;
  const {files, manifest} = buildIndex(sections);
  served.set(`${baseUrl}search/manifest.json`, manifest);
  for (const [name, content] of files)
    served.set(`${baseUrl}search/${manifest.version}/${name}`, content);
  return baseUrl;
}
