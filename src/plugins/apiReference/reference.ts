import {
  openApiDocument,
  resolveRef,
  type Document,
  type Schema,
} from '../../openApiDocument';
import {
  links,
  objectNames,
  operationsOf,
  refName,
  returns,
  type Operation,
} from './document';
import {fieldsTable, objectLink} from './fields';
import {code, heading, inline, kebab, link, markdown} from './markdown';
import {
  errorList,
  ownErrors,
  sharedList,
  sharedOf,
  type Shared,
} from './shared';
import type {RootContent} from 'mdast';

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

/**
 * A response description that only names what the link beside it names
 * ("The workspace.", "One page of sources."): one short sentence, no code.
 */
const restatesObject = (description: string) =>
  /^(The|One page of) [\w' ]+\.$/.test(description) &&
  description.split(' ').length <= 5;

/** One operation: heading, summary, then SDK, inputs, response and errors. */
function operationSection(
  document: Document,
  operation: Operation,
  shared: Shared,
): RootContent[] {
  // Paragraphs and tables stand between blank lines; list items do not.
  const lines = [inline(operation.summary), ''];
  if (operation.description) lines.push(inline(operation.description), '');
  const item = (label: string, value: string) =>
    lines.push(`- **${label}:** ${value}`);
  const sdk = operation['x-cape-sdk-method'];
  if (sdk) item('SDK', code(sdk));

  // A path parameter is required and named in the heading, so it is not
  // listed; a header every `POST` takes is said once, before the operations,
  // and so are `limit` and `cursor`, for every list.
  const {parameters} = operation;
  const headers = parameters.filter(
    (parameter) =>
      parameter.in === 'header' &&
      !(
        operation.method === 'POST' &&
        !parameter.required &&
        shared.headers.includes(parameter.name)
      ),
  );
  if (headers.length > 0) {
    const each = headers.map(
      (parameter) =>
        `${code(parameter.name)}, ${parameter.required ? 'required' : 'optional'}`,
    );
    item('Header', `${each.join(', ')} (${link(links.headers, 'headers')})`);
  }
  const query = parameters.filter(
    (parameter) =>
      parameter.in === 'query' && !['limit', 'cursor'].includes(parameter.name),
  );
  if (query.length > 0) {
    const schema = {
      properties: Object.fromEntries(
        query.map(({name, schema, description}) => [
          name,
          {...schema, description},
        ]),
      ),
      required: query
        .filter((parameter) => parameter.required)
        .map(({name}) => name),
    };
    lines.push('', fieldsTable(document, schema, 'Query parameter'), '');
  }

  const body = operation.requestBody?.content?.['application/json']?.schema;
  const bodyName = refName(body);
  if (body && bodyName && links.schemas[bodyName]) {
    item('Body', `the fields under ${objectLink(bodyName)}`);
  } else if (body) {
    const schema = resolveRef<Schema>(body, document);
    lines.push('', fieldsTable(document, schema, 'Body field'), '');
  }

  for (const returned of returns(document, operation)) {
    const {status, description, name, page} = returned;
    const vowel = ['A', 'E', 'I', 'O', 'U'].includes(name?.[0] ?? '');
    const article = vowel ? 'an' : 'a';
    const what = !name
      ? ''
      : page
        ? `, a page of ${objectLink(name)} objects`
        : `, ${article} ${objectLink(name)}`;
    const said = name && restatesObject(description) ? '' : inline(description);
    const separator = what ? ': ' : ' ';
    item('Returns', code(status) + what + (said && separator + said));
  }

  const own = ownErrors(document, operation, shared);
  if (own.length > 0) {
    lines.push(`- [**Errors:**](${links.errors}) ${errorList(own)}`);
  }
  return [
    heading(
      3,
      `${operation.method} ${operation.path}`,
      kebab(operation.operationId),
    ),
    ...markdown(lines.join('\n')),
  ];
}

/** The whole reference, to put where `<ApiReference />` stands. */
export function apiReference(
  document: Document = openApiDocument<Document>(),
): RootContent[] {
  const operations = operationsOf(document);
  const shared = sharedOf(document, operations);
  return [
    ...markdown(
      `Each operation, generated from [the OpenAPI document](pathname:///openapi.yaml).\n\n` +
        sharedList(shared, operations),
    ),
    ...operations.flatMap((operation) =>
      operationSection(document, operation, shared),
    ),
    heading(2, 'API objects', 'api-objects'),
    ...objectNames(document).flatMap((name) => {
      const schema = resolveRef<Schema>(
        document.components.schemas[name]!,
        document,
      );
      return [
        heading(3, name, `${kebab(name)}-object`),
        ...markdown(
          `${inline(schema.description ?? '')}\n\n${fieldsTable(document, schema, 'Field')}`,
        ),
      ];
    }),
  ];
}

/** The anchors the reference writes: one per operation, one per object. */
export const referenceAnchors = (document?: Document) =>
  apiReference(document).flatMap((node) =>
    node.type === 'heading' ? [String(node.data?.hProperties?.id)] : [],
  );
