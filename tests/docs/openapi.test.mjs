// The OpenAPI document (static/openapi.yaml) is the one source of the API
// reference: the endpoint, error, header and webhook tables on the pages are
// rendered from it, and the SDK the samples are checked against is typed by it.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createConfig, lint} from '@redocly/openapi-core';
import {
  dereference,
  loadTs,
  openApi,
  openApiFile,
  operations,
} from '../../scripts/docs/sources.mjs';

const {keyKinds} = loadTs('../../src/data/keys.ts');
const {plans} = loadTs('../../src/data/plans.ts');
/** Whether an operation takes a `scheme` key, by its security or the document's. */
const takes = (operation, scheme) =>
  (operation.security ?? openApi.security).some((any) => scheme in any);

test("static/openapi.yaml is valid OpenAPI 3.1 and passes Redocly's strict recommended rules", async () => {
  // Redocly's linter validates the document against the OpenAPI 3.1
  // specification and adds rules a reviewer would ask for: unique operation
  // IDs, defined path parameters, 4xx responses, no unused components, and
  // examples that match their schemas.
  const config = await createConfig({
    extends: ['recommended-strict'],
    rules: {
      // The API is fictional, so its server lives on example.com (RFC 2606).
      'no-server-example.com': 'off',
      'no-invalid-schema-examples': 'error',
      'no-invalid-media-type-examples': 'error',
    },
  });
  const problems = await lint({ref: openApiFile, config});
  assert.deepEqual(
    problems.map(
      (problem) =>
        `${openApiFile}${problem.location[0]?.pointer ?? ''}: ${problem.ruleId}: ${problem.message}`,
    ),
    [],
  );
});

// That the SDK declares exactly these methods: samples.test.mjs, where the
// samples are type-checked against it.
test('every operation has one SDK method', () => {
  const fromDocument = operations.map(
    (operation) => operation['x-cape-sdk-method'],
  );
  assert.ok(
    fromDocument.every(Boolean),
    `operations without x-cape-sdk-method: ${operations
      .filter((operation) => !operation['x-cape-sdk-method'])
      .map((operation) => operation.operationId)
      .join(', ')}`,
  );
  assert.equal(new Set(fromDocument).size, fromDocument.length);
});

test('every error code has its HTTP status, whether to retry and what to do', () => {
  const codes = openApi.components.schemas.ErrorCode.oneOf;
  assert.ok(codes.length > 5);
  for (const code of codes) {
    assert.equal(typeof code.const, 'string');
    assert.ok(code.description, `${code.const}: a description`);
    assert.ok(
      Number.isInteger(code['x-status']) && code['x-status'] >= 400,
      `${code.const}: an x-status`,
    );
    assert.equal(typeof code['x-retry'], 'boolean', `${code.const}: x-retry`);
    assert.ok(code['x-action'], `${code.const}: an x-action`);
  }
});

test('every error response an operation declares uses a code with that status', () => {
  const statusOf = new Map(
    openApi.components.schemas.ErrorCode.oneOf.map((code) => [
      code.const,
      code['x-status'],
    ]),
  );
  const problems = operations.flatMap((operation) =>
    Object.entries(operation.responses).flatMap(([status, used]) => {
      const code =
        dereference(used).content?.['application/json']?.example?.error?.code;
      return code && statusOf.get(code) !== Number(status)
        ? [
            `${operation.operationId} answers ${status} with ${used.$ref}, whose code ${code} is ${statusOf.get(code)}`,
          ]
        : [];
    }),
  );
  assert.deepEqual(problems, []);
});

test('every POST takes an Idempotency-Key and declares what a retry can get back', () => {
  const problems = operations
    .filter((operation) => operation.method === 'POST')
    .flatMap((operation) => {
      const missing = [];
      const parameters = (operation.parameters ?? []).map((p) => p.$ref);
      if (!parameters.includes('#/components/parameters/IdempotencyKey')) {
        missing.push('the IdempotencyKey parameter');
      }
      if (!operation.responses['409']) missing.push('a 409 (key in use)');
      if (!operation.responses['422']) missing.push('a 422 (key reused)');
      for (const [status, response] of Object.entries(operation.responses)) {
        if (
          status.startsWith('2') &&
          !response.headers?.['Idempotent-Replayed']
        ) {
          missing.push(`Idempotent-Replayed on ${status}`);
        }
      }
      return missing.map((what) => `${operation.operationId}: ${what}`);
    });
  assert.deepEqual(problems, []);
});

test('every response of every operation carries the rate-limit headers the pages promise', () => {
  const problems = operations.flatMap((operation) =>
    Object.entries(operation.responses).flatMap(([status, response]) => {
      const headers = dereference(response).headers ?? {};
      return ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset']
        .filter((name) => !headers[name])
        .map((name) => `${operation.operationId} ${status}: ${name}`);
    }),
  );
  assert.deepEqual(problems, []);
});

test('the operations a publishable key calls are the ones the key table names', () => {
  // That each sends CORS headers on every response is a Spectral rule
  // (cape-cors-on-browser-operations in .spectral.yaml, npm run lint:api).
  const browser = operations.filter((operation) =>
    takes(operation, 'publishableKey'),
  );
  const publishable = keyKinds.find((kind) => kind.kind === 'Publishable');
  assert.deepEqual(
    browser.map((operation) => operation.operationId).sort(),
    [...publishable.can.matchAll(/`(\w+)`/g)].map(([, id]) => id).sort(),
  );
});

test('the highest maxPages a source may set is the highest plan allows', () => {
  const {maximum} =
    openApi.components.schemas.CrawlerConfig.properties.maxPages;
  assert.equal(
    maximum,
    Math.max(...Object.values(plans).map((plan) => plan.pagesPerCrawl)),
  );
});

test("a workspace's retentionDays takes only the choices the plans table offers", () => {
  const {enum: choices} =
    openApi.components.schemas.Workspace.properties.retentionDays;
  assert.deepEqual(
    [...choices].sort((a, b) => a - b),
    [
      ...new Set(Object.values(plans).flatMap((plan) => plan.retentionDays)),
    ].sort((a, b) => a - b),
  );
});

test('the key data and the security schemes agree: prefixes, and every operation takes a secret key', () => {
  const schemes = openApi.components.securitySchemes;
  for (const [kind, scheme] of [
    ['Secret', schemes.secretKey],
    ['Publishable', schemes.publishableKey],
  ]) {
    const {prefixes} = keyKinds.find((entry) => entry.kind === kind);
    for (const prefix of prefixes) {
      assert.ok(
        scheme.bearerFormat.includes(prefix),
        `${kind}: bearerFormat "${scheme.bearerFormat}" lacks ${prefix}`,
      );
    }
  }
  const withoutSecret = operations
    .filter((operation) => !takes(operation, 'secretKey'))
    .map((operation) => operation.operationId);
  assert.deepEqual(withoutSecret, []);
});

test('every operation a publishable key may not call declares the 403 it answers one with', () => {
  // The errors table promises `forbidden` to a publishable key sent anywhere
  // but the operations the key table names; a client generated from the
  // document must know that answer.
  const missing = operations
    .filter((operation) => !takes(operation, 'publishableKey'))
    .filter(
      (operation) =>
        operation.responses['403']?.$ref !== '#/components/responses/Forbidden',
    )
    .map((operation) => operation.operationId);
  assert.deepEqual(missing, []);
});
