import {
  openApiDocument,
  openApiPath,
  resolveRef as resolve,
} from '../../openApiDocument';

export {openApiPath, resolve};

/**
 * The Cape API's OpenAPI document (static/openapi.yaml), read once, with
 * local `$ref`s resolved on access.
 */

export type Schema = {
  $ref?: string;
  type?: string | string[];
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

type Operation = {
  operationId: string;
  summary: string;
  tags?: string[];
  'x-cape-sdk-method'?: string;
  responses: Record<string, unknown>;
};

type Document = {
  servers: {url: string}[];
  paths: Record<string, Record<string, Operation>>;
  webhooks: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, Schema>;
    headers: Record<string, {description: string}>;
    parameters: Record<
      string,
      {name: string; in: string; description: string; schema: Schema}
    >;
  };
};

/** The parsed document. */
export const openApi = () => openApiDocument<Document>();

/** A named schema of `components.schemas`, resolved. */
export function schema(name: string): Schema {
  const found = openApi().components.schemas[name];
  if (!found) throw new Error(`${openApiPath}: no schema named ${name}`);
  return resolve(found);
}

/** The path prefix of the server URL: `/v1`. */
export function basePath(): string {
  return new URL(openApi().servers[0]!.url).pathname.replace(/\/$/, '');
}

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every operation, in document order, with its method and full path. */
export function operations(): (Operation & {method: string; path: string})[] {
  return Object.entries(openApi().paths).flatMap(([path, item]) =>
    methods
      .filter((method) => item[method])
      .map((method) => ({
        ...item[method]!,
        method: method.toUpperCase(),
        path: `${basePath()}${path}`,
      })),
  );
}

/** The webhook events, in document order. */
export function webhookEvents(): (Operation & {event: string})[] {
  return Object.entries(openApi().webhooks).map(([event, item]) => ({
    ...item.post!,
    event,
  }));
}

/** The alternatives of a `oneOf` of `const`s, with their extensions. */
export function constants(name: string): (Schema & {const: string})[] {
  const alternatives = schema(name).oneOf ?? [];
  if (
    !alternatives.every((alternative) => typeof alternative.const === 'string')
  ) {
    throw new Error(
      `${openApiPath}: ${name} is not a oneOf of string constants`,
    );
  }
  return alternatives as (Schema & {const: string})[];
}

/**
 * The properties of an object schema, nested objects flattened to dotted
 * names (`rateLimit.requestsPerSecond`), `$ref`s resolved.
 */
export function flatProperties(
  name: string,
): {name: string; schema: Schema; nested: boolean}[] {
  const walk = (
    object: Schema,
    prefix: string,
  ): {name: string; schema: Schema; nested: boolean}[] =>
    Object.entries(object.properties ?? {}).flatMap(([key, value]) => {
      const property = resolve(value);
      const dotted = `${prefix}${key}`;
      return property.type === 'object' && property.properties
        ? walk(property, `${dotted}.`).map((entry) => ({
            ...entry,
            nested: true,
          }))
        : [{name: dotted, schema: property, nested: prefix !== ''}];
    });
  return walk(schema(name), '');
}
