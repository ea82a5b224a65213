import type {Page} from '@playwright/test';
import sidebars from '../../sidebars';
import {expect} from './fixtures';
import type {Page as SitePage} from '../../src/site';
import {docPages, site} from './site';

// What pages.spec.ts checks of the shell around a page (navbar, sidebar,
// breadcrumbs, footer) and of the docs index, in its one load of each page.
// Nothing here changes the page.

/** The navbar's left part, where the links to pages are. */
export const navbar = (page: Page) =>
  page.locator('.navbar__items:not(.navbar__items--right)');

/** The navbar's Docs entry. */
export const docsEntry = (page: Page) =>
  navbar(page).getByRole('link', {name: 'Docs', exact: true});

export const sidebar = (page: Page) =>
  page.getByRole('navigation', {name: 'Docs sidebar'});

/** The footer's link named `name`. */
export const footerLink = (page: Page, name: string) =>
  page.getByRole('contentinfo').getByRole('link', {name});

/** The navbar's colour-mode toggle. */
export const colourToggle = (page: Page) =>
  page
    .locator('.navbar__items--right')
    .getByRole('button', {name: /dark and light mode/});

/** Decoded `href`s of the links `links` finds. */
export const hrefs = (links: ReturnType<Page['locator']>) =>
  links.evaluateAll((anchors) =>
    anchors.map((a) => decodeURI(a.getAttribute('href') ?? '')),
  );

const paths = docPages.map(({path}) => path);

/** The sidebar, and a card for every page in the order content flows. */
export async function expectDocsIndex(page: Page): Promise<void> {
  await expect(sidebar(page)).toBeVisible();
  const cards = page.getByRole('list', {name: 'All pages'}).getByRole('link');
  await expect(cards).toHaveCount(docPages.length);
  // The sidebar opens with best practice (the navbar's Docs entry lands on
  // it); the cards follow the flow and end with it, as it spans every step.
  expect(await hrefs(cards)).toEqual([...paths.slice(1), paths[0]]);
  for (const {label} of docPages) {
    await expect(
      page
        .locator('article')
        .getByRole('heading', {level: 3, name: label, exact: true}),
    ).toBeVisible();
  }
}

/**
 * On a doc page: the navbar (Docs active, the repository link), the sidebar
 * with every doc, which cannot be hidden, the breadcrumbs through the doc's
 * category, and the one version, Next.
 */
export async function expectDocShell(page: Page, doc: SitePage): Promise<void> {
  // The Docs entry stands for the whole sidebar: a plain link would be
  // active on its own page only.
  await expect(docsEntry(page)).toHaveClass(/navbar__link--active/);
  const right = page.locator('.navbar__items--right');
  const repository = right.getByRole('link', {name: /source repository/i});
  await expect(repository).toHaveAttribute('href', site.repositoryUrl);
  await expect(repository).toHaveAttribute('target', '_blank');
  await expect(repository).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(repository.locator('svg')).toBeVisible();
  await expect(colourToggle(page)).toBeVisible();

  await expect(sidebar(page)).toBeVisible();
  const links = sidebar(page).locator('a.menu__link:not(.menu__link--sublist)');
  await expect(links).toHaveText(docPages.map(({label}) => label));
  expect(await hrefs(links)).toEqual(paths);
  await expect(
    page.getByRole('button', {name: /collapse sidebar/i}),
  ).toHaveCount(0);

  const category = sidebars.tutorialSidebar.find(
    (item) => typeof item !== 'string' && item.items.includes(doc.id),
  );
  const breadcrumbs = page.getByRole('navigation', {name: 'Breadcrumbs'});
  await expect(
    breadcrumbs.getByRole('link', {name: 'Home page'}),
  ).toHaveAttribute('href', '/');
  await expect(breadcrumbs.locator('.breadcrumbs__item')).toHaveText(
    typeof category === 'object'
      ? ['', category.label, doc.label]
      : ['', doc.label],
  );
  await expect(breadcrumbs.locator('.breadcrumbs__item--active')).toHaveText(
    doc.label,
  );

  await expect(page.locator('.theme-doc-version-badge')).toHaveText(
    'Version: Next',
  );
  await expect(page.locator('html')).toHaveClass(/docs-version-current/);
  // A single version means no version banner and no version dropdown.
  await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
}

/** Dark, the 2025 copyright line, links into every doc and to the repository. */
export async function expectFooter(page: Page): Promise<void> {
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
  expect(await hrefs(footer.getByRole('link'))).toEqual(
    expect.arrayContaining([...paths, site.repositoryUrl]),
  );
}
