// What the docs checks read: every doc with its parsed parts, the OpenAPI
// document, and the TypeScript reference data the site renders (loaded with
// jiti, as Docusaurus loads its config).
import {readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import {listDocs, parseDoc} from './parseDoc.mjs';

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

// The OpenAPI document, loaded as the site loads it (src/openApiDocument.ts).
const document = loadTs('../../src/openApiDocument.ts');
export const openApiFile = document.openApiPath;
export const openApi = document.openApiDocument();
/** A copy of a value with every `$ref` in it replaced by its target. */
export const dereference = document.dereference;

const methods = ['get', 'post', 'put', 'patch', 'delete'];

/** `/v1`, the path of the API's server URL. */
export const apiBasePath = new URL(openApi.servers[0].url).pathname.replace(
  /\/$/,
  '',
);

/** Every operation with its method, full path and a matcher for concrete paths. */
export const operations = Object.entries(openApi.paths).flatMap(
  ([path, item]) =>
    methods
      .filter((method) => item[method])
      .map((method) => ({
        ...item[method],
        method: method.toUpperCase(),
        path: `${apiBasePath}${path}`,
        matches: new RegExp(
          `^${apiBasePath}${path.replace(/\{[^}]+\}/g, '[^/?#\\s]+')}$`,
        ),
      })),
);

/** The operation a method and a concrete path (`/v1/sources/src_1`) name. */
export function operationFor(method, path) {
  return operations.find(
    (operation) => operation.method === method && operation.matches.test(path),
  );
}
