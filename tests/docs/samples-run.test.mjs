// The curl and SDK samples of every page, run as written against a mock of
// the API generated from static/openapi.yaml (tests/samples/mock-api.mjs),
// which refuses any request the document does not allow: a sample and the
// reference cannot disagree on a method, path, parameter, header or body,
// and each request sends the key the sample reads from the environment.
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {docs, openApi} from '../../scripts/docs/sources.mjs';
import {startMockApi} from '../samples/mock-api.mjs';
import {languageOf, runSample, sampleProject} from '../samples/run.mjs';

const apiUrl = openApi.servers[0].url;
// The pages use mikefarah/yq, which Debian does not package; this stand-in
// does the part of it they use and refuses the rest.
const yqStandIn = fileURLToPath(new URL('../samples/yq.mjs', import.meta.url));
const blocks = docs.flatMap((doc) =>
  doc.codeBlocks.map((block) => ({
    ...block,
    doc,
    lang: languageOf(block.lang),
    where: `${doc.name}:${block.line}`,
  })),
);

/**
 * Shell blocks that call the API with curl. A script that takes arguments
 * (it reads `$#` or `${1:?usage…}`) cannot run without them: its page's own
 * test runs it (tests/docs/page-scripts.test.mjs).
 */
const curlSamples = blocks.filter(
  ({lang, code}) =>
    lang === 'bash' &&
    /(^|\n)\s*curl\b/.test(code) &&
    code.includes(apiUrl) &&
    !/\$#|\$\{1:\?/.test(code),
);

/**
 * TypeScript blocks that use the SDK and nothing outside Node.js, and do not
 * start a server: programs a reader runs and that end.
 */
const sdkSamples = blocks.filter(
  ({lang, code}) =>
    lang === 'ts' &&
    code.includes("from '@cape/sdk'") &&
    [...code.matchAll(/from '([^']+)'/g)].every(
      ([, module]) => module === '@cape/sdk' || module.startsWith('node:'),
    ) &&
    !/\.listen\(/.test(code),
);

let mock;
before(async () => {
  mock = await startMockApi();
});
after(() => mock.close());

/** Files a sample reads that an earlier block of its page titles, such as `cape.source.yaml`. */
const titledFiles = (doc, line) =>
  doc.codeBlocks
    .filter((block) => block.line < line)
    .flatMap((block) => {
      const title = /title="([\w.-]+\.(?:ya?ml|json))"/.exec(block.meta)?.[1];
      return title ? [[title, block.code]] : [];
    });

/** Runs samples a few at a time; resolves to one problem string per failure. */
async function runAll(samples, prepare) {
  const problems = [];
  const queue = samples.map((sample, index) => ({...sample, index}));
  const worker = async () => {
    for (let sample = queue.shift(); sample; sample = queue.shift()) {
      // Each sample runs with a key of its own, so the mock's log tells
      // whose requests it refused.
      const key = `sk_test_sample${sample.index}`;
      const {code, lang} = prepare(sample);
      const dir = sampleProject();
      for (const [name, content] of titledFiles(sample.doc, sample.line)) {
        writeFileSync(join(dir, name), content);
      }
      const {status, output} = await runSample(dir, 'sample', lang, code, {
        CAPE_SECRET_KEY: key,
        CAPE_API_URL: mock.url,
      });
      const calls = mock.calls.filter((call) => call.key === key);
      const refused = calls.filter(({status: code}) => code >= 300);
      const callsApi = /\bcape\.\w+\.\w+\(|curl\b/.test(sample.code);
      if (status !== 0 || refused.length || (callsApi && !calls.length)) {
        problems.push(
          `${sample.where}: exit ${status}; ${
            refused
              .map(
                (call) =>
                  `${call.method} ${call.path} ${call.status}: ${call.error}`,
              )
              .join('; ') ||
            (calls.length ? 'no refusal' : 'no API call reached the mock')
          }\n${output.slice(0, 600)}`,
        );
      }
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  return problems;
}

test('every curl sample runs as written against the mock API, and each request is one the document allows', async () => {
  assert.ok(curlSamples.length > 5, 'the docs have curl samples');
  const from = mock.calls.length;
  const problems = await runAll(curlSamples, (sample) => ({
    lang: 'bash',
    // The one change: the API's origin becomes the mock's. curl fails on an
    // error status (printing the body, unless the sample asks for -f itself)
    // and keeps its exit status; `uuidgen` is stood in where the machine
    // lacks it.
    code: `set -eu
curl() {
  local fail=(--fail-with-body) status arg
  for arg in "$@"; do
    case "$arg" in --fail | --fail-with-body | -[!-]*f* | -f*) fail=() ;; esac
  done
  command curl --silent --show-error "\${fail[@]}" "$@" && status=0 || status=$?
  echo
  return "$status"
}
command -v uuidgen >/dev/null || uuidgen() { cat /proc/sys/kernel/random/uuid; }
yq() { node ${JSON.stringify(yqStandIn)} "$@"; }
${sample.code.replaceAll(apiUrl, mock.url)}`,
  }));
  // Each request carried the key its sample was given in $CAPE_SECRET_KEY.
  for (const call of mock.calls.slice(from)) {
    if (!/^sk_test_sample\d+$/.test(call.key ?? '')) {
      problems.push(
        `${call.method} ${call.path}: not sent with the key in the environment; send "Authorization: Bearer $CAPE_SECRET_KEY"`,
      );
    }
  }
  assert.deepEqual(problems, []);
});

test('every SDK sample runs as written with tsx against the mock API, and each call is one the document allows', async () => {
  assert.ok(sdkSamples.length > 5, 'the docs have SDK samples');
  const runs = sdkSamples.map((sample, index) => {
    const dir = sampleProject();
    const file = join(dir, 'sample.ts');
    writeFileSync(file, sample.code);
    const key = `sk_test_sdk${index}`;
    return {sample, key, file, dir, env: {CAPE_SECRET_KEY: key}};
  });
  const {output} = await runSample(
    sampleProject(),
    'import-each',
    'ts',
    readFileSync(new URL('../samples/import-each.mjs', import.meta.url)),
    {CAPE_API_URL: mock.url},
    120_000,
    [JSON.stringify(runs.map(({file, dir, env}) => ({file, dir, env})))],
  );
  const results = new Map(
    [...output.matchAll(/^@@result (.*)$/gm)].map(([, json]) => {
      const result = JSON.parse(json);
      return [result.file, result.error];
    }),
  );
  const problems = runs.flatMap(({sample, key, file}) => {
    const calls = mock.calls.filter((call) => call.key === key);
    const refused = calls.filter(({status}) => status >= 300);
    const callsApi = /\bcape\.\w+\.\w+\(/.test(sample.code);
    if (!results.has(file))
      return [`${sample.where}: did not run\n${output.slice(-600)}`];
    const error = results.get(file);
    return error || refused.length || (callsApi && !calls.length)
      ? [
          `${sample.where}: ${error ?? ''} ${refused
            .map(
              (call) =>
                `${call.method} ${call.path} ${call.status}: ${call.error}`,
            )
            .join(
              '; ',
            )}${callsApi && !calls.length ? 'no API call reached the mock' : ''}`,
        ]
      : [];
  });
  assert.deepEqual(problems, []);
});

test('a request the document does not allow is refused by the mock', async () => {
  const headers = {
    Authorization: 'Bearer sk_test_example',
    'Content-Type': 'application/json',
  };
  const send = (method, path, body, extra = {}) =>
    fetch(`${mock.url}${path}`, {
      method,
      headers: {...headers, ...extra},
      body: body && JSON.stringify(body),
    }).then((response) => response.status);
  assert.equal(await send('GET', '/workspace'), 200);
  assert.equal(
    await send('GET', '/workspace', undefined, {Authorization: ''}),
    401,
  );
  assert.equal(
    await send('POST', '/sources', {name: 'Help', type: 'website', extra: 1}),
    400,
  );
  assert.equal(
    await send('GET', '/documents?sourceId=src_01example&limit=500'),
    400,
  );
  assert.equal(
    await send('GET', '/documents?sourceId=src_01example&page=2'),
    400,
  );
  assert.equal(
    await send('POST', '/crawls/crawl_01example/cancel', {now: true}),
    400,
  );
  assert.equal(await send('PUT', '/sources/src_01example', {}), 405);
  assert.equal(await send('GET', '/sources/not-an-id'), 400);
  assert.equal(await send('GET', '/nothing'), 404);
  assert.equal(
    await send(
      'POST',
      '/assistants/asst_01example/answers',
      {question: 'Hi?'},
      {
        Authorization: 'Bearer pk_test_example',
      },
    ),
    200,
  );
  assert.equal(
    await send(
      'POST',
      '/sources',
      {name: 'Help', type: 'upload'},
      {
        Authorization: 'Bearer pk_test_example',
      },
    ),
    401,
  );
});
