// Code samples run as written: they type-check against the SDK and Node.js,
// call only operations the API has, send bodies its schemas accept, read
// secrets from the environment and never hold one.
import {test} from 'node:test';
import YAML from 'yaml';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import Ajv2020 from 'ajv/dist/2020.js';
import {declaredSdkMethods, typeCheck} from '../../scripts/docs/snippets.mjs';
import {
  apiBasePath,
  dereference,
  docs,
  openApi,
  operationFor,
} from '../../scripts/docs/sources.mjs';

const blocks = docs.flatMap((doc) =>
  doc.codeBlocks.map((block) => ({doc, block})),
);
const where = ({doc, block}, offset = 0) =>
  `${doc.name}:${block.line + 1 + offset}`;
const apiOrigin = new URL(openApi.servers[0].url).origin;

test('every TypeScript, TSX and JavaScript sample type-checks against the SDK, Node.js and the DOM', async () => {
  const checked = blocks.filter(({block}) =>
    ['ts', 'tsx', 'typescript', 'js', 'javascript'].includes(block.lang),
  );
  assert.ok(checked.length > 10, 'the docs have code samples');
  assert.deepEqual(await typeCheck(checked), []);
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

/**
 * Splits a shell script into commands of words, as a POSIX shell would
 * (quotes, backslash-newline continuations), without expanding anything.
 * Each command comes with the line it starts on.
 */
function shellCommands(script) {
  const commands = [];
  let words = [];
  let word = null;
  let line = 0;
  let start = 0;
  const endWord = () => {
    if (word !== null) words.push(word);
    word = null;
  };
  for (let index = 0; index < script.length; index += 1) {
    const char = script[index];
    if (char === "'" || char === '"') {
      let end = index + 1;
      let value = '';
      for (; end < script.length && script[end] !== char; end += 1) {
        if (
          char === '"' &&
          script[end] === '\\' &&
          '"\\$`'.includes(script[end + 1])
        ) {
          end += 1;
        }
        if (script[end] === '\n') line += 1;
        value += script[end];
      }
      if (end >= script.length) {
        throw new Error(`line ${start + 1}: a ${char} quote is never closed`);
      }
      word = (word ?? '') + value;
      index = end;
    } else if (char === '\\' && script[index + 1] === '\n') {
      index += 1;
      line += 1;
    } else if (char === '\n') {
      endWord();
      if (words.length) commands.push({words, line: start});
      words = [];
      line += 1;
      start = line;
    } else if (/\s/.test(char)) {
      endWord();
    } else {
      if (words.length === 0 && word === null) start = line;
      word = (word ?? '') + char;
    }
  }
  endWord();
  if (words.length) commands.push({words, line: start});
  return commands;
}

/** Every curl command that calls the Cape API, parsed. */
const curlCalls = blocks
  .filter(({block}) => ['bash', 'sh', 'shell'].includes(block.lang))
  .flatMap((entry) =>
    shellCommands(entry.block.code)
      .filter(
        ({words}) =>
          words[0] === 'curl' &&
          words.some((word) => word.startsWith(apiOrigin)),
      )
      .map(({words, line}) => {
        const headers = [];
        let method;
        let body;
        let url;
        for (let index = 1; index < words.length; index += 1) {
          const word = words[index];
          if (word === '-X' || word === '--request') method = words[++index];
          else if (word === '-H' || word === '--header')
            headers.push(words[++index]);
          else if (['-d', '--data', '--data-raw', '--json'].includes(word))
            body = words[++index];
          else if (word.startsWith(apiOrigin)) url = new URL(word);
        }
        return {
          where: where(entry, line),
          method: method ?? (body === undefined ? 'GET' : 'POST'),
          url,
          headers,
          body,
        };
      }),
  );

test('every curl command calls an operation of the API', () => {
  assert.ok(curlCalls.length > 3, 'the docs have curl samples');
  const problems = curlCalls
    .filter(({method, url}) => !url || !operationFor(method, url.pathname))
    .map(
      ({where: at, method, url}) =>
        `${at}: ${method} ${url?.pathname ?? '(no URL)'} is not an operation of static/openapi.yaml`,
    );
  assert.deepEqual(problems, []);
});

test('every curl command reads its key from the environment', () => {
  const problems = curlCalls
    .filter(
      ({headers}) =>
        !headers.some((header) =>
          /^Authorization: Bearer \$CAPE_[A-Z_]+_KEY$/.test(header),
        ),
    )
    .map(
      ({where: at}) =>
        `${at}: send "Authorization: Bearer $CAPE_SECRET_KEY" (or another $CAPE_…_KEY variable)`,
    );
  assert.deepEqual(problems, []);
});

test('every JSON body a curl command sends is valid for its operation', () => {
  const ajv = new Ajv2020({strict: false, allErrors: true});
  const problems = [];
  for (const call of curlCalls.filter(({body}) => body !== undefined)) {
    const operation = operationFor(call.method, call.url.pathname);
    const schema =
      operation?.requestBody?.content?.['application/json']?.schema;
    if (!schema) {
      problems.push(
        `${call.where}: ${call.method} ${call.url.pathname} takes no body`,
      );
      continue;
    }
    let value;
    try {
      value = JSON.parse(call.body);
    } catch (error) {
      problems.push(`${call.where}: the body is not JSON: ${error.message}`);
      continue;
    }
    const validate = ajv.compile(dereference(schema));
    if (!validate(value)) {
      problems.push(
        ...validate.errors.map(
          (error) =>
            `${call.where}: body${error.instancePath} ${error.message}${error.params?.additionalProperty ? ` (${error.params.additionalProperty})` : ''}`,
        ),
      );
    }
  }
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

test('every SDK call in a sample is a method the SDK has, for an operation the API has', () => {
  const declared = new Set(declaredSdkMethods());
  const problems = blocks
    .filter(({block}) => ['ts', 'tsx', 'typescript'].includes(block.lang))
    .flatMap((entry) =>
      [...entry.block.code.matchAll(/\bcape\.(\w+)\.(\w+)\(/g)]
        .map(([, resource, method]) => `${resource}.${method}`)
        .filter((method) => !declared.has(method))
        .map((method) => `${where(entry)}: cape.${method}()`),
    );
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
