// What the docs checks (tests/docs), `npm run check` and the unit tests
// beside the code read: every doc with its parsed parts, the OpenAPI
// document, and the TypeScript reference data the site renders (loaded with
// jiti, as Docusaurus loads its config).
import {readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import {listDocs, parseDoc} from '../../src/plugins/authorChecks/parse.mjs';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const docsDir = join(root, 'docs');

/** Every doc: its path, its name relative to the site, its source and its parts. */
export const docs = listDocs(docsDir).map((path) => {
  const source = readFileSync(path, 'utf8');
  return {path, name: relative(root, path), source, ...parseDoc(source)};
});

/** Loads a TypeScript module of the site. */
export const loadTs = createJiti(fileURLToPath(import.meta.url), {
  interopDefault: true,
});

// The OpenAPI document, loaded and its `$ref`s followed as the site does
// (src/openApiDocument.ts).
const document = loadTs('../../src/openApiDocument.ts');
export const openApiFile = document.openApiPath;
export const openApi = document.openApiDocument();

/**
 * A copy of `value` with every `$ref` in it replaced by its target, for JSON
 * Schema validators that do not know the document. A schema that contains
 * itself fails.
 */
export function dereference(value, within = []) {
  if (Array.isArray(value))
    return value.map((item) => dereference(item, within));
  if (!value || typeof value !== 'object') return value;
  if (typeof value.$ref === 'string') {
    if (within.includes(value.$ref)) {
      throw new Error(`${openApiFile}: ${value.$ref} contains itself`);
    }
    return dereference(document.resolveRef(value), [...within, value.$ref]);
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      dereference(item, within),
    ]),
  );
}

/** `/v1`, the path of the API's server URL. */
export const apiBasePath = document.basePath(openApi);

/**
 * Every operation as the site lists it (method, full path), with a matcher
 * for concrete paths.
 */
export const operations = document.operationsOf(openApi).map((operation) => ({
  ...operation,
  matches: new RegExp(
    `^${operation.path.replace(/\{[^}]+\}/g, '[^/?#\\s]+')}$`,
  ),
}));

/** The operation a method and a concrete path (`/v1/sources/src_1`) name. */
export function operationFor(method, path) {
  return operations.find(
    (operation) => operation.method === method && operation.matches.test(path),
  );
}
