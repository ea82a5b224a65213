// The table of contents shows heading levels 2 to 3 (the specification).
// The real pages use only h2 and h3, so this builds a copy with an h4 added
// and reads the prerendered table of contents.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildWithProbe} from './siteCopy.mjs';

test('the table of contents lists h2 and h3 headings, not h4', () => {
  const html = buildWithProbe(
    '\n\n## Probe two\n\nText.\n\n### Probe three\n\nText.\n\n#### Probe four\n\nText.\n',
  );
  // The heading exists on the page...
  assert.match(html, /<h4[^>]*id=probe-four/);
  // ...and the table of contents (first list of table-of-contents links) leaves it out.
  const toc = /<ul class="table-of-contents[^"]*">([\s\S]*?)<\/ul><\/div>/.exec(
    html,
  );
  assert.ok(toc, 'the page has a table of contents');
  const targets = [...toc[1].matchAll(/href=#([\w-]+)/g)].map(([, id]) => id);
  assert.ok(targets.includes('probe-two'), 'h2 listed');
  assert.ok(targets.includes('probe-three'), 'h3 listed');
  assert.ok(!targets.includes('probe-four'), 'h4 left out');
});
