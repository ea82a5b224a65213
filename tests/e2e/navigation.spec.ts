import {
  test,
  expect,
  emulateConnection,
  visit,
  storageKey,
  h1,
} from './fixtures';
import {settle} from './screenshots';
import {docsEntry, navbar, sidebar} from './shell';
import {capePage, docPages, site} from './site';

// Moving around the site: the home page's buttons, the navbar and its drawer,
// the docs sidebar, the footer's links, and the browser's history. What the
// shell shows without being touched is checked in each page's load
// (pages.spec.ts, shell.ts).

const bestPractice = docPages[0];

test('the home buttons, the navbar, the brand and the footer move between pages without a reload, and so do back and forward', async ({
  page,
}) => {
  // Save-data turns prefetching off, so a route's code arrives only when the
  // route changes: the docs plugin's per-route data (the version, labelled
  // Next, and its sidebars) is JSON that the bundler emits as a chunk of its
  // own, which the home page does not need and a doc page loads as a script.
  await emulateConnection(page, {effectiveType: '4g', saveData: true});
  await visit(page, '/');
  let loads = 0;
  page.on('load', () => (loads += 1));
  const heading = h1(page);
  const main = page.getByRole('main');

  await test.step('the first home button opens the tutorial, its data arriving as a JSON module', async () => {
    const versionData = page.waitForResponse(async (response) => {
      if (!/\/assets\/js\/[^/]+\.js$/.test(response.url())) return false;
      const body = await response.text();
      return (
        body.includes(`JSON.parse('{"version":{"pluginId":"default"`) &&
        body.includes('"label":"Next"')
      );
    });
    await main.getByRole('link', {name: 'Build your first assistant'}).click();
    await expect(page).toHaveURL('/docs/Cape#your-first-assistant');
    await expect(heading).toHaveText(capePage.heading);
    await expect(
      page.getByRole('heading', {level: 2, name: 'Your first assistant'}),
    ).toBeInViewport();
    expect((await versionData).request().resourceType()).toBe('script');
  });

  await test.step('back home, the second button opens the docs index', async () => {
    await page.goBack();
    await main.getByRole('link', {name: 'Browse the docs'}).click();
    await expect(page).toHaveURL('/docs');
  });

  await test.step('the navbar: Docs lands on the best-practice overview, Cape on /docs/Cape, the brand on the home page', async () => {
    const docs = docsEntry(page);
    const product = navbar(page).getByRole('link', {
      name: site.name,
      exact: true,
    });
    await docs.click();
    await expect(page).toHaveURL(encodeURI(bestPractice.path));
    await expect(heading).toHaveText(bestPractice.heading);
    await product.click();
    await expect(page).toHaveURL('/docs/Cape');
    await expect(heading).toHaveText(capePage.heading);
    await page.locator('.navbar__brand').click();
    await expect(page).toHaveURL('/');
  });

  await test.step('footer links, then back and forward', async () => {
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', {name: 'Web Extractors'}).click();
    await expect(heading).toHaveText('Web Extractors');
    await footer.getByRole('link', {name: 'Cape UI'}).click();
    await expect(heading).toHaveText('Cape UI');
    await expect(page).toHaveURL('/docs/Cape%20UI');

    await page.goBack();
    await expect(page).toHaveURL('/docs/Web%20Extractors');
    await expect(heading).toHaveText('Web Extractors');
    await page.goBack();
    await expect(page).toHaveURL('/');
    await page.goForward();
    await expect(page).toHaveURL('/docs/Web%20Extractors');
    await expect(heading).toHaveText('Web Extractors');
  });

  expect(loads, 'no page was reloaded').toBe(0);
});

test('at 997 px the desktop navbar and sidebar show; at 995 px they collapse into a drawer that opens and closes, by mouse or keyboard alone', async ({
  page,
}) => {
  await page.setViewportSize({width: 997, height: 800});
  await visit(page, '/docs/Cape');
  const menuButton = page.getByRole('button', {name: 'Toggle navigation bar'});
  const docs = docsEntry(page);
  await expect(menuButton).toBeHidden();
  await expect(docs).toBeVisible();
  await expect(sidebar(page)).toBeVisible();

  await page.setViewportSize({width: 995, height: 800});
  await expect(menuButton).toBeVisible();
  await expect(docs).toBeHidden();
  // The docs sidebar moves into the drawer too.
  await expect(sidebar(page)).toBeHidden();

  await menuButton.click();
  const drawer = page.locator('.navbar-sidebar');
  await expect(drawer).toBeVisible();
  // On a doc page the drawer opens on the docs sidebar...
  await expect(
    drawer.getByRole('link', {name: bestPractice.label}),
  ).toBeVisible();
  // ...and its main menu holds the navbar's items.
  await drawer.getByRole('button', {name: /Back to main menu/}).click();
  for (const name of ['Docs', site.name]) {
    await expect(drawer.getByRole('link', {name, exact: true})).toBeVisible();
  }
  await expect(
    drawer.getByRole('link', {name: /source repository/i}),
  ).toBeVisible();
  await drawer.getByRole('button', {name: 'Close navigation bar'}).click();
  await expect(drawer).toBeHidden();

  // With the keyboard alone: reopened on a doc page, it shows the docs
  // sidebar again; Tab walks into it, to its colour-mode toggle, then its
  // links; a link navigates and closes the drawer.
  await menuButton.focus();
  await page.keyboard.press('Enter');
  await expect(drawer).toBeVisible();
  const toggle = drawer.getByRole('button', {name: /dark and light mode/});
  const link = drawer.getByRole('link', {name: docPages[6].label, exact: true});
  for (const target of [toggle, link]) {
    // Tab, until the target has focus (Playwright's retrying toPass).
    await expect(async () => {
      await page.keyboard.press('Tab');
      expect(await target.evaluate((el) => el === document.activeElement)).toBe(
        true,
      );
    }).toPass({intervals: [0], timeout: 10_000});
    await page.keyboard.press('Enter');
  }
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page).toHaveURL(encodeURI(docPages[6].path));
  await expect(drawer).toBeHidden();
  await expect(h1(page)).toHaveText(docPages[6].heading);
});

test('sidebar categories open and close on their own; the preferred version is read from localStorage, a stale one dropped, a current one kept', async ({
  page,
}) => {
  // Opened through nginx's redirect of an index.html URL (hosting.spec.ts
  // checks each redirect's target): the page, at its canonical URL, with
  // the fragment kept.
  await visit(page, '/docs/Cape/index.html#api-keys');
  await expect(page).toHaveURL('/docs/Cape#api-keys');

  await test.step('closing or opening one category leaves the other as it is', async () => {
    const collect = sidebar(page).getByRole('button', {
      name: /Collect content/,
    });
    const reach = sidebar(page).getByRole('button', {name: /Reach visitors/});
    // Both start open; close both, then open them one after the other.
    await expect(collect).toHaveAttribute('aria-expanded', 'true');
    await expect(reach).toHaveAttribute('aria-expanded', 'true');
    await collect.click();
    await reach.click();
    await expect(collect).toHaveAttribute('aria-expanded', 'false');
    await expect(reach).toHaveAttribute('aria-expanded', 'false');
    await collect.click();
    await reach.click();
    await expect(collect).toHaveAttribute('aria-expanded', 'true');
    await expect(reach).toHaveAttribute('aria-expanded', 'true');
    await expect(
      sidebar(page).getByRole('link', {name: 'Web Extractors'}),
    ).toBeVisible();
  });

  await test.step('the preferred version', async () => {
    // With one version there is no version menu to choose from, so what a
    // reader can observe is the theme reading the stored choice and checking
    // it against the versions that exist: it drops a stale one and keeps a
    // current one, which it can tell apart only by reading them.
    const key = await storageKey(page, 'docs-preferred-version-default');

    await page.evaluate((k) => localStorage.setItem(k, '0.9'), key);
    await visit(page);
    await expect
      .poll(() => page.evaluate((k) => localStorage.getItem(k), key))
      .toBeNull();

    await page.evaluate((k) => localStorage.setItem(k, 'current'), key);
    await visit(page);
    expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBe(
      'current',
    );
  });
});

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
