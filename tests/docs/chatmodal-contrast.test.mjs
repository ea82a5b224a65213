// The chat modal is sold as accessible, so its default colour must pass the
// contrast it asks of every site's own colour (docs/Cape Chatmodal UI.mdx,
// "Theming"). Ratios come from colord's a11y plugin (the WCAG 2 formula), not
// from a hand-written one.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {colord, extend} from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import createJiti from 'jiti';

extend([a11yPlugin]);

// Loaded alone: scripts/docs/sources.mjs would parse every page first.
const {chatmodalScript} = createJiti(import.meta.url)(
  '../../src/data/chatmodal.ts',
);
const colour = chatmodalScript.defaultPrimaryColor;

// White text on it, and the launcher on the page colours it sits on: white,
// and Infima's dark background. A darker page only raises the ratio of a
// colour this light.
for (const [what, other, minimum, criterion] of [
  ['white text', '#ffffff', 4.5, 'WCAG 1.4.3'],
  ['a white page', '#ffffff', 3, 'WCAG 1.4.11'],
  ['a dark page', '#1b1b1d', 3, 'WCAG 1.4.11'],
]) {
  test(`the default primary colour ${colour} against ${what} ${other} reaches ${minimum}:1 (${criterion})`, () => {
    const ratio = colord(other).contrast(colour);
    assert.ok(
      ratio >= minimum,
      `src/data/chatmodal.ts: ${colour} against ${what} ${other} is ${ratio}:1, below ${minimum}:1`,
    );
  });
}
