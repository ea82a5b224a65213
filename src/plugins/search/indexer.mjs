// Builds the Pagefind index of the site's sections (src/plugins/search).
// Pagefind is an ES module, which the TypeScript config loader cannot import,
// so the plugin runs this file with Node.js, the built site's folder as its
// argument and the records on standard input:
//   {"records": [{"url", "html"}], "excludeSelectors": […]}
import {readFileSync} from 'node:fs';
import {readdir, rm} from 'node:fs/promises';
import {join} from 'node:path';
import * as pagefind from 'pagefind';

const outDir = process.argv[2];
const {records, excludeSelectors} = JSON.parse(readFileSync(0, 'utf8'));
const fail = (message) => {
  console.error(`[cape-search] ${message}`);
  process.exit(1);
};
const {index, errors} = await pagefind.createIndex({
  excludeSelectors,
  forceLanguage: 'en',
});
if (!index || errors.length) fail(`Pagefind could not start: ${errors.join('; ')}`);
for (const {url, html} of records) {
  const added = await index.addHTMLFile({url, content: html});
  if (added.errors.length) fail(`could not index ${url}: ${added.errors.join('; ')}`);
}
const written = await index.writeFiles({outputPath: join(outDir, 'pagefind')});
if (written.errors.length) fail(`could not write the index: ${written.errors.join('; ')}`);
await pagefind.close();

// Pagefind also writes its own search interfaces; the site has its own.
const unused = /^pagefind-(?:component-ui|modular-ui|ui|highlight)\./;
for (const file of await readdir(join(outDir, 'pagefind'))) {
  if (unused.test(file)) await rm(join(outDir, 'pagefind', file));
}
