import {test, expect, visit} from './fixtures';
import {docPages, site} from './site';

test('the footer is dark and carries the 2025 copyright line', async ({
  page,
}) => {
  await visit(page, '/docs/Cape');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toHaveClass(/footer--dark/);
  const background = await footer.evaluate(
    (el) => getComputedStyle(el).backgroundColor,
  );
  const [r, g, b] = (background.match(/\d+/g) ?? []).map(Number);
  expect((r! + g! + b!) / 3, `footer background ${background}`).toBeLessThan(
    80,
  );
  await expect(footer.locator('.footer__copyright')).toHaveText(
    `Copyright © 2025 ${site.name}. Built with Docusaurus.`,
  );
  await expect(footer).toContainText(site.tagline);
});

test('the footer links into every doc and to the repository', async ({
  page,
}) => {
  await visit(page, '/');
  const footer = page.getByRole('contentinfo');
  const hrefs = await footer
    .getByRole('link')
    .evaluateAll((anchors) =>
      anchors.map((a) => decodeURI(a.getAttribute('href') ?? '')),
    );
  for (const {path} of docPages) {
    expect(hrefs).toContain(path);
  }
  expect(hrefs).toContain(site.repositoryUrl);
  await footer.getByRole('link', {name: 'Web Extractors'}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText(
    docPages[2].heading,
  );
});
