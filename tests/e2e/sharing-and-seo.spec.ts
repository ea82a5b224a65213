import {test, expect} from './fixtures';
import {canonicalLinks, meta} from './html';
import {allPages, site} from './site';

// What search engines and link previews read: robots.txt, and each page's
// description, card image, canonical URL and og:url in the served HTML (after
// hydration: pages.spec.ts). Paths with spaces (`/docs/Cape UI`) must be
// percent-encoded wherever a URL is written (the sitemap's are checked in
// tests/e2e/hosting.spec.ts).

test('robots.txt lets every page be crawled and names the sitemap', async ({
  request,
}) => {
  const response = await request.get('/robots.txt');
  const text = await response.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).toMatch(/^Allow: \/$/m);
  expect(text).not.toMatch(/^Disallow: \/\S/m);
  const sitemap = /^Sitemap: (\S+)$/m.exec(text)?.[1];
  expect(sitemap).toBeTruthy();
  // Served: hosting.spec.ts reads it.
  expect(new URL(sitemap!).pathname).toBe('/sitemap.xml');
});

test('each page has a description, og:type, a card image, and an og:url that is its canonical URL', async ({
  request,
}) => {
  for (const {path} of allPages) {
    const html = await (await request.get(encodeURI(path))).text();
    const description = meta(html, 'description');
    expect(description?.length, path).toBeGreaterThan(40);
    expect(meta(html, 'og:description'), path).toBe(description);
    // Docusaurus writes og:type on blog posts only; the site metadata adds it.
    expect(meta(html, 'og:type'), `${path}: og:type`).toBe('website');
    expect(meta(html, 'og:title'), path).toMatch(new RegExp(`${site.name}$`));
    expect(meta(html, 'twitter:card'), path).toBe('summary_large_image');
    expect(meta(html, 'og:image'), path).toMatch(/^https?:\/\/.+\.png$/);
    expect(meta(html, 'twitter:image'), path).toBe(meta(html, 'og:image'));
    expect(meta(html, 'og:image:alt'), path).toContain(site.tagline);

    // The canonical URL, the page's own, percent-encoded: hosting.spec.ts.
    expect(meta(html, 'og:url'), path).toBe(canonicalLinks(html)[0]);
  }
});

test('the card image is a 1200 by 630 PNG served by the site, as the pages declare', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const {pathname} = new URL(meta(html, 'og:image')!);
  const response = await request.get(pathname);
  expect(response.headers()['content-type']).toBe('image/png');
  const png = await response.body();
  // The PNG signature, then the IHDR chunk: width and height, big-endian.
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(png.readUInt32BE(16)).toBe(1200);
  expect(png.readUInt32BE(20)).toBe(630);
  // The size the pages declare is the image's real size.
  expect(meta(html, 'og:image:width')).toBe('1200');
  expect(meta(html, 'og:image:height')).toBe('630');
});
