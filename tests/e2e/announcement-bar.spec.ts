import {test, expect, visit, storageKey, waitForHydration} from './fixtures';

const barOf = (page: import('@playwright/test').Page) =>
  page.locator('.theme-announcement-bar');

test('the announcement bar shows until dismissed, and stays dismissed across reloads', async ({
  page,
}) => {
  await visit(page, '/');
  await expect(barOf(page)).toBeVisible();
  await expect(barOf(page)).toContainText('docs are new');
  await barOf(page).getByRole('button', {name: 'Close'}).click();
  await expect(barOf(page)).toHaveCount(0);

  await page.reload();
  await waitForHydration(page);
  await expect(barOf(page)).toHaveCount(0);
  await visit(page, '/docs/Cape');
  await expect(barOf(page)).toHaveCount(0);
});

test('a dismissal is remembered per bar id: a new id shows the bar again', async ({
  page,
}) => {
  await visit(page, '/');
  await barOf(page).getByRole('button', {name: 'Close'}).click();
  const idKey = await storageKey(page, 'docusaurus.announcement.id');
  const dismissKey = await storageKey(page, 'docusaurus.announcement.dismiss');
  const stored = await page.evaluate(
    ([i, d]) => [localStorage.getItem(i!), localStorage.getItem(d!)],
    [idKey, dismissKey],
  );
  expect(stored[1]).toBe('true');
  expect(stored[0]).toMatch(/\S/);

  // The reader dismissed an older bar; the site now runs a bar with another id.
  await page.evaluate(
    (i) => localStorage.setItem(i, 'an-older-announcement'),
    idKey,
  );
  await page.reload();
  await waitForHydration(page);
  await expect(barOf(page)).toBeVisible();
});
