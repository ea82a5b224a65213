// What the docs checks read: every doc with its parsed parts, the OpenAPI
// document, and the TypeScript reference data the site renders (loaded with
// jiti, as Docusaurus loads its config).
import {readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import YAML from 'yaml';
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

export const openApiFile = join(root, 'static', 'openapi.yaml');
export const openApi = YAML.parse(readFileSync(openApiFile, 'utf8'));

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

/** Resolves local `$ref`s everywhere in a value. */
export function dereference(value, seen = new Set()) {
  if (Array.isArray(value)) return value.map((item) => dereference(item, seen));
  if (!value || typeof value !== 'object') return value;
  if (typeof value.$ref === 'string') {
    if (seen.has(value.$ref)) {
      throw new Error(`${value.$ref} refers to itself`);
    }
    const target = value.$ref
      .slice(2)
      .split('/')
      .reduce((node, key) => node?.[key], openApi);
    return dereference(target, new Set([...seen, value.$ref]));
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, dereference(item, seen)]),
  );
}
