import {test, expect, visit} from './fixtures';
import {docPages, site, capePage} from './site';

const bestPractice = docPages[0];

test.describe('navbar on desktop', () => {
  test('left: a docs sidebar entry landing on the best-practice overview, and a link to /docs/Cape', async ({
    page,
  }) => {
    await visit(page, '/');
    const left = page.locator('.navbar__items:not(.navbar__items--right)');
    const docs = left.getByRole('link', {name: 'Docs', exact: true});
    const product = left.getByRole('link', {name: site.name, exact: true});
    await expect(docs).toBeVisible();
    await expect(product).toBeVisible();
    await expect(product).toHaveAttribute('href', '/docs/Cape');

    await docs.click();
    await expect(page).toHaveURL(encodeURI(bestPractice.path));
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      bestPractice.heading,
    );
    await expect(docs).toHaveClass(/navbar__link--active/);

    await product.click();
    await expect(page).toHaveURL('/docs/Cape');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      capePage.heading,
    );
  });

  test('right: the source repository link opens a new tab safely and has a name and an icon', async ({
    page,
  }) => {
    await visit(page, '/docs/Cape');
    const right = page.locator('.navbar__items--right');
    const repository = right.getByRole('link', {name: /source repository/i});
    await expect(repository).toBeVisible();
    await expect(repository).toHaveAttribute('href', site.repositoryUrl);
    await expect(repository).toHaveAttribute('target', '_blank');
    await expect(repository).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(repository.locator('svg')).toBeVisible();
    await expect(
      right.getByRole('button', {name: /dark and light mode/}),
    ).toBeVisible();
  });

  test('the brand links home', async ({page}) => {
    await visit(page, '/docs/Cape UI');
    await page.locator('.navbar__brand').click();
    await expect(page).toHaveURL('/');
  });
});

test.describe('layout breakpoint at 996 px', () => {
  test('at 995 px the navbar collapses into a drawer that opens and closes', async ({
    page,
  }) => {
    await page.setViewportSize({width: 995, height: 800});
    await visit(page, '/docs/Cape');
    const menuButton = page.getByRole('button', {
      name: 'Toggle navigation bar',
    });
    await expect(menuButton).toBeVisible();
    await expect(
      page
        .locator('.navbar__items:not(.navbar__items--right)')
        .getByRole('link', {name: 'Docs', exact: true}),
    ).toBeHidden();
    // The docs sidebar moves into the drawer too.
    await expect(
      page.getByRole('navigation', {name: 'Docs sidebar'}),
    ).toBeHidden();

    await menuButton.click();
    const drawer = page.locator('.navbar-sidebar');
    await expect(drawer).toBeVisible();
    // On a doc page the drawer opens on the docs sidebar...
    await expect(
      drawer.getByRole('link', {name: docPages[0].label}),
    ).toBeVisible();
    // ...and its main menu holds the navbar's items.
    await drawer.getByRole('button', {name: /Back to main menu/}).click();
    await expect(
      drawer.getByRole('link', {name: 'Docs', exact: true}),
    ).toBeVisible();
    await expect(
      drawer.getByRole('link', {name: site.name, exact: true}),
    ).toBeVisible();
    await expect(
      drawer.getByRole('link', {name: /source repository/i}),
    ).toBeVisible();
    await drawer.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(drawer).toBeHidden();

    // Reopened on a doc page, it shows the docs sidebar again; a link in it
    // navigates and closes the drawer.
    await menuButton.click();
    await drawer
      .getByRole('link', {name: docPages[6].label, exact: true})
      .click();
    await expect(page).toHaveURL(encodeURI(docPages[6].path));
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      docPages[6].heading,
    );
  });

  test('at 997 px the desktop navbar and sidebar show, with no drawer button', async ({
    page,
  }) => {
    await page.setViewportSize({width: 997, height: 800});
    await visit(page, '/docs/Cape');
    await expect(
      page.getByRole('button', {name: 'Toggle navigation bar'}),
    ).toBeHidden();
    await expect(
      page
        .locator('.navbar__items:not(.navbar__items--right)')
        .getByRole('link', {name: 'Docs', exact: true}),
    ).toBeVisible();
    await expect(
      page.getByRole('navigation', {name: 'Docs sidebar'}),
    ).toBeVisible();
  });
});
