import {test, expect, visit} from './fixtures';

// Tabs with a groupId remember the reader's choice (localStorage) across
// reloads and pages: the stored choice wins over the server-rendered default.

test('a first visit shows the first tab of each set; arrow keys move between tabs; the choice is kept after a reload and on another page of the group', async ({
  page,
}) => {
  await visit(page, '/docs/Cape');
  const sets = await page.getByRole('tablist').all();
  expect(sets.length).toBeGreaterThan(1);
  for (const set of sets) {
    await expect(set.getByRole('tab').first()).toHaveAttribute(
      'aria-selected',
      'true',
    );
  }

  const curl = page.getByRole('tab', {name: 'curl'}).first();
  const typescript = page.getByRole('tab', {name: 'TypeScript'}).first();
  await expect(curl).toHaveAttribute('aria-selected', 'true');
  await curl.focus();
  await page.keyboard.press('ArrowRight');
  await expect(typescript).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(typescript).toHaveAttribute('aria-selected', 'true');

  for (const path of ['/docs/Cape', '/docs/Web Extractors']) {
    await visit(page, path);
    // Every api-client set on the page shows TypeScript, and its panel.
    await expect(
      page.getByRole('tab', {name: 'TypeScript', selected: false}),
    ).toHaveCount(0);
    await expect(
      page.getByRole('tabpanel').filter({hasText: 'new Cape('}).first(),
    ).toBeVisible();
    await expect(page.getByRole('tab', {name: 'curl'}).first()).toHaveAttribute(
      'aria-selected',
      'false',
    );
  }
});
