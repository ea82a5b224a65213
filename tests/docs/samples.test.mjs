// Code samples as written: they type-check against the SDK and Node.js (the
// TypeScript samples of CONTRIBUTING.md too, so the guide cannot drift from
// the code), name
// only operations the API has, show requests and responses its schemas
// accept, and never hold a secret. (Run against a mock of the API, the curl
// and SDK samples call only real operations, with valid bodies and the key
// from the environment: samples-run.test.mjs.) The chat modal's React
// samples run in the Next.js App Router.
import {test} from 'node:test';
import YAML from 'yaml';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import {parseDoc} from '../../src/plugins/authorChecks/parse.mjs';
import {typeCheck} from '../../scripts/docs/snippets.mjs';
import {
  apiBasePath,
  dereference,
  docs,
  loadTs,
  openApi,
  operationFor,
  operations,
  root,
} from '../../scripts/docs/sources.mjs';

const blocks = docs.flatMap((doc) =>
  doc.codeBlocks.map((block) => ({doc, block})),
);
const where = ({doc, block}, offset = 0) =>
  `${doc.name}:${block.line + 1 + offset}`;
const apiOrigin = new URL(openApi.servers[0].url).origin;

const guide = readFileSync(join(root, 'CONTRIBUTING.md'), 'utf8');
const guideBlocks = (source) =>
  parseDoc(source)
    .codeBlocks.filter((block) => ['ts', 'tsx'].includes(block.lang))
    .map((block) => ({doc: {name: 'CONTRIBUTING.md'}, block}));

// The SDK and the React component the samples are checked against
// (scripts/docs/cape-sdk.d.ts) declare exactly the operations' SDK methods
// (`x-cape-sdk-method`) and the options and events src/data/chatmodal.ts
// documents: in the same program, a name missing or extra on either side is
// a type error.
const {chatmodalOptions, chatmodalEvents, chatmodalEventProp} = loadTs(
  '../../src/data/chatmodal.ts',
);
const each = (names) =>
  JSON.stringify(Object.fromEntries(names.map((name) => [name, true])));
const declared = {
  doc: {name: 'scripts/docs/cape-sdk.d.ts against the data'},
  block: {
    line: 0,
    code: `import type {Cape} from '@cape/sdk';
import type {CapeChatmodalProps} from '@cape/chatmodal-react';
type Methods = {[R in keyof Cape]: \`\${R}.\${keyof Cape[R] & string}\`}[keyof Cape];
export const sdk: Record<Methods, true> = ${each(operations.map((operation) => operation['x-cape-sdk-method']))};
export const props: Record<keyof CapeChatmodalProps, true> = ${each([
      // Nested options (`theme.mode`) are one object prop (`theme`).
      ...chatmodalOptions.map(({name}) => name.split('.')[0]),
      'open',
      ...chatmodalEvents.map(({name}) => chatmodalEventProp(name)),
    ])};
`,
  },
};

test("every TypeScript, TSX and JavaScript sample, and CONTRIBUTING.md's TypeScript ones, type-check against the SDK, Node.js and the DOM; a guide sample that does not is caught, with its line; the SDK and the React component declare exactly what the API document and src/data/chatmodal.ts hold", async () => {
  const checked = blocks.filter(({block}) =>
    ['ts', 'tsx', 'typescript', 'js', 'javascript'].includes(block.lang),
  );
  assert.ok(checked.length > 10, 'the docs have code samples');
  assert.ok(guideBlocks(guide).length > 0, 'the guide shows TypeScript');
  // Planted beside them, in the same program: the SDK's option is `apiKey`,
  // and the guide once showed `secretKey`.
  const planted = guideBlocks(guide.replace('apiKey:', 'secretKey:')).filter(
    ({block}) => block.code.includes('secretKey:'),
  );
  assert.equal(planted.length, 1, 'the guide shows `new Cape({apiKey})`');
  const problems = await typeCheck([
    ...checked,
    ...guideBlocks(guide),
    ...planted,
    declared,
  ]);
  const caught = problems.filter((problem) => problem.includes('secretKey'));
  assert.deepEqual(
    problems.filter((problem) => !caught.includes(problem)),
    [],
  );
  assert.equal(caught.length, 1, caught.join('\n'));
  assert.match(caught[0], /^CONTRIBUTING\.md:\d+: /);
});

test('no sample declares a value it does not define: run as written, it would throw', () => {
  const problems = blocks.flatMap((entry) =>
    entry.block.code
      .split('\n')
      .flatMap((line, index) =>
        /^\s*(export\s+)?declare\s+(const|let|var|function|class)\b/.test(line)
          ? [`${where(entry, index)}: \`${line.trim()}\``]
          : [],
      ),
  );
  assert.deepEqual(problems, []);
});

// Secret keys, webhook signing secrets and visitor tokens, written out. The
// prefixes alone (`sk_live_…`) name a kind of key and are fine.
const literalSecret = /\b(?:sk_(?:live|test)|whsec|vt)_[A-Za-z0-9_]{6,}/g;

test('no page holds a secret: not in a sample, not in the prose', () => {
  const problems = docs.flatMap((doc) =>
    doc.source
      .split('\n')
      .flatMap((line, index) =>
        [...line.matchAll(literalSecret)].map(
          ([secret]) =>
            `${doc.name}:${index + 1}: ${secret} (read secrets from the environment, such as $CAPE_SECRET_KEY)`,
        ),
      ),
  );
  assert.deepEqual(problems, []);
});

/** A block's `title="…"` from its metastring. */
const titleOf = (block) => /title="([^"]*)"/.exec(block.meta)?.[1];

test('every JSON or YAML sample titled as a request or response is valid for its operation', () => {
  // `cape.source.yaml` holds a source as `POST /v1/sources` takes it; a block
  // titled `POST /v1/sources` is that request's body, one titled
  // `GET /v1/crawls/crawl_01example` that request's response.
  const ajv = new Ajv2020({strict: false, allErrors: true});
  const problems = [];
  let checked = 0;
  for (const entry of blocks) {
    const title = titleOf(entry.block);
    if (!title || !['json', 'yaml', 'yml'].includes(entry.block.lang)) continue;
    const request = /^(GET|POST|PATCH|DELETE) (\/\S+)$/.exec(title);
    // A block titled with a webhook event's name is that event's delivery.
    const operation =
      title === 'cape.source.yaml'
        ? operationFor('POST', `${apiBasePath}/sources`)
        : (openApi.webhooks[title]?.post ??
          (request && operationFor(request[1], request[2].split('?')[0])));
    if (!operation) continue;
    const schema =
      operation.method === 'GET' && !openApi.webhooks[title]
        ? Object.entries(operation.responses).find(([status]) =>
            status.startsWith('2'),
          )?.[1]?.content?.['application/json']?.schema
        : operation.requestBody?.content?.['application/json']?.schema;
    if (!schema) continue;
    checked += 1;
    const value =
      entry.block.lang === 'json'
        ? JSON.parse(entry.block.code)
        : YAML.parse(entry.block.code);
    const validate = ajv.compile(dereference(schema));
    if (!validate(value)) {
      problems.push(
        ...validate.errors.map(
          (error) =>
            `${where(entry)} (${title}): ${error.instancePath || '/'} ${error.message}${error.params?.additionalProperty ? ` (${error.params.additionalProperty})` : ''}`,
        ),
      );
    }
  }
  assert.ok(checked > 0, 'the docs have titled request or response samples');
  assert.deepEqual(problems, []);
});

test('every API path a page names, in prose or a sample, is an operation', () => {
  const problems = docs.flatMap((doc) =>
    doc.source
      .split('\n')
      .flatMap((line, index) => [
        ...[
          ...line.matchAll(
            new RegExp(
              `\\b(GET|POST|PATCH|PUT|DELETE) (${apiBasePath}/[\\w{}/.-]*)`,
              'g',
            ),
          ),
        ]
          .filter(
            ([, method, path]) =>
              !operationFor(method, path.replace(/[.]$/, '')),
          )
          .map(([mention]) => `${doc.name}:${index + 1}: ${mention}`),
        ...[
          ...line.matchAll(
            new RegExp(`${apiOrigin}(${apiBasePath}/[\\w/.{}-]*)`, 'g'),
          ),
        ]
          .filter(
            ([, path]) =>
              !['GET', 'POST', 'PATCH', 'DELETE'].some((method) =>
                operationFor(method, path.replace(/[.]$/, '')),
              ),
          )
          .map(([url]) => `${doc.name}:${index + 1}: ${url}`),
      ]),
  );
  assert.deepEqual(problems, []);
});

test('every Python sample is valid Python', () => {
  const python = blocks.filter(({block}) =>
    ['py', 'python'].includes(block.lang),
  );
  const problems = python.flatMap((entry) => {
    const result = spawnSync(
      'python3',
      ['-c', 'import ast, sys; ast.parse(sys.stdin.read())'],
      {input: entry.block.code, encoding: 'utf8'},
    );
    if (result.error) {
      throw new Error(
        `python3 is needed to check Python samples: ${result.error.message}`,
      );
    }
    return result.status === 0
      ? []
      : [`${where(entry)}: ${result.stderr.trim().split('\n').at(-1)}`];
  });
  assert.deepEqual(problems, []);
});

// A component file of the reader's (src/…) is a client component, so it
// starts with 'use client'; only files under app/ are server components, and
// they render the package's client component with plain values. The global
// `window.Cape` is optional in the package's types, so code reaches it with
// `?.` or after a check (scripts/docs/cape-sdk.d.ts): the type check above.
const reactSamples = blocks
  .filter(
    ({block}) =>
      block.lang === 'tsx' &&
      /@cape\/chatmodal-react|window\.Cape\b/.test(block.code),
  )
  .map((entry) => ({...entry, title: titleOf(entry.block) ?? ''}));

test("every React sample of the chat modal outside app/ starts with 'use client'", () => {
  assert.ok(reactSamples.length > 5, 'the docs have React samples');
  const missing = reactSamples
    .filter(({title}) => !title.startsWith('app/'))
    .filter(({block}) => !/^'use client';\n/.test(block.code))
    .map((entry) => `${where(entry)}: ${entry.title || 'untitled'}`);
  assert.deepEqual(missing, []);
});

test('a server component sample passes the chat modal no function', () => {
  const problems = reactSamples
    .filter(({title}) => title.startsWith('app/'))
    .filter(({block}) => /\b(on[A-Z]\w*|getVisitorToken)=/.test(block.code))
    .map((entry) => where(entry));
  assert.deepEqual(problems, []);
});
