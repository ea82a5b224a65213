import {test, expect, visit} from './fixtures';
import {sitemapUrls} from './html';
import {allPages} from './site';

test.describe('every route of the specification', () => {
  // Each one is loaded and checked in pages.spec.ts.
  test('the home page carries the tagline about becoming a global superhero', async ({
    page,
  }) => {
    await visit(page, '/');
    // Written out, not read from src/site.ts: changing the tagline must fail.
    await expect(page.getByRole('main')).toContainText(
      'Become a global superhero.',
    );
  });

  test('the sitemap lists exactly the routes of the specification', async ({
    request,
  }) => {
    // tests/e2e/hosting.spec.ts checks that each one answers 200.
    const listed = (await sitemapUrls(request, '/sitemap.xml'))
      .map((url) => decodeURI(new URL(url).pathname))
      .sort();
    expect(listed).toEqual(allPages.map(({path}) => path).sort());
  });
});
