// The pictures of what readers will see (./screens.ts): each is drawn for
// light and dark, in the proportions it is shown at, self-contained (no
// script, no fonts, images or styles from elsewhere) and small.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const load = createJiti(import.meta.url, {interopDefault: true});
const {screens, screenPath} = load('./screens.ts');
const staticDir = fileURLToPath(new URL('../../../static', import.meta.url));
const read = (path) => readFileSync(`${staticDir}${path}`, 'utf8');

/** The most bytes a drawing may take: the bench counts what a page loads. */
const maxBytes = 8 * 1024;

for (const [name, {alt, width, height}] of Object.entries(screens)) {
  test(`${name}: light and dark drawings, self-contained, in its proportions`, () => {
    assert.ok(alt.length > 40, 'the alt text says what the picture shows');
    for (const mode of ['light', 'dark']) {
      const svg = read(screenPath(name, mode));
      const where = `${name}-${mode}.svg`;
      assert.ok(Buffer.byteLength(svg) <= maxBytes, `${where} is over 8 KB`);
      const [, w, h] = /^<svg [^>]*viewBox="0 0 (\d+) (\d+)"/.exec(svg) ?? [];
      assert.ok(w, `${where} starts with an <svg> with a viewBox`);
      assert.equal(
        (Number(w) / Number(h)).toFixed(2),
        (width / height).toFixed(2),
        `${where} is drawn in the proportions screens.ts shows it at`,
      );
      assert.doesNotMatch(
        svg,
        /<script|<image|<foreignObject|href=|url\(|@import|@font-face/,
        where,
      );
      assert.match(
        svg,
        /font-family:[^}]*sans-serif/,
        `${where} names a generic font`,
      );
    }
  });
}

test('every drawing in static/img/screens is a picture of the map', () => {
  const files = readdirSync(`${staticDir}/img/screens`).sort();
  const expected = Object.keys(screens)
    .flatMap((name) => [`${name}-dark.svg`, `${name}-light.svg`])
    .sort();
  assert.deepEqual(files, expected);
});
