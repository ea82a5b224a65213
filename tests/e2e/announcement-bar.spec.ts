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
  const stored = await page.evaluate(
    ([i, d]) => [localStorage.getItem(i!), localStorage.getItem(d!)],
    [idKey, dismissKey],
  );
  expect(stored[1]).toBe('true');
  expect(stored[0]).toMatch(/\S/);

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
