import {test, expect, recordScripts, visit} from './fixtures';
import {docPages, otherPages} from './site';

type Page = import('@playwright/test').Page;

/** Records the URL of every script and prefetch the page requests. */
function recordChunkRequests(page: Page) {
  const scripts: string[] = [];
  const all: string[] = [];
  page.on('request', (request) => {
    const {pathname} = new URL(request.url());
    if (!pathname.endsWith('.js')) return;
    all.push(pathname);
    if (request.resourceType() === 'script') scripts.push(pathname);
  });
  return {scripts, all};
}

for (const {path} of [...docPages, ...otherPages]) {
  test(`${path} lists in its HTML every script it runs on load`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(encodeURI(path))).text();
    const listed = [...html.matchAll(/<script[^>]*\ssrc="?([^"\s>]+)/g)].map(
      ([, src]) => src,
    );
    const {scripts} = recordChunkRequests(page);
    await visit(page, path);
    // More than runtime~main and main: the route's own chunks.
    expect(listed.length).toBeGreaterThan(2);
    expect(scripts.length).toBeGreaterThan(2);
    for (const script of scripts) expect(listed).toContain(script);
  });
}

test('each script file is requested once, prefetches included', async ({
  page,
}) => {
  await page.setViewportSize({width: 1280, height: 800});
  const {all} = recordChunkRequests(page);
  await visit(page, '/docs/Cape');
  // The sidebar's links ask to prefetch their pages as they come into view.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect
    .poll(() => page.locator('head link[rel="prefetch"]').count())
    .toBeGreaterThan(0);
  await page.waitForTimeout(500);
  const repeated = all.filter((url, index) => all.indexOf(url) !== index);
  expect(repeated).toEqual([]);
});

for (const path of ['/', '/docs/Cape']) {
  test(`every script ${path} runs starts with V8's compile hint`, async ({
    page,
  }) => {
    // src/plugins/compileHints.ts: V8 compiles such a file's functions on a
    // background thread instead of one by one on the main thread. The hint
    // is read only at the top of the file.
    const scripts = recordScripts(page);
    await visit(page, path);
    const loaded = await scripts();
    expect(loaded.length).toBeGreaterThan(2);
    for (const {path: script, body} of loaded) {
      // Cut short: a file without the hint is one long minified line.
      expect(body.split('\n', 1)[0]!.slice(0, 40), script).toBe(
        '//# allFunctionsCalledOnLoad',
      );
    }
  });
}
