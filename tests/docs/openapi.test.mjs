// The OpenAPI document (static/openapi.yaml) is the one source of the API
// reference: the endpoint, error, header and webhook tables on the pages are
// rendered from it, and the SDK the samples are checked against is typed by it.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createConfig, lint} from '@redocly/openapi-core';
import {declaredSdkMethods} from './snippets.mjs';
import {openApi, openApiFile, operations} from './sources.mjs';

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

test('every operation has one SDK method, and the SDK declares exactly those', () => {
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
  assert.deepEqual(declaredSdkMethods().sort(), [...fromDocument].sort());
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
  const problems = [];
  for (const [name, response] of Object.entries(openApi.components.responses)) {
    const code = response.content?.['application/json']?.example?.error?.code;
    if (!code) continue;
    for (const operation of operations) {
      for (const [status, used] of Object.entries(operation.responses)) {
        if (used.$ref === `#/components/responses/${name}`) {
          if (statusOf.get(code) !== Number(status)) {
            problems.push(
              `${operation.operationId} answers ${status} with ${name}, whose code ${code} is ${statusOf.get(code)}`,
            );
          }
        }
      }
    }
  }
  assert.deepEqual(problems, []);
});
