// Code blocks are highlighted when the site is built
// (src/plugins/buildTimeHighlight). The real pages use titles and line
// ranges only, so this builds a copy with the other things authors write —
// magic comments, line numbers, an unknown language, markup in code, a
// <CodeBlock> written in JSX — and reads the prerendered HTML.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {build, buildWithProbe, fixture, withMistake} from './siteCopy.mjs';
import {loadTs} from '../../scripts/docs/sources.mjs';

const probe = `

## Probe code

\`\`\`ts
const first = 1;
// highlight-next-line
const second = 2;

const afterABlankLine = 3;
\`\`\`

\`\`\`js showLineNumbers
const markup = '<b>bold</b>';
\`\`\`

\`\`\`unknownlang
if a < b then
\`\`\`

import CodeBlock from '@theme/CodeBlock';

<CodeBlock language="ts">{'const written = 1;'}</CodeBlock>
`;

const html = buildWithProbe(probe);

/** The code blocks after the probe heading, in order: <code> elements' HTML. */
const blocks = [
  ...html
    .slice(html.indexOf('id=probe-code'))
    .matchAll(/<pre[^>]*>(<code[^>]*>[\s\S]*?<\/code>)<\/pre>/g),
].map(([, code]) => code);

const lines = (code) =>
  [
    ...code.matchAll(
      /<span class="?(token-line[^">]*)"?>([\s\S]*?)<br\/?><\/span>/g,
    ),
  ].map(([, className, content]) => ({
    className,
    text: content.replace(/<[^>]+>/g, ''),
    content,
  }));

test('the probe page has its four code blocks', () => {
  assert.equal(blocks.length, 4, html.slice(html.indexOf('id=probe-code')));
});

// The probe build above also fills the persistent cache; a second build
// after an edit to the API document alone must show the edit: the reference
// tables read static/openapi.yaml, which the cache only knows about through
// src/plugins/referenceTables/dependencies.ts. (Before the next test resets
// the fixture, so it costs one build, not two.)
test('an edit to static/openapi.yaml alone reaches the pages on the next build', () => {
  const api = join(fixture, 'static', 'openapi.yaml');
  const before = 'a publishable key for anything but';
  const after = 'a publishable key for any operation but';
  const source = readFileSync(api, 'utf8');
  assert.equal(
    source.split(before).length,
    2,
    `${api} must say "${before}" once (the errors table's forbidden row)`,
  );
  writeFileSync(api, source.replace(before, after));
  const second = build(fixture);
  assert.equal(second.status, 0, second.output);
  const page = readFileSync(
    join(fixture, 'build', 'docs', 'Cape.html'),
    'utf8',
  );
  assert.ok(page.includes(after), 'the errors table on Cape kept the old text');
});

test('a magic comment is removed and highlights the next line', () => {
  const [first, second, blank, last, ...rest] = lines(blocks[0]);
  assert.equal(rest.length, 0);
  assert.equal(blank.text, '');
  assert.match(last.content, /<span class="token keyword">const<\/span>/);
  assert.equal(first.text, 'const first = 1;');
  assert.doesNotMatch(first.className, /highlighted/);
  assert.equal(second.text, 'const second = 2;');
  assert.match(second.className, /theme-code-block-highlighted-line/);
  assert.match(first.content, /<span class="token keyword">const<\/span>/);
});

test('showLineNumbers numbers the lines', () => {
  assert.match(blocks[1], /counter-reset:line-count 0/);
  const [line] = lines(blocks[1]);
  assert.match(line.content, /<span class="?codeLineNumber/);
});

test('markup inside code is shown as text, not parsed', () => {
  // `>` may stay unescaped in text: the HTML minifier writes it bare.
  assert.match(blocks[1], /&lt;b(&gt;|>)bold&lt;\/b(&gt;|>)/);
  assert.doesNotMatch(blocks[1], /<b>bold<\/b>/);
});

test('a language Prism does not know is shown as plain, escaped text', () => {
  const [line] = lines(blocks[2]);
  assert.equal(line.content, 'if a &lt; b then');
});

test('a <CodeBlock> written in JSX still shows its code, unhighlighted', () => {
  const [line] = lines(blocks[3]);
  assert.equal(line.content, 'const written = 1;');
});

test('a build whose highlighted lines do not match the theme fails, naming the block', () => {
  const {status, output} = withMistake((dir) => {
    // As if the build-time highlighter split lines unlike the theme.
    const file = join(dir, 'src', 'plugins', 'buildTimeHighlight', 'rehype.ts');
    const source = readFileSync(file, 'utf8');
    const split =
      'return normalizeTokens(Prism.tokenize(source, grammar)).map(';
    assert.ok(source.includes(split));
    writeFileSync(
      file,
      source.replace(
        split,
        'return normalizeTokens(Prism.tokenize(source, grammar)).slice(1).map(',
      ),
    );
  });
  assert.notEqual(status, 0, output);
  assert.match(
    output,
    /A code block highlighted at build time has \d+ lines where the theme has \d+/,
  );
});

test("the build drops a fenced block's text when its highlighted lines give back its code exactly", () => {
  const {rehypeHighlightCode} = loadTs(
    '../../src/plugins/buildTimeHighlight/rehype.ts',
  );
  const {codeFromHighlightedLines} = loadTs(
    '../../src/plugins/buildTimeHighlight/codeText.ts',
  );
  const block = (language, value) => ({
    type: 'element',
    tagName: 'pre',
    properties: {},
    children: [
      {
        type: 'element',
        tagName: 'code',
        properties: {className: [`language-${language}`]},
        children: [{type: 'text', value}],
      },
    ],
  });
  const written =
    "const tag = '<b>&lt;</b>' && a > b;\n\n// highlight-next-line\nx();\n";
  const crlf = 'echo one\r\necho two\n';
  const tree = {
    type: 'root',
    children: [
      block('ts', written),
      block('bash', crlf),
      block('nolang', 'a < b\n'),
    ],
  };
  rehypeHighlightCode({additionalLanguages: []})(tree);
  const [ts, bash, plain] = tree.children.map((pre) => pre.children[0]);
  for (const [code, value] of [
    [ts, written],
    [plain, 'a < b\n'],
  ]) {
    assert.deepEqual(code.children, [], 'the text is not shipped twice');
    assert.equal(
      codeFromHighlightedLines(code.properties.highlightedLines),
      value,
    );
  }
  assert.match(
    ts.properties.highlightedLines,
    /<span class="token keyword">const<\/span>/,
  );
  // \r\n does not come back from the lines: that block keeps its text.
  assert.deepEqual(bash.children, [{type: 'text', value: crlf}]);
});
