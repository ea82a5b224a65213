// The scripts of the Cape Webcrawlers page, run as written (the API's origin
// made the mock's) against the API mock, with the arguments their usage line
// names, on a crawl or source that passes and on ones that fail: each exits
// non-zero exactly when its section says, sends nothing after a failed step,
// and never puts the key in curl's arguments.
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {chmodSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {docs, openApi} from '../../scripts/docs/sources.mjs';
import {startMockApi} from '../samples/mock-api.mjs';
import {runSample, sampleProject} from '../samples/run.mjs';

const apiUrl = openApi.servers[0].url;
const page = docs.find((doc) => doc.name === 'docs/Cape Webcrawlers.mdx');
const titled = (title) => {
  const block = page.codeBlocks.find((candidate) =>
    candidate.meta?.includes(`title="${title}"`),
  );
  assert.ok(block, `the page shows ${title}`);
  return block.code;
};
const key = 'sk_test_webcrawlerscripts';

// What each test stages: a function of {method, path, query, body} that
// answers a request, or returns nothing for the document's example.
let stage = () => undefined;
let mock;
before(async () => {
  mock = await startMockApi({
    answer: (request) =>
      stage({...request, method: request.method.toUpperCase()}),
  });
});
after(() => mock.close());

// A `curl` first on PATH that logs its arguments, so the tests can check
// that the key is never among them; `yq` runs the stand-in.
const bin = join(sampleProject(), 'bin');
mkdirSync(bin, {recursive: true});
const argLog = join(bin, 'curl-args.log');
writeFileSync(
  join(bin, 'curl'),
  `#!/bin/sh\nprintf '%s\\n' "$@" >> ${JSON.stringify(argLog)}\nexec /usr/bin/curl "$@"\n`,
);
writeFileSync(
  join(bin, 'yq'),
  `#!/bin/sh\nexec node ${JSON.stringify(fileURLToPath(new URL('../samples/yq.mjs', import.meta.url)))} "$@"\n`,
);
chmodSync(join(bin, 'curl'), 0o755);
chmodSync(join(bin, 'yq'), 0o755);

/** Runs a titled script with `args`; resolves to {status, output, calls}. */
async function run(title, args, files = {}) {
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
    titled(title).replaceAll(apiUrl, mock.url),
    {CAPE_SECRET_KEY: key, PATH: `${bin}:${process.env.PATH}`},
    20_000,
    args,
  );
  const curlArgs = readFileSync(argLog, 'utf8');
  assert.ok(
    !curlArgs.includes(key),
    `${title} put the key in curl's arguments`,
  );
  return {status, output, calls: mock.calls.slice(from)};
}

const crawl = (id, status, urls) => ({
  id,
  sourceId: 'src_01example',
  status,
  urls,
  startedAt: '2025-03-04T03:00:02Z',
  finishedAt: '2025-03-04T03:06:41Z',
  failureReason: status === 'failed' ? 'The start URL did not answer.' : null,
});
const ok = (body) => ({status: 200, body});
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

const refused = (calls) => calls.filter((call) => call.status >= 300);

test('crawl-gate.sh passes a crawl that succeeded without page errors, reaching as many pages as the last success', async () => {
  stageCrawl(healthy, {
    history: [
      crawl('crawl_01failed', 'failed', {fetched: 900}),
      crawl('crawl_01before', 'succeeded', {...healthy, not_modified: 10}),
    ],
  });
  const {status, output, calls} = await run('crawl-gate.sh', ['crawl_01now']);
  assert.equal(status, 0, output);
  assert.deepEqual(refused(calls), []);
  // It paged past the failed crawl to the one that succeeded.
  assert.ok(
    calls.some((call) => call.path.endsWith('/sources/src_01example/crawls')),
  );
});

test('crawl-gate.sh passes the first crawl of a source, with nothing to compare', async () => {
  stageCrawl(healthy, {history: []});
  const {status, output} = await run('crawl-gate.sh', ['crawl_01now']);
  assert.equal(status, 0, output);
});

test('crawl-gate.sh fails on page errors and prints every failed page, over pages of the list', async () => {
  stageCrawl({...healthy, error: 2}, {history: []});
  const {status, output} = await run('crawl-gate.sh', ['crawl_01now']);
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
  const {status, output} = await run('crawl-gate.sh', ['crawl_01now']);
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
  const {status, output} = await run('crawl-gate.sh', ['crawl_01now']);
  assert.equal(status, 1, output);
  assert.match(output, /skipped_robots rose from 0 to 40/);
});

test('crawl-gate.sh fails on a crawl that did not succeed, and when the crawl cannot be read', async () => {
  stageCrawl({}, {status: 'failed', history: []});
  const failed = await run('crawl-gate.sh', ['crawl_01now']);
  assert.equal(failed.status, 1, failed.output);
  assert.match(failed.output, /is failed, not succeeded/);

  stage = ({path}) =>
    path === '/crawls/crawl_01gone'
      ? {
          status: 404,
          body: {
            error: {
              code: 'not_found',
              message: 'No such crawl.',
              requestId: 'req_mock',
            },
          },
        }
      : undefined;
  const missing = await run('crawl-gate.sh', ['crawl_01gone']);
  assert.ok(![0, 1].includes(missing.status), missing.output);

  // Without its crawl ID, or without a key, it sends nothing and exits 2.
  const from = mock.calls.length;
  for (const [args, env] of [
    [[], {CAPE_SECRET_KEY: key}],
    [['crawl_01now'], {}],
  ]) {
    const usage = await runSample(
      sampleProject(),
      'script',
      'bash',
      titled('crawl-gate.sh').replaceAll(apiUrl, mock.url),
      env,
      20_000,
      args,
    );
    assert.equal(usage.status, 2, usage.output);
  }
  assert.equal(mock.calls.length, from, 'no request without its inputs');
});

test('pause-schedule.sh sends the whole crawler object back with paused set, and false resumes', async () => {
  const example = await (
    await fetch(`${mock.url}/sources/src_01example`, {
      headers: {Authorization: `Bearer ${key}`},
    })
  ).json();
  assert.ok(example.crawler, 'the example source has a crawler');
  for (const paused of [true, false]) {
    const sent = [];
    stage = ({method, body}) => {
      if (method === 'PATCH') sent.push(body);
      return undefined;
    };
    const {status, output, calls} = await run('pause-schedule.sh', [
      'src_01example',
      String(paused),
    ]);
    assert.equal(status, 0, output);
    assert.deepEqual(refused(calls), []);
    assert.deepEqual(sent, [
      {
        crawler: {
          ...example.crawler,
          schedule: {...example.crawler.schedule, paused},
        },
      },
    ]);
  }
});

test('pause-schedule.sh sends no PATCH when the source cannot be read or has no crawler', async () => {
  for (const answer of [
    {
      status: 404,
      body: {
        error: {
          code: 'not_found',
          message: 'No such source.',
          requestId: 'req_mock',
        },
      },
    },
    ok({id: 'src_01example', name: 'Files', type: 'upload', crawler: null}),
  ]) {
    stage = ({method}) => (method === 'GET' ? answer : undefined);
    const {status, output, calls} = await run('pause-schedule.sh', [
      'src_01example',
    ]);
    // The failed read stops the script itself: curl -f exits 22.
    if (answer.status === 404) assert.equal(status, 22, output);
    assert.notEqual(status, 0, output);
    assert.deepEqual(
      calls.filter((call) => call.method === 'PATCH'),
      [],
      'no PATCH after a failed read',
    );
  }
});

test('apply-source.sh sends the source file without type, and fails on a bad file or a refused PATCH', async () => {
  const file = titled('cape.source.yaml');
  const sent = [];
  stage = ({method, body}) => {
    if (method === 'PATCH') sent.push(body);
    return undefined;
  };
  const applied = await run('apply-source.sh', ['src_01example'], {
    'cape.source.yaml': file,
  });
  assert.equal(applied.status, 0, applied.output);
  assert.equal(sent.length, 1);
  assert.equal(sent[0].type, undefined);
  assert.equal(sent[0].crawler.maxDepth, 4);

  const broken = await run('apply-source.sh', ['src_01example'], {
    'cape.source.yaml': 'name: [unclosed\n',
  });
  assert.notEqual(broken.status, 0, broken.output);
  assert.deepEqual(
    broken.calls.filter((call) => call.method === 'PATCH'),
    [],
  );

  stage = ({method}) =>
    method === 'PATCH'
      ? {
          status: 400,
          body: {
            error: {
              code: 'invalid_request',
              message: 'Refused.',
              requestId: 'req_mock',
            },
          },
        }
      : undefined;
  const refusedPatch = await run('apply-source.sh', ['src_01example'], {
    'cape.source.yaml': file,
  });
  assert.notEqual(refusedPatch.status, 0, refusedPatch.output);
});
