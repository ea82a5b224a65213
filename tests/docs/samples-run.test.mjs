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

/**
 * A sample's problem, if it failed (`failure`), sent a request the mock
 * refused, or calls the API but sent it nothing; each sample runs with a key
 * of its own, so the mock's log tells whose requests it refused.
 */
function problemsOf(sample, key, failure, output = '') {
  const calls = mock.calls.filter((call) => call.key === key);
  const found = [
    failure,
    ...calls
      .filter(({status}) => status >= 300)
      .map(
        (call) => `${call.method} ${call.path} ${call.status}: ${call.error}`,
      ),
    /\bcape\.\w+\.\w+\(|curl\b/.test(sample.code) &&
      !calls.length &&
      'no API call reached the mock',
  ].filter(Boolean);
  return found.length
    ? [`${sample.where}: ${found.join('; ')}\n${output.slice(0, 600)}`]
    : [];
}

test('every curl sample runs as written against the mock API, and each request is one the document allows', async () => {
  assert.ok(curlSamples.length > 5, 'the docs have curl samples');
  const from = mock.calls.length;
  const queue = curlSamples.map((sample, index) => ({sample, index}));
  const problems = [];
  // Three at a time.
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const {sample, index} = next;
      const key = `sk_test_sample${index}`;
      const dir = sampleProject();
      for (const [name, content] of titledFiles(sample.doc, sample.line)) {
        writeFileSync(join(dir, name), content);
      }
      // The one change: the API's origin becomes the mock's. curl fails on
      // an error status (printing the body, unless the sample asks for -f
      // itself) and keeps its exit status; `uuidgen` is stood in where the
      // machine lacks it.
      const code = `set -eu
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
${sample.code.replaceAll(apiUrl, mock.url)}`;
      const {status, output} = await runSample(dir, 'sample', 'bash', code, {
        CAPE_SECRET_KEY: key,
      });
      problems.push(
        ...problemsOf(sample, key, status !== 0 && `exit ${status}`, output),
      );
    }
  };
  await Promise.all([worker(), worker(), worker()]);
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
  const problems = runs.flatMap(({sample, key, file}) =>
    results.has(file)
      ? problemsOf(sample, key, results.get(file))
      : [`${sample.where}: did not run\n${output.slice(-600)}`],
  );
  assert.deepEqual(problems, []);
});

test('a request the document does not allow is refused by the mock', async () => {
  const secret = 'Bearer sk_test_example';
  const publishable = 'Bearer pk_test_example';
  const question = {question: 'Hi?'};
  const source = {name: 'Help', type: 'website'};
  const documents = '/documents?sourceId=src_01example';
  for (const [status, method, path, body, authorization = secret] of [
    [200, 'GET', '/workspace'],
    [401, 'GET', '/workspace', undefined, ''],
    [400, 'POST', '/sources', {...source, extra: 1}],
    [400, 'GET', `${documents}&limit=500`],
    [400, 'GET', `${documents}&page=2`],
    [400, 'POST', '/crawls/crawl_01example/cancel', {now: true}],
    [405, 'PUT', '/sources/src_01example', {}],
    [400, 'GET', '/sources/not-an-id'],
    [404, 'GET', '/nothing'],
    [200, 'POST', '/assistants/asst_01example/answers', question, publishable],
    [401, 'POST', '/sources', {...source, type: 'upload'}, publishable],
  ]) {
    const response = await fetch(`${mock.url}${path}`, {
      method,
      headers: {
        Authorization: authorization,
        'Content-Type': 'application/json',
      },
      body: body && JSON.stringify(body),
    });
    assert.equal(response.status, status, `${method} ${path}`);
  }
});
