// The one OpenAPI loader of the site and the tests (./openApiDocument.ts),
// and the tests' deep dereference built on it (scripts/docs/sources.mjs).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import createJiti from 'jiti';
import {dereference} from '../scripts/docs/sources.mjs';

const load = createJiti(import.meta.url, {interopDefault: true});
const {openApiDocument, resolveRef} = load('./openApiDocument.ts');
const document = openApiDocument();

test('a $ref is followed to its target, through chains', () => {
  const [name] = Object.keys(document.components.schemas);
  assert.equal(
    resolveRef({$ref: `#/components/schemas/${name}`}),
    document.components.schemas[name],
  );
  assert.deepEqual(resolveRef({type: 'string'}), {type: 'string'});
});

test('pointers are unescaped as RFC 6901 says', () => {
  const [path] = Object.keys(document.paths);
  const escaped = path.replaceAll('~', '~0').replaceAll('/', '~1');
  assert.equal(resolveRef({$ref: `#/paths/${escaped}`}), document.paths[path]);
});

test('external, missing and circular references fail, naming the file', () => {
  assert.throws(
    () => resolveRef({$ref: 'other.yaml#/x'}),
    /openapi\.yaml: only local \$refs/,
  );
  assert.throws(
    () => resolveRef({$ref: '#/components/schemas/NoSuchSchema'}),
    /openapi\.yaml: #\/components\/schemas\/NoSuchSchema does not exist/,
  );
  document.components.schemas.Loop = {
    properties: {next: {$ref: '#/components/schemas/Loop'}},
  };
  try {
    assert.throws(
      () => dereference({$ref: '#/components/schemas/Loop'}),
      /#\/components\/schemas\/Loop contains itself/,
    );
  } finally {
    delete document.components.schemas.Loop;
  }
});

test('dereference leaves no $ref in a schema', () => {
  for (const name of Object.keys(document.components.schemas)) {
    const text = JSON.stringify(dereference(document.components.schemas[name]));
    assert.ok(!text.includes('"$ref"'), name);
  }
});
