import {
  test,
  expect,
  visit,
  storageKey,
  recordScripts,
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

test('the table of contents lists exactly the h2 and h3 headings', async ({
  page,
}) => {
  for (const {path} of docPages) {
    await visit(page, path);
    const headings = await page
      .locator('article .theme-doc-markdown')
      .locator('h2[id], h3[id], h4[id], h5[id], h6[id]')
      .evaluateAll((elements) =>
        elements.map((h) => ({level: h.tagName, id: h.id})),
      );
    const expected = headings
      .filter(({level}) => level === 'H2' || level === 'H3')
      .map(({id}) => `#${id}`);
    expect(expected.length, `${path} has h2/h3 sections`).toBeGreaterThan(0);
    expect(
      headings.some(({level}) => level === 'H3'),
      `${path} has h3 sections`,
    ).toBe(true);
    const toc = await page
      .locator('.theme-doc-toc-desktop a.table-of-contents__link')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(toc, path).toEqual(expected);
  }
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

  test('the preferred version is read from localStorage and a stale one is dropped', async ({
    page,
  }) => {
    await visit(page, '/docs/Cape');
    const key = await storageKey(page, 'docs-preferred-version-default');
    await page.evaluate((k) => localStorage.setItem(k, 'current'), key);
    await page.reload();
    await waitForHydration(page);
    expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBe(
      'current',
    );

    await page.evaluate((k) => localStorage.setItem(k, '0.9'), key);
    await page.reload();
    await waitForHydration(page);
    await expect
      .poll(() => page.evaluate((k) => localStorage.getItem(k), key))
      .toBeNull();
  });
});

test('the docs index shows the sidebar and a card for every page, in sidebar order', async ({
  page,
}) => {
  await visit(page, '/docs');
  await expect(sidebarOf(page)).toBeVisible();
  const cards = page
    .getByRole('list', {name: 'Pages in reading order'})
    .getByRole('link');
  await expect(cards).toHaveCount(docPages.length);
  const sidebarHrefs = await sidebarOf(page)
    .locator('a.menu__link:not(.menu__link--sublist)')
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
  const cardHrefs = await cards.evaluateAll((anchors) =>
    anchors.map((a) => a.getAttribute('href')),
  );
  expect(cardHrefs).toEqual(sidebarHrefs);
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
  ).toHaveAttribute('href', docPages[0].path);
});

test.describe('doc metadata', () => {
  for (const {path} of docPages) {
    // The doc id is the file's path under docs/, without the extension.
    const id = path.replace(/^\/docs\//, '');
    test(`${path} has the doc id "${id}", its path and the tutorial sidebar`, async ({
      page,
    }) => {
      const scripts = recordScripts(page);
      await visit(page, path);
      await expect(page.locator('html')).toHaveClass(
        // The class is written from the id, spaces and all.
        new RegExp(`(^| )docs-doc-id-${id}( |$)`),
      );
      // The page's own metadata, one of the chunks the page loaded.
      const opening = `JSON.parse('{"id":${JSON.stringify(id)},`;
      const chunk = (await scripts()).find(({body}) =>
        body.includes(opening),
      )?.body;
      expect(chunk, `a loaded chunk starts ${opening}`).toBeDefined();
      // Only the metadata object, so a failure shows it and not the page.
      const start = chunk!.indexOf(opening);
      const metadata = chunk!.slice(start, chunk!.indexOf("}')", start) + 3);
      expect(metadata).toContain(`"permalink":${JSON.stringify(path)},`);
      expect(metadata).toContain('"sidebar":"tutorialSidebar",');
    });
  }
});

test('doc pages load their per-route data as JSON modules', async ({page}) => {
  // The docs plugin's per-route data (the version, labelled Next, and its
  // sidebars) is JSON that the bundler emits as a chunk of its own; the home
  // page does not need it, a doc page does.
  const versionData = page.waitForResponse(async (response) => {
    if (!/\/assets\/js\/[^/]+\.js$/.test(response.url())) return false;
    const body = await response.text();
    return (
      body.includes(`JSON.parse('{"version":{"pluginId":"default"`) &&
      body.includes('"label":"Next"')
    );
  });
  await visit(page, '/');
  await page
    .locator('.navbar__items')
    .getByRole('link', {name: 'Cape', exact: true})
    .click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText(
    capePage.heading,
  );
  await versionData;
});
