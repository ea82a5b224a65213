import {
  basePath,
  operationsOf as operationsIn,
  resolveRef,
  type Document,
  type Parameter,
  type Response,
  type Schema,
} from '../../openApiDocument';

/**
 * What the reference reads of the OpenAPI document (static/openapi.yaml):
 * its operations in order, what each returns, and the objects to table; and
 * where the page already shows a thing, so the reference links to it.
 */

/** Where the page already shows a thing, so the reference links to it. */
export const links = {
  errors: '#errors',
  headers: '#headers',
  pagination: '#pagination',
  /** Schemas tabled elsewhere, by name, with the heading's words. */
  schemas: {
    CreateAssistantRequest: {url: '#assistants', label: 'Assistants'},
    CreateVisitorTokenRequest: {
      url: '#private-assistants',
      label: 'Private assistants',
    },
    CrawlerConfig: {
      url: '/docs/Cape%20Webcrawlers#settings',
      label: 'crawler settings',
    },
    ExtractorConfig: {
      url: '/docs/Web%20Extractors#settings',
      label: 'extractor settings',
    },
  } as Record<string, {url: string; label: string}>,
};

export const refName = (schema: Schema | undefined) =>
  schema?.$ref?.startsWith('#/components/schemas/')
    ? schema.$ref.slice('#/components/schemas/'.length)
    : undefined;

export type Operation = ReturnType<typeof operationsOf>[number];

/** Every operation, in order, with its parameters (its path's and its own), resolved. */
export const operationsOf = (document: Document) =>
  operationsIn(document).map((operation) => ({
    ...operation,
    parameters: [
      ...((document.paths[operation.path.slice(basePath(document).length)]!
        .parameters as Parameter[] | undefined) ?? []),
      ...(operation.parameters ?? []),
    ].map((parameter) => resolveRef<Parameter>(parameter, document)),
  }));

/**
 * Each successful response of an operation: its status and description, and
 * the object it returns, whole or as a list's pages (`page`).
 */
export const returns = (document: Document, operation: Operation) =>
  Object.entries(operation.responses)
    .filter(([status]) => status.startsWith('2'))
    .map(([status, response]) => {
      const {description = '', content} = resolveRef<Response>(
        response,
        document,
      );
      const schema = content?.['application/json']?.schema;
      const name = refName(schema);
      const {properties} = name ? resolveRef<Schema>(schema!, document) : {};
      const items = refName(properties?.data?.items);
      return properties?.nextCursor && items
        ? {status, description, name: items, page: true}
        : {status, description, name, page: false};
    });

/** The named schemas a property refers to (directly, in an array, or a oneOf). */
const nestedRefs = (property: Schema) =>
  [
    refName(property),
    refName(property.items),
    ...(property.oneOf ?? []).map(refName),
    ...(property.allOf ?? []).map(refName),
  ].filter((name): name is string => name !== undefined);

/**
 * The objects the reference tables: those the operations return, then the
 * objects their fields hold, each once, less those the page tables elsewhere.
 */
export function objectNames(document: Document) {
  const names: string[] = [];
  const add = (name: string | undefined) => {
    if (!name || names.includes(name) || links.schemas[name]) return;
    const schema = document.components.schemas[name];
    if (!schema?.properties) return;
    names.push(name);
    for (const property of Object.values(schema.properties)) {
      for (const nested of nestedRefs(property)) add(nested);
    }
  };
  for (const operation of operationsOf(document)) {
    for (const {name} of returns(document, operation)) add(name);
  }
  return names;
}
