// The webhook servers the docs show, run as written, in every language shown,
// against signed fixture deliveries: a valid delivery is acted on once; a
// tampered body, a wrong secret, a timestamp outside the window, a replayed
// event ID, a malformed header and an oversized body are refused; without a
// signing secret the server does not start.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createHmac, randomBytes} from 'node:crypto';
import {createServer} from 'node:http';
import {docs, loadTs, openApi} from '../../scripts/docs/sources.mjs';
import {
  languageOf,
  runSample,
  sampleProject,
  startSample,
} from '../samples/run.mjs';

const {webhookDelivery} = loadTs('../../src/data/api.ts');
const tolerance = webhookDelivery.toleranceSeconds;

/** Every code block that reads the webhook signing secret: a webhook server. */
const servers = docs.flatMap((doc) =>
  doc.codeBlocks
    .filter((block) => block.code.includes('CAPE_WEBHOOK_SECRET'))
    .map((block) => ({
      where: `${doc.name}:${block.line}`,
      lang: languageOf(block.lang),
      code: block.code,
    })),
);

// Each runs below, with the runner of its language (tests/samples/run.mjs).
test('the docs show webhook servers in TypeScript and Python', () => {
  assert.deepEqual([...new Set(servers.map(({lang}) => lang))].sort(), [
    'python',
    'ts',
  ]);
});

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const {port} = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** POSTs `body` with `headers`; resolves to the status, or 'closed'. */
const post = (port, body, headers) =>
  fetch(`http://127.0.0.1:${port}/`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', ...headers},
    body,
  })
    .then(async (response) => {
      await response.arrayBuffer();
      return response.status;
    })
    .catch(() => 'closed');

async function waitForPort(port, child) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) return false;
    const status = await post(port, '{}', {});
    if (status !== 'closed') return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

const secret = `whsec_fixture${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);
const sign = (body, key = secret, t = now()) =>
  `t=${t},v1=${createHmac('sha256', key).update(`${t}.${body}`).digest('hex')}`;
const [fixture] = openApi.components.schemas.HandoffEvent.examples;
const event = (id) => JSON.stringify({...fixture, id});

for (const server of servers) {
  test(`${server.where}: refuses to start without CAPE_WEBHOOK_SECRET, unset or empty`, async () => {
    for (const env of [{}, {CAPE_WEBHOOK_SECRET: ''}]) {
      const port = String(await freePort());
      const {status, output} = await runSample(
        sampleProject(),
        'webhook',
        server.lang,
        server.code,
        {...env, PORT: port},
      );
      assert.notEqual(status, 0, `${server.where}: started without a secret`);
      assert.match(
        output,
        /CAPE_WEBHOOK_SECRET/,
        `${server.where}: the error names the variable`,
      );
    }
  });

  test(`${server.where}: accepts a signed delivery once and refuses forged, stale, replayed and oversized ones`, async () => {
    const port = await freePort();
    const child = startSample(
      sampleProject(),
      'webhook',
      server.lang,
      server.code,
      {
        CAPE_WEBHOOK_SECRET: secret,
        PORT: String(port),
      },
    );
    try {
      assert.ok(
        await waitForPort(port, child),
        `${server.where}: did not start: ${child.output()}`,
      );
      // [what is sent, event ID, how it is signed, the answer expected]
      const cases = [
        ['a valid delivery', 'evt_valid1', {}, 'ok'],
        ['the same delivery again', 'evt_valid1', {}, 'ok'],
        ['its event ID, signed afresh', 'evt_valid1', {t: now() - 1}, 'ok'],
        ['a tampered body', 'evt_tampered', {as: 'evt_valid1'}, 400],
        ['a wrong secret', 'evt_wrongkey', {key: 'whsec_other'}, 400],
        // With the too-old and too-far-ahead cases, this holds the sample's
        // window to the data's, so the two cannot drift apart.
        [
          'a timestamp just inside the window',
          'evt_edge',
          {t: now() - tolerance + 30},
          'ok',
        ],
        ['a timestamp too old', 'evt_old', {t: now() - tolerance - 60}, 400],
        [
          'a timestamp too far ahead',
          'evt_ahead',
          {t: now() + tolerance + 60},
          400,
        ],
        ['no signature', 'evt_unsigned', {header: ''}, 400],
        ['a non-numeric timestamp', 'evt_badt', {header: 't=soon,v1=00'}, 400],
        [
          'a non-ASCII signature',
          'evt_ascii',
          {header: `t=${now()},v1=\u00e9`},
          400,
        ],
        [
          'a rolled secret beside the current one',
          'evt_rolled',
          {rolled: true},
          'ok',
        ],
        [
          'a body over 1 MB',
          'evt_big',
          {header: 't=0,v1=00', pad: 'x'.repeat(1024 * 1024)},
          'too large',
        ],
      ].map(([name, id, how, expected]) => {
        const body = JSON.stringify({...fixture, id, pad: how.pad});
        const signed = sign(how.as ? event(how.as) : body, how.key, how.t);
        const header = how.rolled
          ? `${sign(body, 'whsec_old')},v1=${signed.split('v1=')[1]}`
          : (how.header ?? signed);
        const headers = header ? {'Cape-Signature': header} : {};
        return [name, body, headers, expected];
      });
      const problems = [];
      for (const [name, body, headers, expected] of cases) {
        const status = await post(port, body, headers);
        const fine =
          expected === 'ok'
            ? typeof status === 'number' && status >= 200 && status < 300
            : expected === 'too large'
              ? status === 413 || status === 'closed'
              : status === expected;
        if (!fine)
          problems.push(`${name}: answered ${status}, expected ${expected}`);
      }
      // Acted on: each valid event once, nothing else. A sample may act on an
      // event after it has answered, so its output can trail the last answer:
      // wait for it a little before reading.
      for (
        const until = Date.now() + 5000;
        Date.now() < until && !/evt_rolled/.test(child.stdout());
      )
        await new Promise((resolve) => setTimeout(resolve, 50));
      const received = child.stdout().match(/evt_\w+/g) ?? [];
      assert.deepEqual(problems, [], `${server.where}:\n${child.output()}`);
      assert.deepEqual(
        received.sort(),
        ['evt_edge', 'evt_rolled', 'evt_valid1'],
        `${server.where}: events acted on`,
      );
      assert.equal(
        child.exitCode,
        null,
        `${server.where}: the server stopped: ${child.output()}`,
      );
      assert.doesNotMatch(
        child.output(),
        /ERR_HTTP_HEADERS_SENT|Traceback/,
        server.where,
      );
    } finally {
      child.kill();
      await child.exited;
    }
  });
}
