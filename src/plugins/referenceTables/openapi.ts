import {
  basePath as basePathOf,
  openApiDocument,
  openApiPath,
  operationsOf,
  resolveRef as resolve,
  type Document,
  type Schema,
} from '../../openApiDocument';

export {openApiPath, resolve, type Schema};

/**
 * The Cape API's OpenAPI document (static/openapi.yaml), read once, with
 * local `$ref`s resolved on access.
 */

/** The parsed document. */
export const openApi = () => openApiDocument<Document>();

/** A named schema of `components.schemas`, resolved. */
export function schema(name: string): Schema {
  const found = openApi().components.schemas[name];
  if (!found) throw new Error(`${openApiPath}: no schema named ${name}`);
  return resolve(found);
}

/** The path prefix of the server URL: `/v1`. */
export const basePath = () => basePathOf(openApi());

/** Every operation, in document order, with its method and full path. */
export const operations = () => operationsOf(openApi());

/** The webhook events, in document order. */
export function webhookEvents() {
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
