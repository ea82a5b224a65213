// A stand-in for `@cape/sdk`, generated from static/openapi.yaml, so the docs'
// SDK samples run as written against the mock API (mock-api.mjs). Each
// method is the operation whose `x-cape-sdk-method` names it, called as
// scripts/docs/cape-sdk.d.ts types it: path IDs as leading strings, then one
// object whose path, query and body fields go where the operation declares
// them, then request options. Errors reject with CapeError, as documented.
// The base URL comes from CAPE_API_URL, which only the tests set.
import {randomUUID} from 'node:crypto';
// The site's own reading of the document (run with tsx, as the samples are).
import {
  openApi,
  operations,
  resolve,
} from '../../src/plugins/referenceTables/openapi.ts';

export class CapeError extends Error {
  constructor({code, message, requestId, limit}, status, retryAfter) {
    super(message);
    this.code = code;
    this.status = status;
    this.requestId = requestId;
    this.retryAfter = retryAfter;
    this.limit = limit ?? null;
  }
}

export class Cape {
  constructor({apiKey = process.env.CAPE_SECRET_KEY} = {}) {
    if (!apiKey) throw new Error('Set CAPE_SECRET_KEY or pass apiKey.');
    for (const operation of operations()) {
      const [resource, method] = operation['x-cape-sdk-method'].split('.');
      this[resource] ??= {};
      this[resource][method] = (...args) => call(apiKey, operation, args);
    }
  }
}

async function call(apiKey, operation, args) {
  const names = [...operation.path.matchAll(/\{(\w+)\}/g)].map(([, n]) => n);
  const values = {};
  for (const name of names) {
    if (typeof args[0] !== 'string') break;
    values[name] = args.shift();
  }
  const parameters = (operation.parameters ?? []).map((p) => resolve(p));
  const query = new Set(
    parameters.filter((p) => p.in === 'query').map((p) => p.name),
  );
  const takesParams = operation.requestBody || query.size || names.length;
  const params = takesParams ? (args.shift() ?? {}) : {};
  const options = args.shift() ?? {};
  const search = new URLSearchParams();
  const body = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    if (names.includes(key)) values[key] = value;
    else if (query.has(key)) search.set(key, String(value));
    else body[key] = value;
  }
  const missing = names.filter((name) => values[name] === undefined);
  if (missing.length) throw new TypeError(`missing ${missing.join(', ')}`);
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name) =>
    encodeURIComponent(values[name]),
  );
  const headers = {Authorization: `Bearer ${apiKey}`};
  if (operation.method === 'POST') {
    headers['Idempotency-Key'] = options.idempotencyKey ?? randomUUID();
  }
  const hasBody = operation.requestBody && Object.keys(body).length > 0;
  if (hasBody) headers['Content-Type'] = 'application/json';
  const base = process.env.CAPE_API_URL ?? openApi().servers[0].url;
  const origin = new URL(base).origin;
  const response = await fetch(
    `${origin}${path}${search.size ? `?${search}` : ''}`,
    {
      method: operation.method,
      headers,
      body: hasBody ? JSON.stringify(body) : undefined,
    },
  );
  if (response.status === 204) return undefined;
  const json = await response.json();
  if (!response.ok) {
    const retryAfter = response.headers.get('Retry-After');
    throw new CapeError(
      json.error,
      response.status,
      retryAfter === null ? null : Number(retryAfter),
    );
  }
  return json;
}
