// The plain-Markdown form of a doc (src/plugins/llmsTxt/markdown.ts), which
// /llms-full.txt and "Copy page" serve: MDX constructs become Markdown that
// reads as the page does, and anything it cannot convert fails loudly.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {loadTs} from './sources.mjs';

const {mdxToMarkdown} = loadTs('../../src/plugins/llmsTxt/markdown.ts');

const convert = (source, page = 'docs/Cape UI.mdx') =>
  mdxToMarkdown(source, {
    page,
    siteUrl: 'https://cape.example.com/base',
    components: {Diagram: '*Diagram:* how it flows.'},
    reference: (markdown) => markdown.replace('<Fact of="x" />', '24 hours'),
  });

test('front matter and imports go; headings and prose stay', () => {
  assert.equal(
    convert(
      "---\ntitle: Cape UI\n---\n\nimport Tabs from '@theme/Tabs';\n\n## Keys\n\nText.\n",
    ),
    '## Keys\n\nText.',
  );
});

test('tabs become headed sections under the section they sit in, or bold labels in a list', () => {
  const tabs = [
    '### Ask',
    '',
    '<Tabs groupId="api-client">',
    '<TabItem value="curl" label="curl">',
    '',
    '```bash',
    'curl https://api.cape.example.com/v1/workspace',
    '```',
    '',
    '</TabItem>',
    '</Tabs>',
    '',
    '1. Install:',
    '',
    '   <Tabs groupId="package-manager">',
    '   <TabItem value="npm" label="npm">',
    '',
    '   ```bash',
    '   npm install @cape/sdk',
    '   ```',
    '',
    '   </TabItem>',
    '   </Tabs>',
  ].join('\n');
  assert.equal(
    convert(tabs),
    [
      '### Ask',
      '',
      '#### curl',
      '',
      '```bash',
      'curl https://api.cape.example.com/v1/workspace',
      '```',
      '',
      '1. Install:',
      '',
      '   **npm**',
      '',
      '   ```bash',
      '   npm install @cape/sdk',
      '   ```',
    ].join('\n'),
  );
});

test('admonitions become block quotes led by their kind and title', () => {
  assert.equal(
    convert(':::warning[Mind the limit]\nSlow down.\n\nReally.\n:::'),
    '> **Warning: Mind the limit**\n>\n> Slow down.\n>\n> Really.',
  );
});

test('details become the question in bold, then the answer', () => {
  assert.equal(
    convert(
      '<details>\n<summary>Why `401`?</summary>\n\nThe key.\n\n</details>',
    ),
    '**Why `401`?**\n\nThe key.',
  );
});

test('links to docs, site paths, anchors and static files become absolute URLs', () => {
  assert.equal(
    convert(
      '[a](./Cape.mdx#keys) [b](<./Cape Landing Page/overview.mdx>) [c](../Cape%20UI.mdx) [d](/docs/Cape#x) [e](#roles) [f](pathname:///openapi.yaml) [g](https://example.com/)',
      'docs/Best Prectice/overview.mdx',
    ),
    '[a](https://cape.example.com/base/docs/Best%20Prectice/Cape#keys) ' +
      '[b](https://cape.example.com/base/docs/Best%20Prectice/Cape%20Landing%20Page/overview) ' +
      '[c](https://cape.example.com/base/docs/Cape%20UI) ' +
      '[d](https://cape.example.com/base/docs/Cape#x) ' +
      '[e](https://cape.example.com/base/docs/Best%20Prectice/overview#roles) ' +
      '[f](https://cape.example.com/base/openapi.yaml) ' +
      '[g](https://example.com/)',
  );
});

test('components become their Markdown form; reference elements are converted', () => {
  assert.equal(
    convert('Intro.\n\n<Diagram />\n\nKept for <Fact of="x" />.'),
    'Intro.\n\n*Diagram:* how it flows.\n\nKept for 24 hours.',
  );
});

test('code is kept exactly as written, even when it looks like MDX', () => {
  const code =
    '```tsx\nimport { CapeChatmodal } from \'@cape/chatmodal-react\';\n\n<CapeChatmodal assistantId="asst_01example" />\n:::tip\n```';
  assert.equal(convert(code), code);
});

test('a component with no Markdown form fails, naming the file and line', () => {
  assert.throws(
    () => convert('Text.\n\n<NewWidget />\n'),
    /docs\/Cape UI\.mdx:3: <NewWidget \/> has no plain-Markdown form/,
  );
});

test('an inline component left in the text fails', () => {
  assert.throws(
    () => convert('Ask <Badge>new</Badge> now.'),
    /still holds MDX after conversion: Ask <Badge>new<\/Badge> now\./,
  );
});
