import {test, expect, visit} from './fixtures';
import {capePage} from './site';

// The home page: the specification's tagline, and its two ways in: the
// tutorial, and the docs index.

test('the home page carries the tagline about becoming a global superhero', async ({
  page,
}) => {
  await visit(page, '/');
  // Written out, not read from src/site.ts: changing the tagline must fail.
  await expect(page.getByRole('main')).toContainText(
    'Become a global superhero.',
  );
});

test('the first button opens the tutorial, the second the docs index', async ({
  page,
}) => {
  await visit(page, '/');
  const main = page.getByRole('main');
  await main.getByRole('link', {name: 'Build your first assistant'}).click();
  await expect(page).toHaveURL('/docs/Cape#your-first-assistant');
  await expect(page.getByRole('heading', {level: 1})).toHaveText(
    capePage.heading,
  );
  await expect(
    page.getByRole('heading', {level: 2, name: 'Your first assistant'}),
  ).toBeInViewport();
  await page.goBack();
  await main.getByRole('link', {name: 'Browse the docs'}).click();
  await expect(page).toHaveURL('/docs');
});

for (const theme of ['light', 'dark'] as const) {
  test(`on a 375 px phone in ${theme} mode the two buttons stack with one width`, async ({
    page,
  }) => {
    await page.setViewportSize({width: 375, height: 800});
    await visit(page, `/?docusaurus-theme=${theme}`);
    const main = page.getByRole('main');
    const first = await main
      .getByRole('link', {name: 'Build your first assistant'})
      .boundingBox();
    const second = await main
      .getByRole('link', {name: 'Browse the docs'})
      .boundingBox();
    expect(first && second).toBeTruthy();
    // Stacked: the second starts below the first.
    expect(second!.y).toBeGreaterThanOrEqual(first!.y + first!.height);
    expect(Math.abs(second!.width - first!.width)).toBeLessThan(1);
    expect(Math.abs(second!.x - first!.x)).toBeLessThan(1);
    // And they fit the screen.
    expect(first!.x).toBeGreaterThanOrEqual(0);
    expect(first!.x + first!.width).toBeLessThanOrEqual(375);
  });
}
