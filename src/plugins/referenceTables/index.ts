/**
 * The reference tables feature (src/data/README.md), through its one entry:
 * - the Docusaurus plugin (default, ./dependencies.ts), which makes the data
 *   the pages' dependencies, so an edit to it shows in the dev server and in
 *   a rebuild from the cache;
 * - `remarkReferenceTables` (./remark.ts), which the MDX loaders run before
 *   Docusaurus's own remark plugins and the page export runs on each page.
 * src/data declares its tables and facts with ./define.ts, the feature's
 * other entry, which imports nothing that imports the data.
 */
export {default} from './dependencies';
export {default as remarkReferenceTables} from './remark';
