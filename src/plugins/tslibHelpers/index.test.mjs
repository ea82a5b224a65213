// The tslib helpers Docusaurus's client code calls are the ones helpers.mjs
// exports (./index.ts); anything else stops the build.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import createJiti from 'jiti';

const load = createJiti(import.meta.url, {interopDefault: true});
const {helpersUsedBy, helpersExported} = load('./index.ts');
const require = createRequire(import.meta.url);

test('the helpers a CommonJS module calls through its tslib binding are found', () => {
  const source = [
    'const tslib_1 = require("tslib");',
    'get: function () { return tslib_1.__importDefault(a).default; }',
    'tslib_1.__exportStar(b, exports); tslib_1.__importDefault(c);',
  ].join('\n');
  assert.deepEqual(helpersUsedBy(source), ['__exportStar', '__importDefault']);
  assert.deepEqual(helpersUsedBy('module.exports = 1;'), []);
});

test('helpers.mjs exports exactly the helpers @docusaurus/utils-common calls', () => {
  const used = helpersUsedBy(
    readFileSync(require.resolve('@docusaurus/utils-common'), 'utf8'),
  );
  assert.ok(used.length > 0, 'utils-common no longer requires tslib');
  assert.deepEqual(helpersExported(), used);
});
