import {test, expect, visit} from './fixtures';
import {settle} from './screenshots';
import {capePage} from './site';

// The open phone drawer, in both colour modes. Every page's first screen, the
// footer and the components are compared in the loads of pages.spec.ts, the
// open search dialog in search.spec.ts.
for (const theme of ['light', 'dark'] as const) {
  test(`the open phone drawer looks as its baseline, ${theme}`, async ({
    page,
  }) => {
    await page.setViewportSize({width: 375, height: 800});
    await visit(page, `${capePage.path}?docusaurus-theme=${theme}`);
    await settle(page);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await expect(page).toHaveScreenshot(`phone-drawer-${theme}.png`);
  });
}
