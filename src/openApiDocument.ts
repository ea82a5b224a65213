import {readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';
import jsonPointer from 'jsonpointer';
import YAML from 'yaml';

/**
 * The Cape API's OpenAPI document (static/openapi.yaml), loaded once for the
 * site (src/plugins/referenceTables) and the docs tests (tests/docs), with
 * its `$ref`s followed by JSON pointer (RFC 6901, the `jsonpointer` package).
 * Only local references (`#/components/…`) are allowed: the document is one
 * file, and the site reads it synchronously while it renders.
 */

export const openApiPath = join(__dirname, '..', 'static', 'openapi.yaml');

let cached: {mtimeMs: number; document: unknown} | undefined;
/** The parsed document, read again when the file changes (the dev server). */
export function openApiDocument<T>(): T {
  const {mtimeMs} = statSync(openApiPath);
  if (cached?.mtimeMs !== mtimeMs) {
    cached = {mtimeMs, document: YAML.parse(readFileSync(openApiPath, 'utf8'))};
  }
  return cached.document as T;
}

const isRef = (value: unknown): value is {$ref: string} =>
  typeof (value as {$ref?: unknown} | null)?.$ref === 'string';

/**
 * Follows `$ref`s until the value is not one, in `root` (the site's document
 * unless a test passes its own).
 */
export function resolveRef<T>(
  value: T | {$ref: string},
  root: object = openApiDocument<object>(),
): T {
  let current: unknown = value;
  const seen = new Set<string>();
  while (isRef(current)) {
    const pointer = current.$ref;
    if (!pointer.startsWith('#/')) {
      throw new Error(
        `${openApiPath}: only local $refs are allowed, not ${pointer}`,
      );
    }
    if (seen.has(pointer))
      throw new Error(`${openApiPath}: ${pointer} refers to itself`);
    seen.add(pointer);
    current = jsonPointer.get(root, pointer.slice(1)) as unknown;
    if (current === undefined) {
      throw new Error(`${openApiPath}: ${pointer} does not exist`);
    }
  }
  return current as T;
}
