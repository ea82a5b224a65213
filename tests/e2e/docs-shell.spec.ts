import {
  test,
  expect,
  emulateConnection,
  visit,
  storageKey,
  waitForHydration,
} from './fixtures';
import {docPages, capePage} from './site';

const sidebarOf = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', {name: 'Docs sidebar'});

test.describe('the tutorial sidebar', () => {
  test('lists all seven docs, the best-practice overview first', async ({
    page,
  }) => {
    await visit(page, '/docs/Cape');
    const links = sidebarOf(page).locator(
      'a.menu__link:not(.menu__link--sublist)',
    );
    await expect(links).toHaveCount(docPages.length);
    const hrefs = await links.evaluateAll((anchors) =>
      anchors.map((a) =>
        decodeURI(new URL((a as HTMLAnchorElement).href).pathname),
      ),
    );
    expect([...hrefs].sort()).toEqual(docPages.map(({path}) => path).sort());
    expect(hrefs[0]).toBe(docPages[0].path);
    await expect(links.first()).toHaveText(docPages[0].label);
  });

  test('cannot be hidden', async ({page}) => {
    await visit(page, '/docs/Cape');
    await expect(sidebarOf(page)).toBeVisible();
    await expect(
      page.getByRole('button', {name: /collapse sidebar/i}),
    ).toHaveCount(0);
    await expect(page.getByTitle(/collapse sidebar/i)).toHaveCount(0);
  });

  test('keeps a category open when another one opens', async ({page}) => {
    await visit(page, '/docs/Cape');
    const collect = sidebarOf(page).getByRole('button', {
      name: /Collect content/,
    });
    const reach = sidebarOf(page).getByRole('button', {name: /Reach visitors/});
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
      sidebarOf(page).getByRole('link', {name: 'Web Extractors'}),
    ).toBeVisible();
  });
});

test('breadcrumbs lead from home through the category to the page', async ({
  page,
}) => {
  await visit(page, '/docs/Cape Landing Page/overview');
  const breadcrumbs = page.getByRole('navigation', {name: 'Breadcrumbs'});
  await expect(
    breadcrumbs.getByRole('link', {name: 'Home page'}),
  ).toHaveAttribute('href', '/');
  await expect(breadcrumbs.locator('.breadcrumbs__item')).toHaveText([
    '',
    'Reach visitors',
    docPages[5].label,
  ]);
  await expect(breadcrumbs.locator('.breadcrumbs__item--active')).toHaveText(
    docPages[5].label,
  );
});

test.describe('docs version', () => {
  test('there is one version, labelled Next', async ({page}) => {
    await visit(page, '/docs/Cape');
    await expect(page.locator('.theme-doc-version-badge')).toHaveText(
      'Version: Next',
    );
    await expect(page.locator('html')).toHaveClass(/docs-version-current/);
    // A single version means no version banner and no version dropdown.
    await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
  });

  test('the preferred version is read from localStorage on load; a stale one is dropped, a current one kept', async ({
    page,
  }) => {
    // With one version there is no version menu to choose from, so what a
    // reader can observe is the theme reading the stored choice and checking
    // it against the versions that exist.
    await page.addInitScript(() => {
      const read: string[] = [];
      (window as unknown as {storageReads: string[]}).storageReads = read;
      const getItem = Storage.prototype.getItem;
      Storage.prototype.getItem = function (key: string) {
        read.push(key);
        return getItem.call(this, key);
      };
    });
    await visit(page, '/docs/Cape');
    const key = await storageKey(page, 'docs-preferred-version-default');
    const reads = () =>
      page.evaluate(
        () => (window as unknown as {storageReads: string[]}).storageReads,
      );
    expect(await reads()).toContain(key);

    await page.evaluate((k) => localStorage.setItem(k, '0.9'), key);
    await page.reload();
    await waitForHydration(page);
    await expect
      .poll(() => page.evaluate((k) => localStorage.getItem(k), key))
      .toBeNull();

    await page.evaluate((k) => localStorage.setItem(k, 'current'), key);
    await page.reload();
    await waitForHydration(page);
    expect(await reads()).toContain(key);
    expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBe(
      'current',
    );
  });
});

test('the docs index shows the sidebar and a card for every page, in the order content flows, best practice last', async ({
  page,
}) => {
  await visit(page, '/docs');
  await expect(sidebarOf(page)).toBeVisible();
  const cards = page.getByRole('list', {name: 'All pages'}).getByRole('link');
  await expect(cards).toHaveCount(docPages.length);
  const sidebarHrefs = await sidebarOf(page)
    .locator('a.menu__link:not(.menu__link--sublist)')
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
  const cardHrefs = await cards.evaluateAll((anchors) =>
    anchors.map((a) => a.getAttribute('href')),
  );
  // The sidebar opens with best practice (the navbar's Docs entry lands on
  // it); the cards follow the flow and end with it, as it spans every step.
  expect(cardHrefs).toEqual([...sidebarHrefs.slice(1), sidebarHrefs[0]]);
  for (const {label} of docPages) {
    await expect(
      page
        .locator('article')
        .getByRole('heading', {level: 3, name: label, exact: true}),
    ).toBeVisible();
  }
  // The index is not the sidebar's first item: the Docs entry still lands on best practice.
  await expect(
    page
      .locator('.navbar__items')
      .getByRole('link', {name: 'Docs', exact: true}),
  ).toHaveAttribute('href', encodeURI(docPages[0].path));
});

test('doc pages load their per-route data as JSON modules', async ({page}) => {
  // The docs plugin's per-route data (the version, labelled Next, and its
  // sidebars) is JSON that the bundler emits as a chunk of its own; the home
  // page does not need it, a doc page does. Save-data turns prefetching off,
  // so the chunk can only arrive as a script the route change loads.
  await emulateConnection(page, {effectiveType: '4g', saveData: true});
  await visit(page, '/');
  const versionData = page.waitForResponse(async (response) => {
    if (!/\/assets\/js\/[^/]+\.js$/.test(response.url())) return false;
    const body = await response.text();
    return (
      body.includes(`JSON.parse('{"version":{"pluginId":"default"`) &&
      body.includes('"label":"Next"')
    );
  });
  await page
    .locator('.navbar__items')
    .getByRole('link', {name: 'Cape', exact: true})
    .click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText(
    capePage.heading,
  );
  expect((await versionData).request().resourceType()).toBe('script');
});

test('history routing: back and forward move between pages without reloading', async ({
  page,
}) => {
  await visit(page, '/');
  // A reload would lose this marker.
  await page.evaluate(() => {
    (window as unknown as {sameDocument: boolean}).sameDocument = true;
  });
  const footer = page.getByRole('contentinfo');
  const heading = page.getByRole('heading', {level: 1});
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
  expect(
    await page.evaluate(
      () => (window as unknown as {sameDocument?: boolean}).sameDocument,
    ),
  ).toBe(true);
});
