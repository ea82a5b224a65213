// The loader behind src/plugins/exactEdits.ts edits dependencies' client code
// as it is bundled (src/plugins/hydrationPatches.ts, src/plugins/localSearch.ts).
// The real build shows the edits apply (npm test builds the site); these tests
// show what happens when an upgrade moves the code.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);
const loader = require('../../src/plugins/exactEdits.loader.cjs');

const resourcePath = '/site/node_modules/@docusaurus/x/lib/file.js';
const explainedIn = 'src/plugins/somePatches.ts';
const patch = (source, edits) =>
  loader.call({resourcePath, getOptions: () => ({edits, explainedIn})}, source);

test('each edit replaces its text, in order', () => {
  assert.equal(
    patch('a(); b(); c();', [
      ['a();', 'A();'],
      ['c();', 'C($&);'],
    ]),
    'A(); b(); C($&);',
  );
});

test('text that is gone fails the build, naming the file, the text and where the edit is explained', () => {
  assert.throws(
    () => patch('a(); b();', [['setIsBrowser(true);', 'x']]),
    (error) =>
      error.message.includes(resourcePath) &&
      error.message.includes('`setIsBrowser(true);`') &&
      error.message.includes(explainedIn) &&
      error.message.includes('found it 0 times'),
  );
});

test('text found more than once fails the build rather than guess', () => {
  assert.throws(
    () => patch('a(); a();', [['a();', 'b();']]),
    /found it 2 times/,
  );
});
