// Serves a build with the nginx config the project ships
// (deploy/nginx/cape-docs.conf), so the end-to-end tests and the benchmark
// meet the site as a real static host serves it: compressed, cached, with
// redirects to canonical URLs and 404.html for unknown paths.
// CommonJS so that the Playwright config and Node.js scripts can require it;
// scripts/system-tools.cjs finds (and installs) nginx.
const {spawn, spawnSync} = require('node:child_process');
const {
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} = require('node:fs');
const {tmpdir} = require('node:os');
const {join, resolve} = require('node:path');

const shippedConfig = join(
  __dirname,
  '..',
  'deploy',
  'nginx',
  'cape-docs.conf',
);

const {findNginx, hint} = require('./system-tools.cjs');

/** The `mime.types` file next to the nginx installation's own config. */
function mimeTypesFile(nginx) {
  const version = spawnSync(nginx, ['-V'], {encoding: 'utf8'});
  const conf = /--conf-path=(\S+)/.exec(version.stderr)?.[1];
  const candidates = [
    conf && join(conf, '..', 'mime.types'),
    '/etc/nginx/mime.types',
    '/usr/local/etc/nginx/mime.types',
    '/opt/homebrew/etc/nginx/mime.types',
  ].filter(Boolean);
  const found = candidates.find((path) => existsSync(path));
  if (!found)
    throw new Error(
      `Cannot find nginx's mime.types (looked in ${candidates.join(', ')}).`,
    );
  return found;
}

/** Replaces exactly the lines `pattern` finds, failing when there are none. */
function replaceDirective(config, pattern, replacement, what) {
  const everywhere = new RegExp(pattern.source, 'gm');
  if (!everywhere.test(config)) {
    throw new Error(
      `${shippedConfig}: cannot find its ${what} to point it at the build.`,
    );
  }
  return config.replace(everywhere, replacement);
}

/**
 * A complete nginx.conf that serves `root` on 127.0.0.1:`port` with the
 * shipped server config, changed only in where it listens and what it serves.
 * Everything nginx writes goes in `dir`. With `tls` ({certificate, key,
 * httpPort}), the site is served over HTTPS, as the shipped config's comment
 * asks a deployment to add, and `httpPort` redirects plain HTTP to it.
 */
function nginxConfig({root, port, dir, nginx, tls}) {
  let server = readFileSync(shippedConfig, 'utf8');
  server = replaceDirective(
    server,
    /^(\s*)listen 80;$/,
    tls
      ? `$1listen 127.0.0.1:${port} ssl;\n$1ssl_certificate "${tls.certificate}";\n$1ssl_certificate_key "${tls.key}";`
      : `$1listen 127.0.0.1:${port};`,
    '`listen 80;`',
  );
  if (tls) {
    server = `server {
    listen 127.0.0.1:${tls.httpPort};
    return 301 https://$host$request_uri;
}
${server}`;
  }
  server = replaceDirective(
    server,
    /^\s*listen \[::\]:80;\n/,
    '',
    '`listen [::]:80;`',
  );
  server = replaceDirective(
    server,
    /^(\s*)root \S+;$/,
    `$1root "${resolve(root)}";`,
    '`root`',
  );
  server = replaceDirective(
    server,
    /^(\s*)include \S+\/_headers\.nginx;$/,
    `$1include "${join(resolve(root), '_headers.nginx')}";`,
    '`include …/_headers.nginx;`',
  );
  const paths = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `  ${name}_temp_path "${join(dir, name)}";`)
    .join('\n');
  // One process, as the user who runs the tests: workers would otherwise
  // switch to \`nobody\` when started as root, and could not read a build in
  // a private temporary folder.
  return `daemon off;
master_process off;
pid "${join(dir, 'nginx.pid')}";
error_log stderr warn;
events {
  worker_connections 256;
}
http {
  include "${mimeTypesFile(nginx)}";
  default_type application/octet-stream;
  access_log off;
${paths}
${server}
}
`;
}

/**
 * Starts nginx in the foreground, serving `root` on `port`. Resolves once it
 * answers; `stop()` shuts it down and removes its files.
 */
async function startNginx({root = 'build', port = 3210, tls} = {}) {
  const nginx = findNginx();
  if (!nginx) throw new Error(hint('nginx'));
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(
      `${resolve(root)} holds no build: run \`npm run build\` first.`,
    );
  }
  if (!existsSync(join(root, '_headers.nginx'))) {
    throw new Error(
      `${resolve(root)} holds no _headers.nginx: it was built before the site had security headers; run \`npm run build\` again.`,
    );
  }
  const dir = mkdtempSync(join(tmpdir(), 'cape-nginx-'));
  const configFile = join(dir, 'nginx.conf');
  writeFileSync(configFile, nginxConfig({root, port, dir, nginx, tls}));
  // `-e stderr`: nginx otherwise opens its compiled-in error log first, which
  // a user who is not root may not write.
  const child = spawn(nginx, ['-e', 'stderr', '-p', dir, '-c', configFile], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolveExit) => child.on('exit', resolveExit));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGQUIT');
    await exited;
    rmSync(dir, {recursive: true, force: true});
  };
  const url = tls ? `https://localhost:${port}` : `http://127.0.0.1:${port}`;
  // Over TLS, the redirect from plain HTTP tells that nginx is up.
  const probe = tls ? `http://127.0.0.1:${tls.httpPort}/` : `${url}/`;
  try {
    if (!(await waitForServer(probe, child, {attempts: 100}))) {
      throw new Error(
        `nginx exited with code ${child.exitCode}; see its messages above.`,
      );
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return {url, stop};
}

/**
 * Whether `url` answered (with `ok`, with a 2xx status, redirects followed)
 * before `child`, the server, ended; tried every 100 ms, failing after
 * `attempts` tries.
 */
async function waitForServer(url, child, {ok = false, attempts = Infinity}) {
  for (let attempt = 0; child.exitCode === null; attempt += 1) {
    try {
      const response = await fetch(url, {redirect: ok ? 'follow' : 'manual'});
      if (response.ok || !ok) return true;
    } catch (error) {
      if (attempt > attempts) throw error;
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return false;
}

module.exports = {startNginx, waitForServer};
