// A mock of the Cape API generated from static/openapi.yaml by openapi-backend:
// it routes each request to the document's operation, validates the path,
// query, headers, body and key against it, and answers with the operation's
// example response. Anything the document does not allow is refused with the
// API's own error shape, and every refusal is recorded so the tests can name
// the sample that sent it.
import {createServer} from 'node:http';
import addFormats from 'ajv-formats';
import {OpenAPIBackend} from 'openapi-backend';
import {dereference, openApi} from '../../scripts/docs/sources.mjs';

const basePath = new URL(openApi.servers[0].url).pathname.replace(/\/$/, '');

/** An answer of the API's error shape, as the mock refuses a request. */
export const apiError = (status, code, message) => ({
  status,
  body: {error: {code, message, requestId: 'req_mock'}},
});

/**
 * Starts the mock on a free port; resolves to {url, calls, close}, where
 * each call is {method, path, key, body, status, error}.
 * `answer`, if given, is asked for each request the document allows, with
 * {method, path, query, body} (path without /v1) and the example response
 * body; the {status, body} it returns replaces the example response, so a
 * test can stage a failed crawl or a crawl's history.
 */
export async function startMockApi({answer} = {}) {
  const api = new OpenAPIBackend({
    definition: structuredClone(openApi),
    // `quick` skips openapi-backend's definition check, which knows OpenAPI
    // 3.0 only; Redocly validates the document as 3.1 (openapi.test.mjs).
    quick: true,
    validate: true,
    ajvOpts: {strict: false, allErrors: true},
    customizeAjv: (ajv) => addFormats(ajv),
  });
  const calls = [];
  const bearer = (prefix) => (context) =>
    new RegExp(`^Bearer ${prefix}_(test|live)_\\w+$`).test(
      context.request.headers.authorization ?? '',
    );
  api.registerSecurityHandler('secretKey', bearer('sk'));
  api.registerSecurityHandler('publishableKey', bearer('pk'));
  api.registerSecurityHandler('visitorToken', (context) =>
    Boolean(context.request.headers['cape-visitor-token']),
  );
  api.register({
    notFound: () => apiError(404, 'not_found', 'No such operation.'),
    methodNotAllowed: () =>
      apiError(405, 'invalid_request', 'The path has no such method.'),
    unauthorizedHandler: () =>
      apiError(401, 'unauthorized', 'No valid key for this operation.'),
    validationFail: (context) =>
      apiError(
        400,
        'invalid_request',
        context.validation.errors
          .map(
            ({instancePath, message, params}) =>
              `${instancePath} ${message}${params?.additionalProperty ? ` (${params.additionalProperty})` : ''}`,
          )
          .join('; '),
      ),
    notImplemented: (context) => {
      const problem = undeclared(context);
      if (problem) return apiError(400, 'invalid_request', problem);
      const [status, response] = Object.entries(
        context.operation.responses,
      ).find(([code]) => code.startsWith('2'));
      const schema = response.content?.['application/json']?.schema;
      const body = schema && sample(schema);
      return answer?.(context.request, body) ?? {status: Number(status), body};
    },
  });
  await api.init();

  const server = createServer(async (request, response) => {
    const chunks = [];
    for await (const chunk of request) chunks.push(chunk);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(request.url, 'http://localhost');
    const call = {
      method: request.method,
      path: url.pathname,
      key: request.headers.authorization?.replace(/^Bearer /, ''),
      status: 0,
    };
    calls.push(call);
    let result;
    let body;
    try {
      body = raw ? JSON.parse(raw) : undefined;
      call.body = body;
    } catch {
      result = apiError(400, 'invalid_request', 'The body is not JSON.');
    }
    if (!result && !url.pathname.startsWith(`${basePath}/`)) {
      result = apiError(404, 'not_found', `Paths start with ${basePath}/.`);
    }
    result ??= await api.handleRequest({
      method: request.method,
      path: url.pathname.slice(basePath.length),
      query: Object.fromEntries(url.searchParams),
      headers: request.headers,
      body,
    });
    call.status = result.status;
    call.error = result.body?.error?.message;
    response.writeHead(result.status, {
      'Content-Type': 'application/json',
      'Cape-Request-Id': 'req_mock',
    });
    response.end(result.status === 204 ? '' : JSON.stringify(result.body));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address();
  return {
    url: `http://127.0.0.1:${port}${basePath}`,
    calls,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * What openapi-backend lets through but the document does not allow: a body
 * on an operation that takes none, or a JSON body without its Content-Type.
 * (A query parameter the operation does not declare it refuses itself.)
 */
function undeclared({request, operation}) {
  if (request.body !== undefined && !operation.requestBody) {
    return `${operation.operationId} takes no body.`;
  }
  if (
    request.body !== undefined &&
    !String(request.headers['content-type']).startsWith('application/json')
  ) {
    return 'Send the body with Content-Type: application/json.';
  }
  return null;
}

/**
 * A response body for a schema: its first example, else one built from its
 * properties. A nullable scalar (a page's `nextCursor`) is `null`, so list
 * loops end; a nullable object (a source's `crawler`) is the object, which
 * is what a sample that reads it meets in the usual case.
 */
function sample(schema) {
  const resolved = dereference(schema);
  if (resolved.examples) return resolved.examples[0];
  if ('const' in resolved) return resolved.const;
  if (resolved.enum) return resolved.enum[0];
  if (resolved.oneOf) {
    const value = resolved.oneOf.find((option) => option.type !== 'null');
    return value ? sample(value) : null;
  }
  if (resolved.allOf) return sample(resolved.allOf[0]);
  if (Array.isArray(resolved.type) && resolved.type.includes('null')) {
    return null;
  }
  if (resolved.default !== undefined) return resolved.default;
  switch (resolved.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(resolved.properties ?? {}).map(([key, value]) => [
          key,
          sample(value),
        ]),
      );
    case 'array':
      return [sample(resolved.items)];
    case 'integer':
    case 'number':
      return resolved.minimum ?? 1;
    case 'boolean':
      return false;
    default:
      return (
        {
          'date-time': '2025-03-04T10:00:00Z',
          uri: 'https://help.example.com/',
          email: 'visitor@example.com',
        }[resolved.format] ?? 'example'
      );
  }
}
