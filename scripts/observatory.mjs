// The Mozilla HTTP Observatory's grade for the built site, as nginx serves it
// with the shipped config (deploy/nginx/cape-docs.conf) behind TLS, the way
// that file asks a deployment to add it: HTTPS on 443, plain HTTP on 80
// redirecting to it. Prints the score, the grade and each test's result.
//
//   npm run build && npm run observatory
//
// The scanner is MDN's own (@mdn/mdn-http-observatory). It is not a
// dependency of the project: its install step downloads certificates from
// outside the npm registry, and it brings a database client and a web
// server the site has no use for. This script installs it, without install
// steps, into node_modules/.cache/ the first time. The scanner only scans
// ports 80 and 443, so the script binds them: it must run as root (or with
// the right to bind them), and nothing else may be listening there.
import {spawnSync} from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';

const require = createRequire(import.meta.url);
const {startNginx} = require('./nginx.cjs');

const root = fileURLToPath(new URL('..', import.meta.url));
const scannerVersion = '1.4.8';
const cache = join(root, 'node_modules', '.cache', 'cape-observatory');
const scanner = join(
  cache,
  'node_modules',
  '@mdn',
  'mdn-http-observatory',
  'src',
  'scan.js',
);

function fail(message) {
  console.error(message);
  process.exit(1);
}

if (!existsSync(join(root, 'build', 'index.html'))) {
  fail('No build to scan: run `npm run build` first.');
}
if (process.getuid?.() !== 0) {
  fail(
    'The Observatory scans ports 80 and 443 only, which only root may bind here: run this script as root.',
  );
}

if (!existsSync(scanner)) {
  console.log(
    `Installing @mdn/mdn-http-observatory@${scannerVersion} into ${cache} …`,
  );
  mkdirSync(cache, {recursive: true});
  const install = spawnSync(
    'npm',
    [
      'install',
      '--prefix',
      cache,
      '--ignore-scripts',
      '--no-save',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      `@mdn/mdn-http-observatory@${scannerVersion}`,
    ],
    {stdio: 'inherit'},
  );
  if (install.status !== 0) fail('Could not install the Observatory scanner.');
}
// Its install step would also fetch Chromium's HSTS preload list, which
// gives credit to preloaded domains; `localhost` is in no such list.
const preloadList = join(scanner, '..', '..', 'conf', 'hsts-preload.json');
if (!existsSync(preloadList)) writeFileSync(preloadList, '{}');

// A certificate for `localhost`, trusted by the scanner alone.
const dir = mkdtempSync(join(tmpdir(), 'cape-observatory-'));
const certificate = join(dir, 'localhost.pem');
const key = join(dir, 'localhost-key.pem');
const openssl = spawnSync(
  'openssl',
  [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=DNS:localhost',
    '-keyout',
    key,
    '-out',
    certificate,
  ],
  {stdio: 'ignore'},
);
if (openssl.status !== 0) fail('Could not make a certificate with openssl.');

const server = await startNginx({
  root: join(root, 'build'),
  port: 443,
  tls: {certificate, key, httpPort: 80},
});
let result;
try {
  const scan = spawnSync(process.execPath, [scanner, 'localhost'], {
    encoding: 'utf8',
    env: {...process.env, NODE_EXTRA_CA_CERTS: certificate},
  });
  result = JSON.parse(scan.stdout || '{}');
  if (scan.status !== 0 || !result.scan) {
    throw new Error(
      `The scan failed: ${result.error ?? scan.stderr ?? 'no output'}`,
    );
  }
} finally {
  await server.stop();
  rmSync(dir, {recursive: true, force: true});
}

console.log(
  `\nMozilla HTTP Observatory ${scannerVersion}: ${result.scan.grade}, score ${result.scan.score} (${result.scan.testsPassed} of ${result.scan.testsQuantity} tests passed)\n`,
);
for (const [name, test] of Object.entries(result.tests)) {
  const modifier =
    test.scoreModifier > 0 ? `+${test.scoreModifier}` : test.scoreModifier;
  console.log(
    `${test.pass ? 'pass' : 'FAIL'}  ${String(modifier).padStart(3)}  ${name}: ${test.result}`,
  );
}
