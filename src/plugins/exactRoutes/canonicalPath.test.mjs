// The head script that takes a page served at a variant of its URL to the
// canonical one (./canonicalPath.ts), run as the browser runs it, against a
// stand-in window: which URL it writes, and which request it makes.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {runInNewContext} from 'node:vm';
import createJiti from 'jiti';

const load = createJiti(import.meta.url, {interopDefault: true});
const {canonicalPathScript} = load('./canonicalPath.ts');

/**
 * Runs the script for a page served at `url` whose canonical link is
 * `canonical`; the host answers a HEAD request with `headStatus`.
 */
async function run(url, canonical, {base = '/', headStatus = 200} = {}) {
  const {pathname, search, hash} = new URL(url, 'https://cape.example.com');
  const seen = {replaced: undefined, went: undefined, requests: []};
  const context = {
    URL,
    document: {
      querySelector: (selector) =>
        selector === 'link[rel="canonical"]' && canonical
          ? {href: `https://cape.example.com${encodeURI(canonical)}`}
          : null,
    },
    history: {
      state: null,
      replaceState: (_state, _title, to) => (seen.replaced = to),
    },
    fetch: async (to, init) => {
      seen.requests.push({to, ...init});
      return {ok: headStatus === 200};
    },
  };
  context.window = context;
  context.window.location = {
    pathname,
    search,
    hash,
    replace: (to) => (seen.went = to),
  };
  runInNewContext(canonicalPathScript(base), context);
  await new Promise((resolve) => setImmediate(resolve));
  return seen;
}

test('a page at .html or /index.html gets its canonical URL in place, with no request', async () => {
  for (const [served, canonical, replaced, base] of [
    ['/docs/Cape.html?q=1#keys', '/docs/Cape', '/docs/Cape?q=1#keys'],
    ['/docs/Cape/index.html?q=1#keys', '/docs/Cape', '/docs/Cape?q=1#keys'],
    // The same page served in another case, as some hosts do.
    ['/docs/cape.html', '/docs/Cape', '/docs/Cape'],
    ['/docs/Cape%20UI.html', '/docs/Cape UI', '/docs/Cape%20UI'],
    // Under a base URL, its home page keeps the slash.
    ['/cape-docs/index.html', '/cape-docs/', '/cape-docs/', '/cape-docs/'],
  ]) {
    const seen = await run(served, canonical, {base});
    assert.equal(seen.replaced, replaced, served);
    assert.deepEqual(seen.requests, []);
  }
});

test('the not-found page at a trailing slash asks the host, then goes where the page is', async () => {
  const found = await run('/docs/Cape/?q=1', '/404.html');
  assert.deepEqual(found.requests, [
    {to: '/docs/Cape', method: 'HEAD', redirect: 'manual'},
  ]);
  assert.equal(found.went, '/docs/Cape?q=1');
  const missing = await run('/docs/Nothing/', '/404.html', {headStatus: 404});
  assert.equal(missing.went, undefined);
  assert.equal(missing.replaced, undefined);
  const underBase = await run('/cape-docs/docs/Cape/', '/cape-docs/404.html', {
    base: '/cape-docs/',
  });
  assert.equal(underBase.requests[0].to, '/cape-docs/docs/Cape');
});

test('a canonical URL, the home page, another page or no canonical link: nothing happens', async () => {
  for (const [served, canonical, base] of [
    ['/docs/Cape', '/docs/Cape', '/'],
    ['/', '/', '/'],
    ['/cape-docs/', '/cape-docs/', '/cape-docs/'],
    ['/docs/Other.html', '/docs/Cape', '/'],
    ['/docs/Cape.html', undefined, '/'],
  ]) {
    const seen = await run(served, canonical, {base});
    assert.deepEqual(
      seen,
      {replaced: undefined, went: undefined, requests: []},
      served,
    );
  }
});
