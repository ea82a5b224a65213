// The loader behind src/plugins/hydrationPatches.ts edits Docusaurus's client
// code as it is bundled. The real build shows the edits apply (npm test builds
// the site); these tests show what happens when an upgrade moves the code.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);
const loader = require('../../src/plugins/hydrationPatches.loader.cjs');

const resourcePath = '/site/node_modules/@docusaurus/x/lib/file.js';
const patch = (source, edits) =>
  loader.call({resourcePath, getOptions: () => ({edits})}, source);

test('each edit replaces its text, in order', () => {
  assert.equal(
    patch('a(); b(); c();', [
      ['a();', 'A();'],
      ['c();', 'C($&);'],
    ]),
    'A(); b(); C($&);',
  );
});

test('text that is gone fails the build, naming the file and the text', () => {
  assert.throws(
    () => patch('a(); b();', [['setIsBrowser(true);', 'x']]),
    (error) =>
      error.message.includes(resourcePath) &&
      error.message.includes('`setIsBrowser(true);`') &&
      error.message.includes('found it 0 times'),
  );
});

test('text found more than once fails the build rather than guess', () => {
  assert.throws(
    () => patch('a(); a();', [['a();', 'b();']]),
    /found it 2 times/,
  );
});
