import {test, expect, recordScripts, visit} from './fixtures';
import {docPages, otherPages} from './site';

type Page = import('@playwright/test').Page;

type ScriptStart = {
  /** `performance.now()` when `main.js` was added to the page. */
  at: number;
  /** Whether the browser had reported the first contentful paint by then. */
  painted: boolean;
  /** Whether the parser had reached the end of the document by then. */
  parsed: boolean;
};

/**
 * Records, in the page, when the loader of src/ssrTemplate.ts adds the app's
 * first script, `main.js`. Upstream's `<script defer>` in the head would be
 * recorded too, as the parser adds it: before any paint and mid-parse.
 */
async function recordScriptStart(page: Page) {
  await page.addInitScript(() => {
    const record = window as {capeScriptStart?: ScriptStart};
    new MutationObserver((mutations, observer) => {
      for (const {addedNodes} of mutations) {
        for (const node of Array.from(addedNodes)) {
          if (
            node instanceof HTMLScriptElement &&
            /\/main\.[^/]*\.js$/.test(node.src)
          ) {
            record.capeScriptStart = {
              at: performance.now(),
              painted:
                performance.getEntriesByName('first-contentful-paint').length >
                0,
              parsed: document.readyState !== 'loading',
            };
            observer.disconnect();
          }
        }
      }
    }).observe(document, {childList: true, subtree: true});
  });
  return async () => {
    const start = await page.evaluate(
      () => (window as {capeScriptStart?: ScriptStart}).capeScriptStart,
    );
    expect(start, 'main.js was added to the page').toBeDefined();
    return start!;
  };
}

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
    // Preloaded from the head; the loader at the end of the body runs them
    // (src/ssrTemplate.ts).
    const listed = [...html.matchAll(/<link\b[^>]*>/g)]
      .map(([tag]) => tag)
      .filter(
        (tag) => /\srel="?preload\b/.test(tag) && /\sas="?script\b/.test(tag),
      )
      .map((tag) => /\shref="?([^"\s>]+)/.exec(tag)?.[1]);
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

for (const path of ['/', '/docs/Cape']) {
  test(`${path} starts its scripts once its first contentful paint is on screen`, async ({
    page,
  }) => {
    const scriptStart = await recordScriptStart(page);
    await visit(page, path);
    expect(await scriptStart()).toMatchObject({painted: true, parsed: true});
  });
}

test('a page opened in the background starts its scripts at once', async ({
  page,
}) => {
  // A hidden page does not paint, so there is nothing to wait for.
  await page.addInitScript(() => {
    Object.defineProperty(document, 'visibilityState', {get: () => 'hidden'});
  });
  const scriptStart = await recordScriptStart(page);
  await visit(page, '/docs/Cape');
  expect(await scriptStart()).toMatchObject({parsed: false});
});

test('a browser without paint timing starts the scripts at once', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', {
      get: () => ['navigation', 'resource'],
    });
  });
  const scriptStart = await recordScriptStart(page);
  await visit(page, '/docs/Cape');
  expect(await scriptStart()).toMatchObject({parsed: false});
});

test('with no paint reported, the scripts start after 3 s', async ({page}) => {
  // An observer that never reports: the loader's timer is the way out.
  await page.addInitScript(() => {
    window.PerformanceObserver = class {
      static supportedEntryTypes = ['paint'];
      observe() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    } as unknown as typeof PerformanceObserver;
  });
  const scriptStart = await recordScriptStart(page);
  await visit(page, '/docs/Cape');
  const {at, parsed} = await scriptStart();
  expect(parsed).toBe(true);
  expect(at).toBeGreaterThanOrEqual(3000);
});

test('scripts download at low priority, behind the stylesheet', async ({
  page,
}) => {
  // Chrome fetches deferred scripts at low priority; a preload would be high
  // and compete with the render-blocking stylesheet on a slow link.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // Each script and stylesheet of the page's load, by type (prefetches of
  // other pages come after hydration, at the lowest priority).
  const priorities = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', ({request, type}) => {
    if (type === 'Script' || type === 'Stylesheet') {
      priorities.set(
        `${type} ${new URL(request.url).pathname}`,
        request.initialPriority,
      );
    }
  });
  await visit(page, '/docs/Cape');
  const scripts = [...priorities].filter(([key]) => key.startsWith('Script'));
  const stylesheets = [...priorities].filter(([key]) =>
    key.startsWith('Stylesheet'),
  );
  expect(scripts.length).toBeGreaterThan(2);
  expect(stylesheets.length).toBeGreaterThan(0);
  for (const [key, priority] of scripts) expect(priority, key).toBe('Low');
  for (const [key, priority] of stylesheets) {
    expect(priority, key).toBe('VeryHigh');
  }
});
