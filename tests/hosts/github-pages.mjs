// Builds the site for a GitHub Pages project site (BASE_URL=/cape-docs/) and
// serves it the way GitHub Pages serves files, as tabulated in
// slorber/trailing-slash-guide (docs/Hosting-Providers.md):
// - `/x` serves `x` if it is a file, else `x.html`;
// - `/x`, a folder, redirects to `/x/`; `/x/` serves `x/index.html`;
// - anything else gets the site's `404.html` with status 404.
// The end-to-end suite starts it (playwright.config.ts, project
// `github-pages`):  node tests/hosts/github-pages.mjs [--port 3211]
// It builds first when its build is missing or older than `build/` (so after
// each `npm run build`); `npm test` builds it beforehand, beside the static
// checks, with `npm run build:github-pages` (`--build`: build, then exit).
import {spawnSync} from 'node:child_process';
import {createReadStream, statSync} from 'node:fs';
import {createServer} from 'node:http';
import {createRequire} from 'node:module';
import {extname, join, normalize} from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {githubPagesFixture, siteCopy} from '../build/siteCopy.mjs';

export const githubPagesBase = '/cape-docs/';

const root = fileURLToPath(new URL('../..', import.meta.url));
const outDir = join(root, 'node_modules', '.cache', 'cape-github-pages');

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};

const kind = (path) => {
  const stats = statSync(path, {throwIfNoEntry: false});
  return stats?.isFile() ? 'file' : stats?.isDirectory() ? 'folder' : null;
};

/**
 * Builds a copy of the site with its pages cut short (tests/build/siteCopy.mjs):
 * every route, anchor and kind of block, so hosting is proved on every URL,
 * for less than half the time of the real pages' build.
 */
function build() {
  const cli = createRequire(import.meta.url).resolve(
    '@docusaurus/core/bin/docusaurus.mjs',
  );
  const result = spawnSync(
    process.execPath,
    [cli, 'build', '--out-dir', outDir],
    {
      cwd: siteCopy(githubPagesFixture),
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {...process.env, BASE_URL: githubPagesBase},
    },
  );
  if (result.status !== 0) {
    throw new Error('The GitHub Pages build failed; see the messages above.');
  }
}

function send(response, status, file, headers = {}) {
  response.writeHead(status, {
    'Content-Type': types[extname(file)] ?? 'application/octet-stream',
    ...headers,
  });
  createReadStream(file).pipe(response);
}

function handle(request, response) {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const notFound = () => send(response, 404, join(outDir, '404.html'));
  let path;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    notFound();
    return;
  }
  if (`${path}/` === githubPagesBase) {
    response.writeHead(301, {Location: `${url.pathname}/${url.search}`});
    response.end();
    return;
  }
  if (!path.startsWith(githubPagesBase) || path.includes('\0')) {
    response.writeHead(404, {'Content-Type': 'text/plain'});
    response.end('Not found');
    return;
  }
  const file = normalize(join(outDir, path.slice(githubPagesBase.length)));
  if (!file.startsWith(outDir)) {
    notFound();
  } else if (path.endsWith('/')) {
    if (kind(join(file, 'index.html')) === 'file') {
      send(response, 200, join(file, 'index.html'));
    } else notFound();
  } else if (kind(file) === 'file') {
    send(response, 200, file);
  } else if (kind(`${file}.html`) === 'file') {
    send(response, 200, `${file}.html`);
  } else if (kind(file) === 'folder') {
    response.writeHead(301, {Location: `${url.pathname}/${url.search}`});
    response.end();
  } else notFound();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const {values} = parseArgs({
    options: {
      port: {type: 'string', default: '3211'},
      build: {type: 'boolean', default: false},
    },
  });
  const builtAt = (dir) =>
    statSync(join(dir, 'index.html'), {throwIfNoEntry: false})?.mtimeMs ?? -1;
  if (values.build || builtAt(outDir) < builtAt(join(root, 'build'))) {
    build();
  }
  if (values.build) process.exit(0);
  createServer(handle).listen(Number(values.port), '127.0.0.1', () => {
    console.log(
      `Serving the GitHub Pages build at http://127.0.0.1:${values.port}${githubPagesBase}`,
    );
  });
}
