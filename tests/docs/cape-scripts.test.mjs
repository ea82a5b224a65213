// The scripts docs/Cape.mdx gives readers to copy, run as written against the
// mock API (tests/samples/mock-api.mjs): each exits with the status its
// section states, on a crawl that passes and on one that fails, and follows
// Best Practice's CI advice (the key never in curl's arguments).
import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import {chmodSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {execFileSync} from 'node:child_process';
import {join} from 'node:path';
import {docs, openApi} from '../../scripts/docs/sources.mjs';
import {startMockApi} from '../samples/mock-api.mjs';
import {runSample, sampleProject} from '../samples/run.mjs';

const apiUrl = openApi.servers[0].url;
const page = docs.find((doc) => doc.name === join('docs', 'Cape.mdx'));
const script = (title) => {
  const block = page.codeBlocks.find(({meta}) =>
    (meta ?? '').includes(`title="${title}"`),
  );
  assert.ok(block, `docs/Cape.mdx has a block titled ${title}`);
  return block;
};
const waitForCrawl = script('wait-for-crawl.sh');

// A curl that records its arguments, then runs the real one.
const realCurl = execFileSync('bash', ['-c', 'command -v curl'], {
  encoding: 'utf8',
}).trim();
const shimDir = join(sampleProject(), 'bin');
mkdirSync(shimDir);
writeFileSync(
  join(shimDir, 'curl'),
  `#!/bin/sh\nprintf '%s\\n' "$*" >> "$CURL_ARGS_LOG"\nexec ${realCurl} "$@"\n`,
);
chmodSync(join(shimDir, 'curl'), 0o755);

const mocks = [];
after(() => Promise.all(mocks.map((mock) => mock.close())));

/** Runs wait-for-crawl.sh against a mock whose getCrawl answers `crawl`. */
async function wait(args, {crawl, key = 'sk_test_waitforcrawl'} = {}) {
  const mock = await startMockApi({
    responses: crawl ? {getCrawl: (example) => ({...example, ...crawl})} : {},
  });
  mocks.push(mock);
  const dir = sampleProject();
  const log = join(dir, 'curl-args.log');
  writeFileSync(log, '');
  const env = {
    PATH: `${shimDir}:${process.env.PATH}`,
    CURL_ARGS_LOG: log,
    CAPE_SECRET_KEY: key,
  };
  const result = await runSample(
    dir,
    'wait-for-crawl',
    'bash',
    waitForCrawl.code.replaceAll(apiUrl, mock.url),
    env,
    30_000,
    args,
  );
  return {...result, curlArgs: readFileSync(log, 'utf8'), calls: mock.calls};
}

test('wait-for-crawl.sh follows the CI advice: strict shell, curl -f, inputs from arguments and environment', () => {
  const {code} = waitForCrawl;
  assert.match(code, /^set -euo pipefail$/m);
  for (const line of code
    .split('\n')
    .filter((l) => !/^\s*#/.test(l) && /\bcurl\s/.test(l))) {
    assert.match(line, /\scurl -f/, `curl without -f: ${line}`);
    assert.doesNotMatch(line, /\$CAPE_SECRET_KEY|-H\s/, line);
  }
  assert.doesNotMatch(code, /crawl_01example/, 'no hard-coded crawl ID');
});

test('wait-for-crawl.sh exits 0 and prints the counts when the crawl succeeded, with the key never in curl arguments', async () => {
  const run = await wait(['crawl_01example']);
  assert.equal(run.status, 0, run.output);
  assert.match(run.output, /"fetched"/);
  assert.deepEqual(
    run.calls.map(({method, path, status}) => `${method} ${path} ${status}`),
    ['GET /v1/crawls/crawl_01example 200'],
  );
  assert.ok(run.curlArgs.length > 0, 'curl ran');
  assert.doesNotMatch(run.curlArgs, /sk_test_waitforcrawl/);
});

test('wait-for-crawl.sh exits 1 with the reason when the crawl failed or was cancelled', async () => {
  for (const status of ['failed', 'cancelled']) {
    const run = await wait(['crawl_01example'], {
      crawl: {status, failureReason: 'No start URL could be fetched.'},
    });
    assert.equal(run.status, 1, run.output);
    assert.match(run.output, new RegExp(`ended as ${status}`));
    assert.match(run.output, /No start URL could be fetched/);
  }
});

test('wait-for-crawl.sh exits 2 when the crawl is still running at the deadline', async () => {
  const run = await wait(['crawl_01example', '0'], {
    crawl: {status: 'running', finishedAt: null},
  });
  assert.equal(run.status, 2, run.output);
  assert.match(
    run.output,
    /Gave up after 0 minutes: crawl crawl_01example is running/,
  );
});

test('wait-for-crawl.sh exits 3 when it cannot read the crawl: no ID, no key, a refused key or ID', async () => {
  const noId = await wait([]);
  assert.equal(noId.status, 3, noId.output);
  assert.equal(noId.calls.length, 0);
  const noKey = await wait(['crawl_01example'], {key: ''});
  assert.equal(noKey.status, 3, noKey.output);
  const badKey = await wait(['crawl_01example'], {key: 'not-a-key'});
  assert.equal(badKey.status, 3, badKey.output);
  assert.deepEqual(
    badKey.calls.map(({status}) => status),
    [401],
  );
  const badId = await wait(['not an id']);
  assert.equal(badId.status, 3, badId.output);
});
