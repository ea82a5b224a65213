import {get} from 'node:http';
import {test, expect} from './fixtures';
import {canonicalLinks, sitemapUrls} from './html';
import {allPages} from './site';

// The project `nginx` serves `build/` with the shipped config,
// deploy/nginx/cape-docs.conf (scripts/nginx.cjs): what these tests see is
// what a reader of a site deployed with it gets.

// The sitemap is checked here, once: the routes of the specification, each
// percent-encoded, and what the server answers for each.
test('the sitemap lists exactly the routes of the specification, percent-encoded, and each answers 200 with no redirect, gzipped, and names itself canonical', async ({
  request,
}) => {
  const urls = await sitemapUrls(request);
  expect(urls.map((url) => decodeURI(new URL(url).pathname)).sort()).toEqual(
    allPages.map(({path}) => path).sort(),
  );
  for (const url of urls) {
    expect(encodeURI(decodeURI(url)), url).toBe(url);
    const {pathname} = new URL(url);
    const response = await request.get(pathname, {
      maxRedirects: 0,
      headers: {'Accept-Encoding': 'gzip'},
    });
    expect(response.status(), pathname).toBe(200);
    expect(response.headers()['content-encoding'], pathname).toBe('gzip');
    expect(response.headers()['cache-control'], pathname).toBe('no-cache');
    expect(canonicalLinks(await response.text()), pathname).toEqual([url]);
  }
});

test('files named by their content hash are cached for a year', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const assets = [...html.matchAll(/(?:src|href)="?(\/assets\/[^"\s>]+)/g)].map(
    ([, path]) => path!,
  );
  expect(assets.length).toBeGreaterThan(1);
  for (const path of assets) {
    const response = await request.get(path, {maxRedirects: 0});
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe(
      'public, max-age=31536000, immutable',
    );
  }
});

test.describe('.html, /index.html and trailing-slash URLs redirect once to the canonical URL', () => {
  test('each answers 301 to the canonical URL', async ({request}) => {
    for (const [from, to] of [
      ['/index.html', '/'],
      ['/docs/index.html', '/docs'],
      ['/docs/', '/docs'],
      ['/markdown-page.html', '/markdown-page'],
      ['/markdown-page/', '/markdown-page'],
      ['/docs/Cape.html', '/docs/Cape'],
      ['/docs/Cape/', '/docs/Cape'],
      ['/docs/Cape/index.html?from=mail#api-keys', '/docs/Cape?from=mail'],
      ['/docs/Cape%20UI.html', '/docs/Cape%20UI'],
      [
        '/docs/Cape%20Landing%20Page/overview/index.html',
        '/docs/Cape%20Landing%20Page/overview',
      ],
    ]) {
      const response = await request.get(from!, {maxRedirects: 0});
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(to);
    }
  });

  test('a path that starts with two slashes is not redirected to another host', async ({
    baseURL,
  }) => {
    // Sent as written: a URL parser would read `//evil.example/` as a host,
    // and turn `\\` into `/`. Browsers read such a Location as another host.
    const {hostname, port} = new URL(baseURL!);
    for (const path of ['//evil.example/', '/\\evil.example/']) {
      const status = await new Promise<number | undefined>((resolve, reject) =>
        get({hostname, port, path}, (response) => {
          response.resume();
          resolve(response.statusCode);
        }).on('error', reject),
      );
      expect(status, path).toBe(404);
    }
  });
});
