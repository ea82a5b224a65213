// Builds the Pagefind index of a built site (src/plugins/search). Pagefind is
// an ES module, which the TypeScript config loader cannot import, so the
// plugin runs this file with Node.js:
//   node indexer.mjs '{"outDir": …, "pages": [{"file", "url"}], "rootSelector", "excludeSelectors"}'
import {readFile, readdir, rm} from 'node:fs/promises';
import {join} from 'node:path';
import * as pagefind from 'pagefind';

const {outDir, pages, rootSelector, excludeSelectors} = JSON.parse(
  process.argv[2],
);
const fail = (message) => {
  console.error(`[cape-search] ${message}`);
  process.exit(1);
};
const {index, errors} = await pagefind.createIndex({
  rootSelector,
  excludeSelectors,
  forceLanguage: 'en',
});
if (!index || errors.length)
  fail(`Pagefind could not start: ${errors.join('; ')}`);
for (const {file, url} of pages) {
  const content = await readFile(join(outDir, file), 'utf8');
  const added = await index.addHTMLFile({url, content});
  if (added.errors.length)
    fail(`could not index ${file}: ${added.errors.join('; ')}`);
}
const written = await index.writeFiles({outputPath: join(outDir, 'pagefind')});
if (written.errors.length)
  fail(`could not write the index: ${written.errors.join('; ')}`);
await pagefind.close();

// Pagefind also writes its own search interfaces; the site has its own.
const unused = /^pagefind-(?:component-ui|modular-ui|ui|highlight)\./;
for (const file of await readdir(join(outDir, 'pagefind'))) {
  if (unused.test(file)) await rm(join(outDir, 'pagefind', file));
}
