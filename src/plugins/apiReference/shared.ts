import {
  resolveRef,
  type Document,
  type Response,
  type Schema,
} from '../../openApiDocument';
import {links, type Operation} from './document';
import {code, link} from './markdown';

/**
 * What the reference says once, before the operations, instead of under
 * each: the errors every operation gives, then those every operation with an
 * ID in its path gives, the optional headers and the errors every `POST`
 * shares, and pagination. An operation lists only its other errors.
 */

/** `409 conflict`: an error status with one of the codes it gives. */
type Codes = string[];

export type Shared = ReturnType<typeof sharedOf>;

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

/** Each `status code` pair an operation's error responses give. */
const errorsOf = (document: Document, operation: Operation): Codes =>
  Object.entries(operation.responses)
    .filter(([status]) => /^[45]/.test(status))
    .flatMap(([status, response]) =>
      errorCodes(document, response).map((name) => `${status} ${name}`),
    );

/** What every one of these operations has. */
const everyOne = (operations: Operation[], of: (o: Operation) => string[]) => {
  const [first = [], ...rest] = operations.map(of);
  return first.filter((item) => rest.every((other) => other.includes(item)));
};

const hasPath = (operation: Operation) =>
  operation.parameters.some((parameter) => parameter.in === 'path');
const isPost = (operation: Operation) => operation.method === 'POST';
const optionalHeaders = (operation: Operation) =>
  operation.parameters
    .filter((parameter) => parameter.in === 'header' && !parameter.required)
    .map((parameter) => parameter.name);

export function sharedOf(document: Document, operations: Operation[]) {
  const errors = (operation: Operation) => errorsOf(document, operation);
  const common = everyOne(operations, errors);
  // What a kind of operation shares, when there are several of the kind.
  const shared = (kind: Operation[], of = errors) =>
    kind.length > 1
      ? everyOne(kind, of).filter((c) => !common.includes(c))
      : [];
  const posts = operations.filter(isPost);
  return {
    common,
    path: shared(operations.filter(hasPath)),
    post: shared(posts),
    headers: shared(posts, optionalHeaders),
  };
}

/** The errors an operation gives that the reference has not said once. */
export const ownErrors = (
  document: Document,
  operation: Operation,
  shared: Shared,
) =>
  errorsOf(document, operation).filter(
    (error) =>
      !shared.common.includes(error) &&
      !(hasPath(operation) && shared.path.includes(error)) &&
      !(isPost(operation) && shared.post.includes(error)),
  );

/** `409` `conflict` or `idempotency_key_in_use`; `422` …, by status. */
export function errorList(errors: Codes) {
  const statuses = [...new Set(errors.map((error) => error.split(' ')[0]!))];
  return statuses
    .map((status) => {
      const codes = errors
        .filter((error) => error.startsWith(`${status} `))
        .map((error) => code(error.slice(status.length + 1)));
      return `${code(status)} ${codes.join(' or ')}`;
    })
    .join('; ');
}

/** The list said once, before the operations. */
export function sharedList(shared: Shared, operations: Operation[]) {
  const items = [
    `Any operation can give ${errorList(shared.common)}` +
      (shared.path.length > 0
        ? `; one with an ID in its path also ${errorList(shared.path)}`
        : '') +
      ` (${link(links.errors, 'errors')}). An operation lists only its other errors.`,
  ];
  if (shared.headers.length > 0 || shared.post.length > 0) {
    items.push(
      `Every \`POST\` takes an optional ${shared.headers.map(code).join(', ')} (${link(links.headers, 'headers')})` +
        (shared.post.length > 0
          ? ` and can give ${errorList(shared.post)}`
          : '') +
        '.',
    );
  }
  const paged = operations.some((operation) =>
    operation.parameters.some(
      (parameter) => parameter.in === 'query' && parameter.name === 'limit',
    ),
  );
  if (paged) {
    items.push(
      `A list takes \`limit\` and \`cursor\` (${link(links.pagination, 'pagination')}).`,
    );
  }
  return items.map((item) => `- ${item}`).join('\n');
}
