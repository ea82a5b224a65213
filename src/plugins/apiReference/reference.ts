import {openApiDocument, resolveRef} from '../../openApiDocument';
import {parseInline} from '../referenceTables/inline';
import {kebab} from '../referenceTables/openapi';
import type {PhrasingContent, RootContent, Table, TableRow} from 'mdast';

/**
 * The API reference of /docs/Cape as Markdown syntax (mdast), generated from
 * the OpenAPI document (static/openapi.yaml) when the site is built: one h3
 * per operation, its id the kebab case of its `operationId`
 * (`createSource` → `#create-source`), then one h3 per object the operations
 * return (`#conversation-object`). Every word comes from the document; what
 * the page already tables (errors, headers, pagination, the
 * assistant and visitor token fields, the crawler and extractor settings) is
 * linked, not told again.
 */

type Schema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  description?: string;
  enum?: unknown[];
  const?: unknown;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  oneOf?: Schema[];
  allOf?: Schema[];
  additionalProperties?: boolean | Schema;
};
type Parameter = {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: Schema;
};
type Response = {
  $ref?: string;
  description?: string;
  content?: Record<string, {schema?: Schema; example?: unknown}>;
};
type Operation = {
  operationId: string;
  summary: string;
  description?: string;
  'x-cape-sdk-method'?: string;
  parameters?: (Parameter | {$ref: string})[];
  requestBody?: {content?: Record<string, {schema?: Schema}>};
  responses: Record<string, Response>;
};
export type Document = {
  servers: {url: string}[];
  paths: Record<string, Record<string, Operation | Parameter[] | undefined>>;
  components: {
    schemas: Record<string, Schema>;
    parameters?: Record<string, Parameter>;
  };
};

/** Where the page already shows a thing, so the reference links to it. */
export type Links = {
  /** The error codes table. */
  errors: string;
  /** `Idempotency-Key` and the other headers. */
  headers: string;
  /** `limit` and `cursor`. */
  pagination: string;
  /** Request or object schemas tabled elsewhere, by name, with the heading's words. */
  schemas: Record<string, {url: string; label: string}>;
};

export const defaultLinks: Links = {
  errors: '#errors',
  headers: '#headers',
  pagination: '#pagination',
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
  },
};

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;

export {kebab};

const refName = (schema: Schema | undefined) =>
  schema?.$ref?.startsWith('#/components/schemas/')
    ? schema.$ref.slice('#/components/schemas/'.length)
    : undefined;

const text = (value: string): PhrasingContent => ({type: 'text', value});
const inlineCode = (value: string): PhrasingContent => ({
  type: 'inlineCode',
  value,
});
const link = (url: string, children: PhrasingContent[]): PhrasingContent => ({
  type: 'link',
  url,
  children,
});
/** "an Answer", "a Source": the article an object's name takes. */
const startsWithVowel = (name: string) =>
  ['A', 'E', 'I', 'O', 'U'].includes(name[0]!);
const strong = (value: string): PhrasingContent => ({
  type: 'strong',
  children: [text(value)],
});
const paragraph = (children: PhrasingContent[]): RootContent => ({
  type: 'paragraph',
  children,
});
/** A tight bulleted list, one paragraph an item. */
const list = (items: PhrasingContent[][]): RootContent => ({
  type: 'list',
  ordered: false,
  spread: false,
  children: items.map((children) => ({
    type: 'listItem',
    spread: false,
    children: [{type: 'paragraph', children}],
  })),
});
/** Items joined with commas, as inline nodes. */
const joined = (items: PhrasingContent[][], separator = ', ') =>
  items.flatMap((item, index) => (index ? [text(separator), ...item] : item));

function table(columns: string[], rows: PhrasingContent[][][]): Table {
  const row = (cells: PhrasingContent[][]): TableRow => ({
    type: 'tableRow',
    children: cells.map((children) => ({type: 'tableCell', children})),
  });
  return {
    type: 'table',
    align: columns.map(() => null),
    children: [row(columns.map((column) => [text(column)])), ...rows.map(row)],
    // Each row a block on a phone (src/components/ScrollableTable).
    data: {hProperties: {'data-layout': 'stacked'}},
  };
}

export type Operations = ReturnType<typeof operationsOf>;

/** Every operation of the document's paths, in order, with its full path. */
export function operationsOf(document: Document) {
  const base = new URL(document.servers[0]!.url).pathname.replace(/\/$/, '');
  return Object.entries(document.paths).flatMap(([path, item]) =>
    methods
      .filter((method) => item[method])
      .map((method) => {
        const operation = item[method] as Operation;
        return {
          ...operation,
          method: method.toUpperCase(),
          path: `${base}${path}`,
          parameters: [
            ...((item.parameters as Parameter[] | undefined) ?? []),
            ...(operation.parameters ?? []),
          ],
        };
      }),
  );
}

/**
 * The reference's sections rank at half weight in the site's search
 * (src/plugins/search/indexer.mjs): each repeats the API's vocabulary
 * ("retention period", "crawl", "429"), and would otherwise push the prose
 * that answers a question out of the first three results. A query that
 * names an operation still finds it by its heading.
 */
export const searchWeight = {'data-search-weight': '0.5'};

/** The id of the h2 the objects stand under. */
export const objectsAnchor = 'api-objects';

/** The anchors the reference writes: one per operation, one per object. */
export function referenceAnchors(
  document: Document = openApiDocument<Document>(),
  links = defaultLinks,
): string[] {
  return [
    ...operationsOf(document).map((operation) => kebab(operation.operationId)),
    objectsAnchor,
    ...objectNames(document, links).map((name) => `${kebab(name)}-object`),
  ];
}

/** The schema a successful response returns, and whether it is a list page. */
function returned(document: Document, response: Response) {
  const resolved = resolveRef<Response>(response, document);
  const schema = resolved.content?.['application/json']?.schema;
  const name = refName(schema);
  if (!name) return {resolved};
  const target = resolveRef<Schema>(schema!, document);
  const items = target.properties?.data?.items;
  if (target.properties?.nextCursor && refName(items)) {
    return {resolved, name: refName(items)!, page: true};
  }
  return {resolved, name, page: false};
}

const successes = (operation: Operation) =>
  Object.entries(operation.responses).filter(([status]) =>
    status.startsWith('2'),
  );

/**
 * The objects the reference tables: those the operations return, then the
 * objects their fields hold, each once, less those the page tables elsewhere.
 */
export function objectNames(document: Document, links = defaultLinks) {
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
    for (const [, response] of successes(operation)) {
      add(returned(document, response).name);
    }
  }
  return names;
}

/** A link to an object's table: here, or where the page tables it. */
function objectLink(name: string, links: Links): PhrasingContent {
  const elsewhere = links.schemas[name];
  return elsewhere
    ? link(elsewhere.url, [text(elsewhere.label)])
    : link(`#${kebab(name)}-object`, [text(name)]);
}

/** The named schemas a property refers to (directly, in an array, or a oneOf). */
function nestedRefs(property: Schema): string[] {
  return [
    refName(property),
    refName(property.items),
    ...(property.oneOf ?? []).map(refName),
    ...(property.allOf ?? []).map(refName),
  ].filter((name): name is string => name !== undefined);
}

/** A property's type, with named objects linked and `or null` when nullable. */
function typeOf(
  document: Document,
  property: Schema,
  links: Links,
): PhrasingContent[] {
  const named = refName(property);
  if (named) {
    const target = document.components.schemas[named]!;
    if (target.properties) {
      return [objectLink(named, links)];
    }
    return typeOf(document, target, links);
  }
  if (property.enum) {
    return joined(property.enum.map((value) => [inlineCode(String(value))]));
  }
  if (property.const !== undefined) return [inlineCode(String(property.const))];
  const alternatives = property.oneOf ?? property.allOf;
  if (alternatives) {
    if (alternatives.every((option) => option.const !== undefined)) {
      return joined(
        alternatives.map((option) => [inlineCode(String(option.const))]),
      );
    }
    const types = alternatives
      .filter((option) => option.type !== 'null')
      .map((option) => typeOf(document, option, links));
    const nullable = alternatives.some((option) => option.type === 'null');
    return [...joined(types, ' or '), ...(nullable ? [text(' or null')] : [])];
  }
  const types = [property.type ?? 'object'].flat();
  const main = types.find((type) => type !== 'null') ?? 'null';
  const nullable = types.includes('null') && main !== 'null';
  let shown: PhrasingContent[];
  if (main === 'array') {
    shown = [...typeOf(document, property.items ?? {}, links), text('[]')];
  } else if (main === 'string' && property.format === 'date-time') {
    shown = [text('timestamp')];
  } else if (main === 'string' && property.format === 'uri') {
    shown = [text('URL')];
  } else {
    shown = [text(main)];
  }
  return nullable ? [...shown, text(' or null')] : shown;
}

/**
 * A field's description: its own, else that of the schema it names (not of
 * an object, which its link leads to), then what `null` means when the
 * document says. A description the page shows in a table elsewhere (the
 * assistant's fields) is a link to it instead.
 */
function describe(
  document: Document,
  property: Schema,
  links: Links,
): PhrasingContent[] {
  const named = refName(property);
  const target = named ? document.components.schemas[named] : undefined;
  const own =
    property.description ??
    (target && !target.properties ? target.description : undefined);
  if (own === undefined) {
    const nullable = property.oneOf?.find(
      (option) => option.type === 'null' && option.description,
    );
    const first = property.oneOf?.map(refName).find(Boolean);
    const firstSchema = first ? document.components.schemas[first] : undefined;
    return [
      ...(firstSchema && !firstSchema.properties && firstSchema.description
        ? [...parseInline(firstSchema.description), text(' ')]
        : []),
      ...(nullable
        ? [
            inlineCode('null'),
            text(': '),
            ...parseInline(nullable.description!),
          ]
        : []),
    ];
  }
  for (const [name, where] of Object.entries(links.schemas)) {
    const shown = document.components.schemas[name]?.properties ?? {};
    if (Object.values(shown).some((field) => field.description === own)) {
      return [text('See '), link(where.url, [text(where.label)]), text('.')];
    }
  }
  return parseInline(own);
}

/**
 * A table of an object's fields: name, type (`, required` for a request's
 * required field) and description.
 */
function fieldsTable(
  document: Document,
  schema: Schema,
  links: Links,
  request: boolean,
): Table {
  const required = new Set(schema.required ?? []);
  return table(
    [request ? 'Body field' : 'Field', 'Type', 'Description'],
    Object.entries(schema.properties ?? {}).map(([name, property]) => [
      [inlineCode(name)],
      [
        ...typeOf(document, property, links),
        ...(request && required.has(name) ? [text(', required')] : []),
      ],
      describe(document, property, links),
    ]),
  );
}

/** The error codes a response gives: its example's and those it names. */
function errorCodes(document: Document, response: Response): string[] {
  const codes = (
    resolveRef<Schema>(document.components.schemas.ErrorCode!, document)
      .oneOf ?? []
  ).map((option) => String(option.const));
  const resolved = resolveRef<Response>(response, document);
  const example = resolved.content?.['application/json']?.example as
    {error?: {code?: string}} | undefined;
  const named = new Set(
    [...(resolved.description ?? '').matchAll(/`([a-z_]+)`/g)].map(
      (match) => match[1],
    ),
  );
  if (example?.error?.code) named.add(example.error.code);
  return codes.filter((code) => named.has(code));
}

const errorStatuses = (operation: Operation) =>
  Object.entries(operation.responses).filter(
    ([status]) => status.startsWith('4') || status.startsWith('5'),
  );

/** Each error status of an operation with the codes it gives. */
type Codes = [status: string, codes: string[]][];

const codesOf = (document: Document, statuses: [string, Response][]): Codes =>
  statuses.map(([status, response]) => [
    status,
    errorCodes(document, response),
  ]);

/** `409` `conflict` or `idempotency_key_in_use`, for each status. */
function errorList(codes: Codes): PhrasingContent[] {
  return joined(
    codes.map(([status, names]) => [
      inlineCode(status),
      text(' '),
      ...joined(
        names.map((code) => [inlineCode(code)]),
        ' or ',
      ),
    ]),
    '; ',
  );
}

/** The status and code pairs every one of these operations gives. */
function sharedCodes(document: Document, operations: Operations): Codes {
  const [first, ...rest] = operations.map((operation) =>
    codesOf(document, errorStatuses(operation)),
  );
  if (!first) return [];
  const has = (codes: Codes, status: string, code: string) =>
    codes.some(([s, names]) => s === status && names.includes(code));
  return first
    .map(([status, names]): [string, string[]] => [
      status,
      names.filter((code) => rest.every((codes) => has(codes, status, code))),
    ])
    .filter(([, names]) => names.length > 0);
}

/** Codes less those said once for a kind of operation. */
function without(codes: Codes, said: Codes): Codes {
  return codes
    .map(([status, names]): [string, string[]] => [
      status,
      names.filter(
        (code) =>
          !said.some(([s, other]) => s === status && other.includes(code)),
      ),
    ])
    .filter(([, names]) => names.length > 0);
}

/**
 * What the reference says once instead of under each operation: the errors
 * of an operation with an ID in its path, and the optional headers and
 * errors every `POST` shares.
 */
type Shared = {
  path: Codes;
  post: Codes;
  postHeaders: string[];
};

const parametersOf = (document: Document, operation: Operations[number]) =>
  operation.parameters.map((parameter) =>
    resolveRef<Parameter>(parameter, document),
  );

function sharedOf(document: Document, operations: Operations): Shared {
  const common = codesOf(document, commonErrors(operations));
  const withPath = operations.filter((operation) =>
    parametersOf(document, operation).some((p) => p.in === 'path'),
  );
  const posts = operations.filter((operation) => operation.method === 'POST');
  const optionalHeaders = (operation: Operations[number]) =>
    parametersOf(document, operation)
      .filter((p) => p.in === 'header' && !p.required)
      .map((p) => p.name);
  const [firstPost, ...otherPosts] = posts;
  const postHeaders = firstPost
    ? optionalHeaders(firstPost).filter((name) =>
        otherPosts.every((post) => optionalHeaders(post).includes(name)),
      )
    : [];
  return {
    path:
      withPath.length > 1
        ? without(sharedCodes(document, withPath), common)
        : [],
    post: posts.length > 1 ? without(sharedCodes(document, posts), common) : [],
    postHeaders: posts.length > 1 ? postHeaders : [],
  };
}

/** The statuses every operation answers with the same response. */
function commonErrors(operations: Operations): [string, Response][] {
  const [first, ...rest] = operations;
  if (!first) return [];
  return errorStatuses(first).filter(([status, response]) =>
    rest.every(
      (operation) => operation.responses[status]?.$ref === response.$ref,
    ),
  );
}

/**
 * A response description that only names what the link beside it names
 * ("The workspace.", "One page of sources."): one short sentence, no code.
 */
const restatesObject = (description: string) =>
  /^(The|One page of) [\w' ]+\.$/.test(description) &&
  description.split(' ').length <= 5;

/** One operation: heading, summary, then SDK, inputs, response and errors. */
function operationNodes(
  document: Document,
  operation: Operations[number],
  common: Set<string>,
  shared: Shared,
  links: Links,
): RootContent[] {
  const nodes: RootContent[] = [
    {
      type: 'heading',
      depth: 3,
      children: [text(`${operation.method} ${operation.path}`)],
      data: {hProperties: {id: kebab(operation.operationId), ...searchWeight}},
    } as RootContent,
    paragraph(parseInline(operation.summary)),
  ];
  if (operation.description) {
    nodes.push(paragraph(parseInline(operation.description)));
  }
  let items: PhrasingContent[][] = [];
  const item = (label: string, ...children: PhrasingContent[]) =>
    items.push([strong(`${label}:`), text(' '), ...children]);
  const flushList = () => {
    if (items.length > 0) nodes.push(list(items));
    items = [];
  };
  const sdk = operation['x-cape-sdk-method'];
  if (sdk) item('SDK', inlineCode(sdk));

  const parameters = parametersOf(document, operation);
  // A path parameter is required and named in the heading, so it is not
  // listed; a header every `POST` takes is said once, before the operations.
  const post = operation.method === 'POST';
  const hasPath = parameters.some((parameter) => parameter.in === 'path');
  const headers = parameters.filter(
    (parameter) =>
      parameter.in === 'header' &&
      !(
        post &&
        !parameter.required &&
        shared.postHeaders.includes(parameter.name)
      ),
  );
  if (headers.length > 0) {
    item(
      'Header',
      ...joined(
        headers.map((parameter) => [
          inlineCode(parameter.name),
          text(parameter.required ? ', required' : ', optional'),
        ]),
      ),
      text(' ('),
      link(links.headers, [text('headers')]),
      text(')'),
    );
  }
  // `limit` and `cursor` are said once, for every list.
  const paged = parameters.filter(
    (parameter) =>
      parameter.in === 'query' && ['limit', 'cursor'].includes(parameter.name),
  );

  const query = parameters.filter(
    (parameter) => parameter.in === 'query' && !paged.includes(parameter),
  );
  if (query.length > 0) {
    flushList();
    nodes.push(
      table(
        ['Query parameter', 'Type', 'Description'],
        query.map((parameter) => [
          [inlineCode(parameter.name)],
          [
            ...typeOf(document, parameter.schema ?? {}, links),
            ...(parameter.required ? [text(', required')] : []),
          ],
          parseInline(parameter.description ?? ''),
        ]),
      ),
    );
  }

  const body = operation.requestBody?.content?.['application/json']?.schema;
  const bodyName = refName(body);
  if (body && bodyName && links.schemas[bodyName]) {
    item('Body', text('the fields under '), objectLink(bodyName, links));
  } else if (body) {
    flushList();
    nodes.push(
      fieldsTable(document, resolveRef<Schema>(body, document), links, true),
    );
  }

  for (const [status, response] of successes(operation)) {
    const {resolved, name, page} = returned(document, response);
    const description = resolved.description ?? '';
    const what: PhrasingContent[] = name
      ? [
          text(
            page ? ', a page of ' : startsWithVowel(name) ? ', an ' : ', a ',
          ),
          objectLink(name, links),
          ...(page ? [text(' objects')] : []),
        ]
      : [];
    const said =
      name && restatesObject(description) ? [] : parseInline(description);
    item(
      'Returns',
      inlineCode(status),
      ...what,
      ...(said.length > 0 ? [text(what.length > 0 ? ': ' : ' '), ...said] : []),
    );
  }

  const own = without(
    without(
      codesOf(
        document,
        errorStatuses(operation).filter(
          ([status, response]) =>
            !(common.has(status) && response.$ref !== undefined),
        ),
      ),
      hasPath ? shared.path : [],
    ),
    post ? shared.post : [],
  );
  if (own.length > 0) {
    items.push([
      link(links.errors, [strong('Errors:')]),
      text(' '),
      ...errorList(own),
    ]);
  }
  flushList();
  return nodes;
}

/** The whole reference, to put where `<ApiReference />` stands. */
export function apiReference(
  document: Document = openApiDocument<Document>(),
  links: Links = defaultLinks,
): RootContent[] {
  const operations = operationsOf(document);
  const common = commonErrors(operations);
  const commonStatuses = new Set(common.map(([status]) => status));
  const shared = sharedOf(document, operations);
  const paged = operations.some((operation) =>
    parametersOf(document, operation).some(
      (parameter) => parameter.in === 'query' && parameter.name === 'limit',
    ),
  );
  const once: PhrasingContent[][] = [
    [
      text('Any operation can give '),
      ...errorList(codesOf(document, common)),
      ...(shared.path.length > 0
        ? [
            text('; one with an ID in its path also '),
            ...errorList(shared.path),
          ]
        : []),
      text(' ('),
      link(links.errors, [text('errors')]),
      text('). An operation lists only its other errors.'),
    ],
  ];
  if (shared.postHeaders.length > 0 || shared.post.length > 0) {
    once.push([
      text('Every '),
      inlineCode('POST'),
      text(' takes an optional '),
      ...joined(shared.postHeaders.map((name) => [inlineCode(name)])),
      text(' ('),
      link(links.headers, [text('headers')]),
      text(')'),
      ...(shared.post.length > 0
        ? [text(' and can give '), ...errorList(shared.post)]
        : []),
      text('.'),
    ]);
  }
  if (paged) {
    once.push([
      text('A list takes '),
      inlineCode('limit'),
      text(' and '),
      inlineCode('cursor'),
      text(' ('),
      link(links.pagination, [text('pagination')]),
      text(').'),
    ]);
  }
  return [
    paragraph([
      text('Each operation, generated from '),
      link('pathname:///openapi.yaml', [text('the OpenAPI document')]),
      text('.'),
    ]),
    list(once),
    ...operations.flatMap((operation) =>
      operationNodes(document, operation, commonStatuses, shared, links),
    ),
    {
      type: 'heading',
      depth: 2,
      children: [text('API objects')],
      data: {hProperties: {id: objectsAnchor, ...searchWeight}},
    } as RootContent,
    ...objectNames(document, links).flatMap((name): RootContent[] => {
      const schema = resolveRef<Schema>(
        document.components.schemas[name]!,
        document,
      );
      return [
        {
          type: 'heading',
          depth: 3,
          children: [text(name)],
          data: {
            hProperties: {id: `${kebab(name)}-object`, ...searchWeight},
          },
        } as RootContent,
        ...(schema.description
          ? [paragraph(parseInline(schema.description))]
          : []),
        fieldsTable(document, schema, links, false),
      ];
    }),
  ];
}
