import {test, expect, waitForHydration, h1} from './fixtures';
import {canonicalLinks, sitemapUrls} from './html';
import {allPages, capePage} from './site';

// The project `github-pages`: the site, its pages cut short (every route and
// anchor stays; tests/build/siteCopy.mjs), built for a project site's sub-path
// (BASE_URL=/cape-docs/) and served the way GitHub Pages serves files
// (tests/hosts/github-pages.mjs). Paths here are relative to the base URL.

test('the sitemap lists every page under the sub-path; each answers 200 with no redirect and hydrates there', async ({
  page,
  request,
  baseURL,
}) => {
  const base = new URL(baseURL!).pathname;
  const listed = (await sitemapUrls(request))
    .map((url) => decodeURI(new URL(url).pathname))
    .sort();
  expect(listed).toEqual(
    allPages.map(({path}) => `${base}${path.slice(1)}`).sort(),
  );
  for (const {path, heading} of allPages) {
    await test.step(path, async () => {
      // Relative to the base URL: `docs/Cape`, or `` for the home page.
      const relative = encodeURI(path.slice(1));
      const response = await page.goto(relative);
      expect(response?.status()).toBe(200);
      expect(response?.request().redirectedFrom()).toBeNull();
      await waitForHydration(page);
      const url = new URL(relative, baseURL).href;
      expect(page.url()).toBe(url);
      await expect(h1(page)).toHaveText(heading);
      const [canonical] = canonicalLinks(await response!.text());
      expect(new URL(canonical!).pathname).toBe(new URL(url).pathname);
    });
  }
});

test.describe(() => {
  // GitHub Pages answers some of them with 404.html, which the browser logs.
  test.use({expectedConsoleErrors: /status of 404/});

  test('the URLs GitHub Pages does not redirect show the page at its canonical URL; the wrong case is not found', async ({
    page,
    baseURL,
  }) => {
    for (const [from, to, heading] of [
      ['docs/Cape.html', 'docs/Cape', capePage.heading],
      // The client's normalisation keeps the fragment.
      ['docs/Cape/index.html#api-keys', 'docs/Cape#api-keys', capePage.heading],
      ['docs/Cape/', 'docs/Cape', capePage.heading],
      ['docs/', 'docs', 'Cape documentation'],
      ['docs/cape', 'docs/cape', 'Page Not Found'],
    ]) {
      await test.step(`${from} shows ${heading} at ${to}`, async () => {
        await page.goto(from!);
        await expect(page).toHaveURL(new URL(to!, baseURL).href);
        await waitForHydration(page);
        await expect(h1(page)).toHaveText(heading!);
      });
    }
  });
});

test.describe('without headers', () => {
  test.use({expectedConsoleErrors: /Content Security Policy/});

  test("the page's meta Content Security Policy still blocks an injected inline script", async ({
    page,
  }) => {
    const response = await page.goto(encodeURI(capePage.path.slice(1)));
    expect(response?.headers()['content-security-policy']).toBeUndefined();
    await waitForHydration(page);
    const directive = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener('securitypolicyviolation', (event) =>
            resolve(event.effectiveDirective),
          );
          const script = document.createElement('script');
          script.textContent = 'window.injected = true;';
          document.body.append(script);
        }),
    );
    expect(directive).toBe('script-src-elem');
    expect(
      await page.evaluate(() => (window as {injected?: boolean}).injected),
    ).toBeUndefined();
  });
});
