import {readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';
import jsonPointer from 'jsonpointer';
import YAML from 'yaml';

/**
 * The Cape API's OpenAPI document (static/openapi.yaml), loaded once for the
 * site (src/plugins/referenceTables, src/plugins/apiReference) and the docs
 * tests (tests/docs), with its types and its operations, and its `$ref`s
 * followed by JSON pointer (RFC 6901, the `jsonpointer` package).
 * Only local references (`#/components/…`) are allowed: the document is one
 * file, and the site reads it synchronously while it renders.
 */

export const openApiPath = join(__dirname, '..', 'static', 'openapi.yaml');

/** What the site reads of the document. */
export type Schema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  description?: string;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  enum?: unknown[];
  const?: unknown;
  title?: string;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  oneOf?: Schema[];
  allOf?: Schema[];
  [extension: `x-${string}`]: unknown;
};
export type Parameter = {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: Schema;
};
export type Response = {
  $ref?: string;
  description?: string;
  content?: Record<string, {schema?: Schema; example?: unknown}>;
};
type OperationObject = {
  operationId: string;
  summary: string;
  description?: string;
  tags?: string[];
  'x-cape-sdk-method'?: string;
  parameters?: (Parameter | {$ref: string})[];
  requestBody?: {content?: Record<string, {schema?: Schema}>};
  responses: Record<string, Response>;
};
export type Document = {
  servers: {url: string}[];
  paths: Record<
    string,
    Record<string, OperationObject | Parameter[] | undefined>
  >;
  webhooks: Record<string, Record<string, OperationObject>>;
  components: {
    schemas: Record<string, Schema>;
    headers: Record<string, {description: string}>;
    parameters: Record<
      string,
      Parameter & {description: string; schema: Schema}
    >;
  };
};

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

/** The path prefix of the server URL: `/v1`. */
export const basePath = (document: Document) =>
  new URL(document.servers[0]!.url).pathname.replace(/\/$/, '');

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every operation of the document's paths, in order, with its method and full path. */
export function operationsOf(document: Document) {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    methods
      .filter((method) => item[method])
      .map((method) => ({
        ...(item[method] as OperationObject),
        method: method.toUpperCase(),
        path: `${basePath(document)}${path}`,
      })),
  );
}
