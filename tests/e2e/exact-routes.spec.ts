import {test, expect, waitForHydration} from './fixtures';

// Every route is an exact match (the specification): the server answers a
// path in the wrong case with the not-found page and a 404, and the client,
// once it hydrates, must agree (src/plugins/exactRoutes) rather than render
// the page the path resembles over it. A hydration mismatch would be logged
// as an error, which fails the test (./fixtures.ts).

test.use({expectedConsoleErrors: /status of 404/});

for (const path of [
  '/docs/cape ui',
  '/docs/CAPE UI',
  '/Docs/Cape',
  '/docs/cape',
  '/docs/best prectice/overview',
  '/Markdown-Page',
]) {
  test(`${path} shows the not-found page, before and after hydration`, async ({
    page,
  }) => {
    const response = await page.goto(encodeURI(path));
    expect(response?.status()).toBe(404);
    const heading = page.getByRole('heading', {level: 1});
    await expect(heading).toHaveText('Page Not Found');
    await waitForHydration(page);
    await expect(heading).toHaveText('Page Not Found');
    expect(new URL(page.url()).pathname).toBe(encodeURI(path));
  });
}
