// Markdown is read as MDX (the specification), in `.md` files too: an MDX
// expression in the site's one `.md` page is evaluated, not shown as text.
// With the `detect` format, that page would be plain CommonMark.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {join} from 'node:path';
import {buildWithProbe} from './siteCopy.mjs';

test('a .md page is MDX: an expression in it is evaluated', () => {
  const html = buildWithProbe(
    '\n\nProbe: {40 + 2} and <kbd>Probe key</kbd>.\n',
    {source: join('src', 'pages', 'markdown-page.md'), route: 'markdown-page'},
  );
  // React separates text parts with empty comments; the reader sees neither.
  const probe = /Probe: [^]*?Probe key<\/kbd>\./.exec(
    html.replaceAll('<!-- -->', ''),
  );
  assert.ok(probe, 'the probe line is on the page');
  assert.equal(probe[0], 'Probe: 42 and <kbd>Probe key</kbd>.');
});
