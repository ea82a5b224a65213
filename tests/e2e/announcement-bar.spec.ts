import {test, expect, visit, storageKey} from './fixtures';

test('the announcement bar shows until dismissed, stays dismissed across reloads and pages, and shows again for a bar of another id', async ({
  page,
}) => {
  const bar = page.locator('.theme-announcement-bar');
  await visit(page, '/');
  await expect(bar).toBeVisible();
  await expect(bar).toContainText('docs are new');
  await bar.getByRole('button', {name: 'Close'}).click();
  await expect(bar).toHaveCount(0);
  const idKey = await storageKey(page, 'docusaurus.announcement.id');
  const dismissKey = await storageKey(page, 'docusaurus.announcement.dismiss');
  // In localStorage, where a new tab finds it too; the id stored beside it
  // is what the reload below and the bar of another id show.
  expect(
    await page.evaluate((key) => localStorage.getItem(key), dismissKey),
  ).toBe('true');

  await visit(page);
  await expect(bar).toHaveCount(0);
  await visit(page, '/docs');
  await expect(bar).toHaveCount(0);

  // The reader dismissed an older bar; the site now runs a bar with another id.
  await page.evaluate(
    (i) => localStorage.setItem(i, 'an-older-announcement'),
    idKey,
  );
  await visit(page);
  await expect(bar).toBeVisible();
});
