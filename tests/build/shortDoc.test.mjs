// The fixture site's short pages (siteCopy.mjs, shortDoc): what a page keeps
// and what it drops, without a build.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {shortDoc} from './siteCopy.mjs';

const page = `---
title: Probe
sidebar_label: Probe
---

import Tabs from '@theme/Tabs';

## First \\{#first}

Plain prose, with [a link](./Cape.mdx#api-keys) and [a section](#second).

\`\`\`bash
# a comment, not a heading
echo one
\`\`\`

<ReferenceTable of="plans" />

The timeout is <Fact of="crawler.requestTimeout" />, see [limits](./Cape.mdx#plans-and-limits).

### Second

\`\`\`bash
echo two
\`\`\`

<Tabs>
<TabItem value="a" label="A">

Inside [a tab](#first).

</TabItem>
</Tabs>

<Tabs>
<TabItem value="b" label="B">

B

</TabItem>
</Tabs>

More prose, then <Fact of="plans.free" />.
`;

test('a short page keeps front matter, imports, headings, self-closing components, the first block of each kind and every link', () => {
  const short = shortDoc(page);
  assert.ok(short.startsWith('---\ntitle: Probe\nsidebar_label: Probe\n---\n'));
  assert.ok(short.includes("import Tabs from '@theme/Tabs';"));
  assert.ok(short.includes('## First \\{#first}'));
  assert.ok(short.includes('### Second'));
  assert.ok(short.includes('<ReferenceTable of="plans" />'));
  // The first code block, Tabs set and paragraph with a component only.
  assert.ok(short.includes('echo one'));
  assert.ok(!short.includes('echo two'));
  assert.equal(short.split('<Tabs>').length, 2, short);
  assert.ok(short.includes('requestTimeout'));
  assert.ok(!short.includes('plans.free'));
  // The prose goes; its links stay, once each, those in kept blocks not again.
  assert.ok(!short.includes('Plain prose'));
  assert.ok(
    short.endsWith('[a link](./Cape.mdx#api-keys) · [a section](#second)\n'),
    short,
  );
  assert.equal(short.split('[limits]').length, 2);
  assert.equal(short.split('[a tab]').length, 2);
});
