// A second build of the same site, after an edit to the API document alone,
// shows the edit: the reference tables read static/openapi.yaml, which the
// persistent cache only knows about through
// src/plugins/referenceTables/dependencies.ts.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {build, withMistake} from './siteCopy.mjs';

test('an edit to static/openapi.yaml alone reaches the pages on the next build', () => {
  withMistake(
    () => {},
    (dir) => {
      const first = build(dir);
      assert.equal(first.status, 0, first.output);
      const api = join(dir, 'static', 'openapi.yaml');
      const before = 'a publishable key for anything but';
      const after = 'a publishable key for any operation but';
      const source = readFileSync(api, 'utf8');
      assert.equal(
        source.split(before).length,
        2,
        `${api} must say "${before}" once (the errors table's forbidden row)`,
      );
      writeFileSync(api, source.replace(before, after));
      const second = build(dir);
      assert.equal(second.status, 0, second.output);
      const page = readFileSync(
        join(dir, 'build', 'docs', 'Cape.html'),
        'utf8',
      );
      assert.ok(
        page.includes(after),
        'the errors table on Cape kept the old text',
      );
    },
  );
});
