// The scripts the pages give readers to copy, run as written (the API's
// origin made the mock's) against one mock of the API
// (tests/samples/mock-api.mjs), with the arguments their usage line names, on
// a crawl or source that passes and on ones that fail: each exits with the
// status its section states, sends nothing after a failed step, and follows
// Best Practice's CI advice (the key never in curl's arguments).
// docs/Cape.mdx: wait-for-crawl.sh. docs/Cape Webcrawlers.mdx: crawl-gate.sh,
// pause-schedule.sh, apply-source.sh.
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {chmodSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {execFileSync} from 'node:child_process';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {docs, openApi} from '../../scripts/docs/sources.mjs';
import {apiError, startMockApi} from '../samples/mock-api.mjs';
import {runSample, sampleProject} from '../samples/run.mjs';

const apiUrl = openApi.servers[0].url;
/** The code of the block titled `title` on `page`. */
const titled = (page, title) => {
  const block = docs
    .find((doc) => doc.name === join('docs', page))
    .codeBlocks.find(({meta}) => (meta ?? '').includes(`title="${title}"`));
  assert.ok(block, `docs/${page} shows ${title}`);
  return block.code;
};
const key = 'sk_test_pagescripts';

// What each test stages: a function of {method, path, query, body} and the
// document's example response that answers a request, or returns nothing for
// the example.
let stage = () => undefined;
let mock;
before(async () => {
  mock = await startMockApi({
    answer: (request, example) =>
      stage({...request, method: request.method.toUpperCase()}, example),
  });
});
after(() => mock.close());

// A `curl` first on PATH that logs its arguments, so the tests can check
// that the key is never among them; `yq` runs the stand-in.
const bin = join(sampleProject(), 'bin');
mkdirSync(bin, {recursive: true});
const argLog = join(bin, 'curl-args.log');
const realCurl = execFileSync('bash', ['-c', 'command -v curl'], {
  encoding: 'utf8',
}).trim();
const yq = fileURLToPath(new URL('../samples/yq.mjs', import.meta.url));
writeFileSync(
  join(bin, 'curl'),
  `#!/bin/sh\nprintf '%s\\n' "$@" >> ${JSON.stringify(argLog)}\nexec ${realCurl} "$@"\n`,
);
writeFileSync(join(bin, 'yq'), `#!/bin/sh\nexec node "${yq}" "$@"\n`);
chmodSync(join(bin, 'curl'), 0o755);
chmodSync(join(bin, 'yq'), 0o755);

/**
 * Runs a page's titled script with `args`, and `files` beside it; resolves to
 * {status, output, calls, curlArgs}.
 */
async function run(
  [page, title],
  args,
  {files = {}, env = {CAPE_SECRET_KEY: key}} = {},
) {
  const dir = sampleProject();
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(join(dir, name), content);
  }
  writeFileSync(argLog, '');
  const from = mock.calls.length;
  const {status, output} = await runSample(
    dir,
    'script',
    'bash',
    titled(page, title).replaceAll(apiUrl, mock.url),
    {...env, PATH: `${bin}:${process.env.PATH}`},
    30_000,
    args,
  );
  const curlArgs = readFileSync(argLog, 'utf8');
  if (env.CAPE_SECRET_KEY) {
    assert.ok(
      !curlArgs.includes(env.CAPE_SECRET_KEY),
      `${title} put the key in curl's arguments`,
    );
  }
  return {status, output, calls: mock.calls.slice(from), curlArgs};
}

const ok = (body) => ({status: 200, body});
const refused = (calls) => calls.filter((call) => call.status >= 300);
const patches = (calls) =>
  calls.filter((call) => call.method === 'PATCH').map((call) => call.body);

const waitForCrawl = ['Cape.mdx', 'wait-for-crawl.sh'];
/** Stages crawl_01example as the example with `fields` replaced. */
const stageExample = (fields) => {
  stage = ({path}, example) =>
    path === '/crawls/crawl_01example'
      ? ok({...example, ...fields})
      : undefined;
};

test('wait-for-crawl.sh follows the CI advice: strict shell, curl -f, inputs from arguments and environment', () => {
  const code = titled(...waitForCrawl);
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
  stage = () => undefined;
  const {status, output, calls, curlArgs} = await run(waitForCrawl, [
    'crawl_01example',
  ]);
  assert.equal(status, 0, output);
  assert.match(output, /"fetched"/);
  assert.deepEqual(
    calls.map((call) => `${call.method} ${call.path} ${call.status}`),
    ['GET /v1/crawls/crawl_01example 200'],
  );
  assert.ok(curlArgs.length > 0, 'curl ran');
});

test('wait-for-crawl.sh exits 1 with the reason when the crawl failed or was cancelled', async () => {
  for (const status of ['failed', 'cancelled']) {
    stageExample({status, failureReason: 'No start URL could be fetched.'});
    const result = await run(waitForCrawl, ['crawl_01example']);
    assert.equal(result.status, 1, result.output);
    assert.match(result.output, new RegExp(`ended as ${status}`));
    assert.match(result.output, /No start URL could be fetched/);
  }
});

test('wait-for-crawl.sh exits 2 when the crawl is still running at the deadline', async () => {
  stageExample({status: 'running', finishedAt: null});
  const {status, output} = await run(waitForCrawl, ['crawl_01example', '0']);
  assert.equal(status, 2, output);
  assert.match(
    output,
    /Gave up after 0 minutes: crawl crawl_01example is running/,
  );
});

test('wait-for-crawl.sh exits 3 when it cannot read the crawl: no ID, no key, a refused key or ID', async () => {
  stage = () => undefined;
  const noId = await run(waitForCrawl, []);
  assert.equal(noId.status, 3, noId.output);
  assert.equal(noId.calls.length, 0);
  const noKey = await run(waitForCrawl, ['crawl_01example'], {
    env: {CAPE_SECRET_KEY: ''},
  });
  assert.equal(noKey.status, 3, noKey.output);
  const badKey = await run(waitForCrawl, ['crawl_01example'], {
    env: {CAPE_SECRET_KEY: 'not-a-key'},
  });
  assert.equal(badKey.status, 3, badKey.output);
  assert.deepEqual(
    badKey.calls.map(({status}) => status),
    [401],
  );
  const badId = await run(waitForCrawl, ['not an id']);
  assert.equal(badId.status, 3, badId.output);
});

const crawlGate = ['Cape Webcrawlers.mdx', 'crawl-gate.sh'];
const pauseSchedule = ['Cape Webcrawlers.mdx', 'pause-schedule.sh'];
const applySource = ['Cape Webcrawlers.mdx', 'apply-source.sh'];
const crawl = (id, status, urls) => ({
  id,
  sourceId: 'src_01example',
  status,
  urls,
  startedAt: '2025-03-04T03:00:02Z',
  finishedAt: '2025-03-04T03:06:41Z',
  failureReason: status === 'failed' ? 'The start URL did not answer.' : null,
});
const healthy = {fetched: 398, not_modified: 14, skipped_robots: 3, error: 0};

/**
 * Stages a crawl `crawl_01now` with `urls` and `status`, after `history`
 * (newest first, split over two pages of the list), and two pages of
 * failed URLs.
 */
function stageCrawl(urls, {status = 'succeeded', history}) {
  const list = [crawl('crawl_01now', status, urls), ...history];
  stage = ({method, path, query}) => {
    if (method !== 'GET') return undefined;
    if (path === '/crawls/crawl_01now') return ok(list[0]);
    if (path === '/sources/src_01example/crawls') {
      return query.cursor === 'older'
        ? ok({data: list.slice(2), nextCursor: null})
        : ok({data: list.slice(0, 2), nextCursor: 'older'});
    }
    if (path === '/crawls/crawl_01now/urls' && query.outcome === 'error') {
      const entry = (url) => ({
        url,
        outcome: 'error',
        status: 503,
        depth: 1,
        detail: 'The server answered 503.',
      });
      return query.cursor === 'next'
        ? ok({data: [entry('https://help.example.com/b')], nextCursor: null})
        : ok({data: [entry('https://help.example.com/a')], nextCursor: 'next'});
    }
    return undefined;
  };
}

test('crawl-gate.sh passes a crawl that succeeded without page errors, reaching as many pages as the last success', async () => {
  stageCrawl(healthy, {
    history: [
      crawl('crawl_01failed', 'failed', {fetched: 900}),
      crawl('crawl_01before', 'succeeded', {...healthy, not_modified: 10}),
    ],
  });
  const {status, output, calls} = await run(crawlGate, ['crawl_01now']);
  assert.equal(status, 0, output);
  assert.deepEqual(refused(calls), []);
  // It paged past the failed crawl to the one that succeeded.
  assert.ok(
    calls.some((call) => call.path.endsWith('/sources/src_01example/crawls')),
  );
});

test('crawl-gate.sh passes the first crawl of a source, with nothing to compare', async () => {
  stageCrawl(healthy, {history: []});
  const {status, output} = await run(crawlGate, ['crawl_01now']);
  assert.equal(status, 0, output);
});

test('crawl-gate.sh fails on page errors and prints every failed page, over pages of the list', async () => {
  stageCrawl({...healthy, error: 2}, {history: []});
  const {status, output} = await run(crawlGate, ['crawl_01now']);
  assert.equal(status, 1, output);
  assert.match(
    output,
    /https:\/\/help\.example\.com\/a\t503\tThe server answered 503\./,
  );
  assert.match(output, /https:\/\/help\.example\.com\/b\t503/);
});

test('crawl-gate.sh fails when fewer pages were reached than in the previous successful crawl', async () => {
  stageCrawl(
    {fetched: 300, not_modified: 14, skipped_robots: 3},
    {
      history: [
        crawl('crawl_01x', 'cancelled', {}),
        crawl('crawl_01before', 'succeeded', healthy),
      ],
    },
  );
  const {status, output} = await run(crawlGate, ['crawl_01now']);
  assert.equal(status, 1, output);
  assert.match(output, /fell from 412 to 314/);
});

test('crawl-gate.sh fails when skipped_robots rose, with a missing count read as 0', async () => {
  stageCrawl(
    {...healthy, skipped_robots: 40},
    {
      history: [
        crawl('crawl_01before', 'succeeded', {fetched: 398, not_modified: 14}),
      ],
    },
  );
  const {status, output} = await run(crawlGate, ['crawl_01now']);
  assert.equal(status, 1, output);
  assert.match(output, /skipped_robots rose from 0 to 40/);
});

test('crawl-gate.sh fails on a crawl that did not succeed, and when the crawl cannot be read', async () => {
  stageCrawl({}, {status: 'failed', history: []});
  const failed = await run(crawlGate, ['crawl_01now']);
  assert.equal(failed.status, 1, failed.output);
  assert.match(failed.output, /is failed, not succeeded/);

  stage = ({path}) =>
    path === '/crawls/crawl_01gone'
      ? apiError(404, 'not_found', 'No such crawl.')
      : undefined;
  const missing = await run(crawlGate, ['crawl_01gone']);
  assert.ok(![0, 1].includes(missing.status), missing.output);

  // Without its crawl ID, or without a key, it sends nothing and exits 2.
  for (const [args, env] of [
    [[], undefined],
    [['crawl_01now'], {}],
  ]) {
    const usage = await run(crawlGate, args, {env});
    assert.equal(usage.status, 2, usage.output);
    assert.deepEqual(usage.calls, [], 'no request without its inputs');
  }
});

test('pause-schedule.sh sends the whole crawler object back with paused set, and false resumes', async () => {
  let source;
  stage = ({method}, example) => {
    if (method === 'GET') source = example;
  };
  for (const paused of [true, false]) {
    const {status, output, calls} = await run(pauseSchedule, [
      'src_01example',
      String(paused),
    ]);
    assert.equal(status, 0, output);
    assert.deepEqual(refused(calls), []);
    assert.ok(source.crawler, 'the example source has a crawler');
    assert.deepEqual(patches(calls), [
      {
        crawler: {
          ...source.crawler,
          schedule: {...source.crawler.schedule, paused},
        },
      },
    ]);
  }
});

test('pause-schedule.sh sends no PATCH when the source cannot be read or has no crawler', async () => {
  for (const answer of [
    apiError(404, 'not_found', 'No such source.'),
    ok({id: 'src_01example', name: 'Files', type: 'upload', crawler: null}),
  ]) {
    stage = ({method}) => (method === 'GET' ? answer : undefined);
    const {status, output, calls} = await run(pauseSchedule, ['src_01example']);
    // The failed read stops the script itself: curl -f exits 22.
    if (answer.status === 404) assert.equal(status, 22, output);
    assert.notEqual(status, 0, output);
    assert.deepEqual(patches(calls), [], 'no PATCH after a failed read');
  }
});

test('apply-source.sh sends the source file without type, and fails on a bad file or a refused PATCH', async () => {
  const file = titled('Cape Webcrawlers.mdx', 'cape.source.yaml');
  stage = () => undefined;
  const applied = await run(applySource, ['src_01example'], {
    files: {'cape.source.yaml': file},
  });
  assert.equal(applied.status, 0, applied.output);
  const [sent, ...more] = patches(applied.calls);
  assert.deepEqual(more, []);
  assert.equal(sent.type, undefined);
  assert.equal(sent.crawler.maxDepth, 4);

  const broken = await run(applySource, ['src_01example'], {
    files: {'cape.source.yaml': 'name: [unclosed\n'},
  });
  assert.notEqual(broken.status, 0, broken.output);
  assert.deepEqual(patches(broken.calls), []);

  stage = ({method}) =>
    method === 'PATCH'
      ? apiError(400, 'invalid_request', 'Refused.')
      : undefined;
  const refusedPatch = await run(applySource, ['src_01example'], {
    files: {'cape.source.yaml': file},
  });
  assert.notEqual(refusedPatch.status, 0, refusedPatch.output);
});
