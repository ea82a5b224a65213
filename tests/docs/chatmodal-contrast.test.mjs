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

// Page colours the launcher sits on: white, and Infima's dark background.
// A darker page only raises the ratio of a colour this light.
const surfaces = {light: '#ffffff', dark: '#1b1b1d'};

test(`white text on the default primary colour ${colour} reaches 4.5:1 (WCAG 1.4.3)`, () => {
  const ratio = colord('#ffffff').contrast(colour);
  assert.ok(
    ratio >= 4.5,
    `src/data/chatmodal.ts: white on ${colour} is ${ratio}:1, below 4.5:1`,
  );
});

for (const [name, surface] of Object.entries(surfaces)) {
  test(`the default primary colour ${colour} reaches 3:1 against a ${name} page ${surface} (WCAG 1.4.11)`, () => {
    const ratio = colord(surface).contrast(colour);
    assert.ok(
      ratio >= 3,
      `src/data/chatmodal.ts: the launcher colour ${colour} on ${surface} is ${ratio}:1, below 3:1`,
    );
  });
}
