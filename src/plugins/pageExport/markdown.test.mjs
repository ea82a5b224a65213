// A doc's plain-Markdown form (./markdown.ts), which each page's `.md` file,
// /llms-full.txt and "Copy page" serve: MDX constructs become Markdown that
// reads as the page does, and anything it cannot convert fails loudly.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const load = createJiti(import.meta.url, {interopDefault: true});
const {mdxToMarkdown} = load('./markdown.ts');
const siteDir = fileURLToPath(new URL('../../..', import.meta.url));

const convert = (source, page = 'docs/Cape UI.mdx') =>
  mdxToMarkdown(source, {
    siteDir,
    page,
    siteUrl: 'https://cape.example.com/base',
    components: {Diagram: '_Diagram:_ how it flows.'},
  });

for (const [name, source, markdown, page] of [
  [
    'front matter, imports and comments go; headings and prose stay',
    "---\ntitle: Cape UI\n---\n\nimport Tabs from '@theme/Tabs';\n\n## Keys\n\n{/* A note to authors. */}\n\nText.\n",
    '## Keys\n\nText.',
  ],
  [
    "a heading's custom id stays on the site, out of the export",
    '## Retrying after errors \\{#rate-limits-and-retries}\n\nText.\n',
    '## Retrying after errors\n\nText.',
  ],
  [
    'tabs become headed sections under their section, or bold labels in a list',
    [
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
      '<TabItem',
      '  value="ts"',
      '  label="TypeScript">',
      '',
      'Split over lines.',
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
    ].join('\n'),
    [
      '### Ask',
      '',
      '#### curl',
      '',
      '```bash',
      'curl https://api.cape.example.com/v1/workspace',
      '```',
      '',
      '#### TypeScript',
      '',
      'Split over lines.',
      '',
      '1. Install:',
      '',
      '   **npm**',
      '',
      '   ```bash',
      '   npm install @cape/sdk',
      '   ```',
    ].join('\n'),
  ],
  [
    'admonitions become block quotes led by their kind and title',
    ':::warning[Mind the limit]\nSlow down.\n\nReally.\n:::\n\n:::tip\nTip.\n:::',
    '> **Warning: Mind the limit**\n>\n> Slow down.\n>\n> Really.\n\n> **Tip**\n>\n> Tip.',
  ],
  [
    'details become the question in bold, then the answer',
    '<details>\n<summary>Why `401`?</summary>\n\nThe key.\n\n</details>',
    '**Why `401`?**\n\nThe key.',
  ],
  [
    'a JSX code block becomes a fence',
    `<CodeBlock language="ts">{'const a = 1;\\nconst b = 2;'}</CodeBlock>`,
    '```ts\nconst a = 1;\nconst b = 2;\n```',
  ],
  [
    'links to docs, site paths, anchors and static files become absolute URLs',
    '[a](./Cape.mdx#keys) [b](<./Cape Landing Page/overview.mdx>) [c](../Cape%20UI.mdx) [d](/docs/Cape#x) [e](#roles) [f](pathname:///openapi.yaml) [g](https://example.com/)',
    '[a](https://cape.example.com/base/docs/Best%20Prectice/Cape#keys) ' +
      '[b](https://cape.example.com/base/docs/Best%20Prectice/Cape%20Landing%20Page/overview) ' +
      '[c](https://cape.example.com/base/docs/Cape%20UI) ' +
      '[d](https://cape.example.com/base/docs/Cape#x) ' +
      '[e](https://cape.example.com/base/docs/Best%20Prectice/overview#roles) ' +
      '[f](https://cape.example.com/base/openapi.yaml) ' +
      '[g](https://example.com/)',
    'docs/Best Prectice/overview.mdx',
  ],
  [
    'components become their Markdown form; facts are rendered and linked',
    'Intro.\n\n<Diagram />\n\nKept for <Fact of="keys.rollGrace" />.',
    'Intro.\n\n_Diagram:_ how it flows.\n\nKept for [24 hours](https://cape.example.com/base/docs/Cape#time-limits).',
    'docs/Cape.mdx',
  ],
]) {
  test(name, () => assert.equal(convert(source, page), markdown));
}

test('a picture becomes a Markdown image of its light drawing, with its alt text', () => {
  const {screens} = load('../../components/Screen/screens.ts');
  assert.equal(
    convert('Intro.\n\n<Screen name="chat-modal-closed" />\n\nAfter.'),
    `Intro.\n\n![${screens['chat-modal-closed'].alt}](https://cape.example.com/base/img/screens/chat-modal-closed-light.svg)\n\nAfter.`,
  );
  assert.throws(
    () => convert('Text.\n\n<Screen name="chat-modal" />\n'),
    /docs\/Cape UI\.mdx:3: <Screen name="chat-modal"> is not a picture/,
  );
});

test('code is kept exactly as written, even when it looks like MDX', () => {
  const code =
    '```tsx\nimport { CapeChatmodal } from \'@cape/chatmodal-react\';\n\n<CapeChatmodal assistantId="asst_01example" />\n:::tip\n```';
  assert.equal(convert(code), code);
});

test('a component with no Markdown form, or an expression, fails, naming the file and line', () => {
  for (const [source, error] of [
    [
      'Text.\n\n<NewWidget />\n',
      /docs\/Cape UI\.mdx:3: <NewWidget> has no plain-Markdown form/,
    ],
    [
      'Ask <Badge>new</Badge> now.',
      /docs\/Cape UI\.mdx:1: <Badge> has no plain-Markdown form/,
    ],
    ['Ask {1 + 1} now.', /docs\/Cape UI\.mdx:1: \{1 \+ 1\} is JavaScript/],
  ]) {
    assert.throws(() => convert(source), error);
  }
});
