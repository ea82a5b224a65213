// The loader behind src/plugins/exactEdits.ts edits dependencies' client code
// as it is bundled (src/plugins/hydrationPatches.ts), and the config checks
// every edit before bundling. The real build shows the edits apply (npm test
// builds the site); these tests show what happens when an upgrade moves the
// code: `npm start` and `npm run build` stop, saying which edit and why.
import {spawn} from 'node:child_process';
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import createJiti from 'jiti';
import {build, siteCopy, withMistake} from './siteCopy.mjs';

const require = createRequire(import.meta.url);
const loader = require('../../src/plugins/exactEdits.loader.cjs');
const jiti = createJiti(import.meta.url, {interopDefault: true});
const {verifyExactEdits} = jiti('../../src/plugins/exactEdits.ts');

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

/** A folder with one dependency file, `fake-package/lib/file.js`, holding `source`. */
function fakeSite(source) {
  const dir = mkdtempSync(join(tmpdir(), 'cape-exact-edits-'));
  const lib = join(dir, 'node_modules', 'fake-package', 'lib');
  mkdirSync(lib, {recursive: true});
  writeFileSync(join(lib, 'file.js'), source);
  return dir;
}

test('when the config loads, a patched file that moved stops start and build, naming it', () => {
  const dir = fakeSite('a();');
  try {
    assert.throws(
      () =>
        verifyExactEdits(
          [{file: 'fake-package/lib/moved.js', edits: [['a();', 'b();']]}],
          explainedIn,
          dir,
        ),
      (error) =>
        error.message.includes('fake-package/lib/moved.js') &&
        error.message.includes('moved or removed') &&
        error.message.includes(explainedIn),
    );
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test('when the config loads, a patched line that changed stops start and build, naming it', () => {
  const dir = fakeSite('a(1);');
  try {
    assert.throws(
      () =>
        verifyExactEdits(
          [{file: 'fake-package/lib/file.js', edits: [['a();', 'b();']]}],
          explainedIn,
          dir,
        ),
      (error) =>
        error.message.includes('fake-package/lib/file.js') &&
        error.message.includes('`a();`') &&
        error.message.includes('found it 0 times'),
    );
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

/** The site copy's hydration patches, with one patched line changed as an upgrade would. */
function changePatchedLine(dir) {
  const file = join(dir, 'src', 'plugins', 'hydrationPatches.ts');
  const source = readFileSync(file, 'utf8');
  assert.ok(source.includes("'key={String(isBrowser)}>'"));
  writeFileSync(
    file,
    source.replace("'key={String(isBrowser)}>'", "'key={String(isUpgraded)}>'"),
  );
}

test('npm run build stops before bundling when a patched line changed', () => {
  const {status, output} = withMistake(changePatchedLine, (dir) => build(dir));
  assert.notEqual(status, 0, output);
  assert.match(
    output,
    /@docusaurus\/theme-classic\/lib\/theme\/Tabs\/index\.js/,
  );
  assert.match(
    output,
    /expected to find `key=\{String\(isUpgraded\)\}>` once, found it 0 times/,
  );
  assert.match(output, /see src\/plugins\/hydrationPatches\.ts/);
});

test('npm start stops when a patched line changed', async () => {
  const dir = siteCopy();
  try {
    changePatchedLine(dir);
    const {code, text} = await new Promise((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [
          require.resolve('@docusaurus/core/bin/docusaurus.mjs'),
          'start',
          '--no-open',
          '--port',
          '3297',
        ],
        {cwd: dir, env: {...process.env, FORCE_COLOR: '0'}},
      );
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      const timer = setTimeout(() => {
        child.kill();
        reject(new Error(`npm start kept running:\n${output}`));
      }, 120_000);
      child.on('exit', (exitCode) => {
        clearTimeout(timer);
        resolve({code: exitCode, text: output});
      });
    });
    assert.notEqual(code, 0, text);
    assert.match(text, /expected to find `key=\{String\(isUpgraded\)\}>` once/);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});
