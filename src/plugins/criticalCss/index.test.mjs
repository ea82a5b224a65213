// The union of the pages' critical CSS (./index.ts): what stays, in which
// order, and what goes.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import createJiti from 'jiti';

const load = createJiti(import.meta.url, {interopDefault: true});
const {keptIn, unionOfCritical: unionOfKept} = load('./index.ts');
/** The union of the pages' critical sheets, as the step collects them. */
const unionOfCritical = (sheet, pages) => {
  const kept = new Set();
  for (const css of pages) keptIn(css, kept);
  return unionOfKept(sheet, kept);
};

const source =
  '@layer base,theme;' +
  '@layer base{:root{--used:red;--unused:blue;--chained:var(--used)}a,b{color:var(--chained)}p{margin:0}}' +
  '@media (width<=996px){.menu{display:none}.table{overflow:auto}}' +
  '@keyframes spin{to{rotate:1turn}}@keyframes fade{to{opacity:0}}' +
  '@font-face{font-family:X;src:url(x.woff2)}' +
  '.spinner{animation:spin 1s}/* a comment */h1{font-size:2rem}';

for (const [name, sheet, pages, union] of [
  [
    'rules any page keeps stay, in the stylesheet order, whichever page kept them',
    source,
    [
      'h1{font-size:2rem}@layer base{b{color:var(--chained)}}',
      '@media (width<=996px){.menu{display:none}}@layer base{:root{--used:red;--chained:var(--used)}}',
    ],
    '@layer base,theme;@layer base{:root{--used:red;--chained:var(--used)}b{color:var(--chained)}}' +
      '@media (width<=996px){.menu{display:none}}h1{font-size:2rem}',
  ],
  [
    'a selector counts only in the at-rule it was kept in',
    '.menu{color:red}@media print{.menu{display:none}}',
    ['@media print{.menu{display:none}}'],
    '@media print{.menu{display:none}}',
  ],
  [
    'keyframes stay when a page keeps them; font faces and comments go',
    source,
    ['.spinner{animation:spin 1s}@keyframes spin{to{rotate:1turn}}'],
    '@layer base,theme;@keyframes spin{to{rotate:1turn}}.spinner{animation:spin 1s}',
  ],
  [
    'custom properties nothing uses are dropped, with what only they used',
    ':root{--a:1px;--b:var(--a);--c:2px}p{margin:var(--c)}',
    [':root{--a:1px;--b:var(--a);--c:2px}p{margin:var(--c)}'],
    ':root{--c:2px}p{margin:var(--c)}',
  ],
]) {
  test(name, () => assert.equal(unionOfCritical(sheet, pages), union));
}
