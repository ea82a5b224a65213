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
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
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
// that the key is never among them, and runs the curl of this process's PATH;
// `yq` runs the stand-in.
const bin = join(sampleProject(), 'bin');
mkdirSync(bin);
const argLog = join(bin, 'curl-args.log');
const yq = fileURLToPath(new URL('../samples/yq.mjs', import.meta.url));
writeFileSync(
  join(bin, 'curl'),
  `#!/bin/sh\nprintf '%s\\n' "$@" >> ${JSON.stringify(argLog)}\nPATH=${JSON.stringify(process.env.PATH)} exec curl "$@"\n`,
  {mode: 0o755},
);
writeFileSync(join(bin, 'yq'), `#!/bin/sh\nexec node "${yq}" "$@"\n`, {
  mode: 0o755,
});

/**
 * Runs a page's titled script with `args`, and `files` beside it, and checks
 * it exits `expected` (a status, or a test of one); resolves to
 * {output, calls, curlArgs}.
 */
async function run(
  [page, title],
  args,
  expected,
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
  if (typeof expected === 'function') {
    assert.ok(expected(status), `${title} exited ${status}: ${output}`);
  } else assert.equal(status, expected, output);
  const curlArgs = readFileSync(argLog, 'utf8');
  if (env.CAPE_SECRET_KEY) {
    assert.ok(
      !curlArgs.includes(env.CAPE_SECRET_KEY),
      `${title} put the key in curl's arguments`,
    );
  }
  return {output, calls: mock.calls.slice(from), curlArgs};
}

const failure = (status) => status !== 0;
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
  const {output, calls, curlArgs} = await run(
    waitForCrawl,
    ['crawl_01example'],
    0,
  );
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
    const {output} = await run(waitForCrawl, ['crawl_01example'], 1);
    assert.match(output, new RegExp(`ended as ${status}`));
    assert.match(output, /No start URL could be fetched/);
  }
});

test('wait-for-crawl.sh exits 2 when the crawl is still running at the deadline', async () => {
  stageExample({status: 'running', finishedAt: null});
  const {output} = await run(waitForCrawl, ['crawl_01example', '0'], 2);
  assert.match(
    output,
    /Gave up after 0 minutes: crawl crawl_01example is running/,
  );
});

test('wait-for-crawl.sh exits 3 when it cannot read the crawl: no ID, no key, a refused key or ID', async () => {
  stage = () => undefined;
  assert.deepEqual((await run(waitForCrawl, [], 3)).calls, []);
  await run(waitForCrawl, ['crawl_01example'], 3, {
    env: {CAPE_SECRET_KEY: ''},
  });
  const badKey = await run(waitForCrawl, ['crawl_01example'], 3, {
    env: {CAPE_SECRET_KEY: 'not-a-key'},
  });
  assert.deepEqual(
    badKey.calls.map(({status}) => status),
    [401],
  );
  await run(waitForCrawl, ['not an id'], 3);
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

const now = (urls, status = 'succeeded') => crawl('crawl_01now', status, urls);

/**
 * Stages `current` as crawl_01now, after `history` (newest first, split over
 * two pages of the list), and two pages of failed URLs.
 */
function stageCrawl(current, history) {
  const list = [current, ...history];
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

// [what crawl-gate.sh does, the crawl, its history, its exit, what it prints]
for (const [what, current, history, exit, ...printed] of [
  [
    'passes a crawl that succeeded without page errors, reaching as many pages as the last success, past a failed crawl',
    now(healthy),
    [
      crawl('crawl_01failed', 'failed', {fetched: 900}),
      crawl('crawl_01before', 'succeeded', {...healthy, not_modified: 10}),
    ],
    0,
  ],
  [
    'passes the first crawl of a source, with nothing to compare',
    now(healthy),
    [],
    0,
  ],
  [
    'fails on page errors and prints every failed page, over pages of the list',
    now({...healthy, error: 2}),
    [],
    1,
    /https:\/\/help\.example\.com\/a\t503\tThe server answered 503\./,
    /https:\/\/help\.example\.com\/b\t503/,
  ],
  [
    'fails when fewer pages were reached than in the previous successful crawl',
    now({fetched: 300, not_modified: 14, skipped_robots: 3}),
    [
      crawl('crawl_01x', 'cancelled', {}),
      crawl('crawl_01before', 'succeeded', healthy),
    ],
    1,
    /fell from 412 to 314/,
  ],
  [
    'fails when skipped_robots rose, with a missing count read as 0',
    now({...healthy, skipped_robots: 40}),
    [crawl('crawl_01before', 'succeeded', {fetched: 398, not_modified: 14})],
    1,
    /skipped_robots rose from 0 to 40/,
  ],
  [
    'fails on a crawl that did not succeed',
    now({}, 'failed'),
    [],
    1,
    /is failed, not succeeded/,
  ],
]) {
  test(`crawl-gate.sh ${what}`, async () => {
    stageCrawl(current, history);
    const {output, calls} = await run(crawlGate, ['crawl_01now'], exit);
    assert.deepEqual(refused(calls), []);
    for (const pattern of printed) assert.match(output, pattern);
  });
}

test('crawl-gate.sh exits another non-zero status when the crawl cannot be read, and sends nothing without its inputs', async () => {
  stage = ({path}) =>
    path === '/crawls/crawl_01gone'
      ? apiError(404, 'not_found', 'No such crawl.')
      : undefined;
  await run(crawlGate, ['crawl_01gone'], (status) => ![0, 1].includes(status));

  // Without its crawl ID, or without a key, it sends nothing and exits 2.
  for (const [args, env] of [
    [[], undefined],
    [['crawl_01now'], {}],
  ]) {
    const {calls} = await run(crawlGate, args, 2, {env});
    assert.deepEqual(calls, [], 'no request without its inputs');
  }
});

test('pause-schedule.sh sends the whole crawler object back with paused set, and false resumes', async () => {
  let source;
  stage = ({method}, example) => {
    if (method === 'GET') source = example;
  };
  for (const paused of [true, false]) {
    const {calls} = await run(pauseSchedule, ['src_01example', `${paused}`], 0);
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
  for (const [answer, exit] of [
    // The failed read stops the script itself: curl -f exits 22.
    [apiError(404, 'not_found', 'No such source.'), 22],
    [
      ok({id: 'src_01example', name: 'Files', type: 'upload', crawler: null}),
      failure,
    ],
  ]) {
    stage = ({method}) => (method === 'GET' ? answer : undefined);
    const {calls} = await run(pauseSchedule, ['src_01example'], exit);
    assert.deepEqual(patches(calls), [], 'no PATCH after a failed read');
  }
});

test('apply-source.sh sends the source file without type, and fails on a bad file or a refused PATCH', async () => {
  const file = titled('Cape Webcrawlers.mdx', 'cape.source.yaml');
  const apply = (content, exit) =>
    run(applySource, ['src_01example'], exit, {
      files: {'cape.source.yaml': content},
    });
  stage = () => undefined;
  const [sent, ...more] = patches((await apply(file, 0)).calls);
  assert.deepEqual(more, []);
  assert.equal(sent.type, undefined);
  assert.equal(sent.crawler.maxDepth, 4);

  const broken = await apply('name: [unclosed\n', failure);
  assert.deepEqual(patches(broken.calls), []);

  stage = ({method}) =>
    method === 'PATCH'
      ? apiError(400, 'invalid_request', 'Refused.')
      : undefined;
  await apply(file, failure);
});
