// The inline code the Content Security Policy must name by hash (./index.ts),
// read from HTML as a browser reads it, and the hashes themselves (./policy.ts).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import createJiti from 'jiti';

const load = createJiti(import.meta.url, {interopDefault: true});
const {inlineCode} = load('./index.ts');
const {hashSource, policy} = load('./policy.ts');

test('inline scripts the browser runs are found; files and data are not', () => {
  const {scripts} = inlineCode(
    '<head><script>one()</script><script type=module>two()</script>' +
      '<script src=/app.js></script><script type="application/ld+json">{"a":1}</script>' +
      '<SCRIPT TYPE="Text/JavaScript">three("&amp;")</SCRIPT></head>',
  );
  // Script text is raw: `&amp;` stays as written, as the browser hashes it.
  assert.deepEqual(scripts, ['one()', 'two()', 'three("&amp;")']);
});

test('style elements and style attributes are found, attribute values decoded', () => {
  const found = inlineCode(
    `<style>a{color:red}</style><p style="content:&quot;x&quot;">a</p>` +
      `<svg style='display: none;'></svg><div style=color:blue>b</div>` +
      `<template><i style="margin:0"></i></template>`,
  );
  assert.deepEqual(found.styles, ['a{color:red}']);
  assert.deepEqual(found.styleAttributes, [
    'content:"x"',
    'display: none;',
    'color:blue',
    'margin:0',
  ]);
});

test('style attributes in HTML an inline script inserts are found', () => {
  const {styleAttributes} = inlineCode(
    `<script>n.innerHTML='<div id="banner" style="border: thick solid red;"><p style="font-weight: bold;">x</p></div>'</script>`,
  );
  assert.deepEqual(styleAttributes, [
    'border: thick solid red;',
    'font-weight: bold;',
  ]);
});

test('hashes are SHA-256 of the exact text, and attributes need unsafe-hashes', () => {
  assert.equal(
    hashSource(''),
    "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
  );
  const directives = policy({
    scripts: ['', ''],
    styles: [],
    styleAttributes: [''],
  });
  assert.deepEqual(directives['script-src'], ["'self'", hashSource('')]);
  assert.deepEqual(directives['style-src'], [
    "'self'",
    "'unsafe-hashes'",
    hashSource(''),
  ]);
  assert.deepEqual(
    policy({scripts: [], styles: [], styleAttributes: []})['style-src'],
    ["'self'"],
  );
});
