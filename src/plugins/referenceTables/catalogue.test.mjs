// The catalogue of reference tables and facts matches the registry.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {catalogue, cataloguePath} from './catalogue.mjs';

test('docs-reference-catalogue.md lists every table and fact as the registry renders them', async () => {
  const current = existsSync(cataloguePath)
    ? readFileSync(cataloguePath, 'utf8')
    : '';
  assert.ok(
    current === (await catalogue()),
    'docs-reference-catalogue.md is out of date with src/plugins/referenceTables/registry.ts: run `npm run catalogue` and commit the file',
  );
});
