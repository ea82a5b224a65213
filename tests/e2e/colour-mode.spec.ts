import {test, expect, visit, storageKey, waitForHydration} from './fixtures';
import {nextFrames} from './probes';

const toggleOf = (page: import('@playwright/test').Page) =>
  page
    .locator('.navbar__items--right')
    .getByRole('button', {name: /dark and light mode/});

test.describe('colour mode', () => {
  test.use({colorScheme: 'dark'});

  test('the prerendered toggle already names the light mode', async ({
    request,
  }) => {
    // Before React hydrates, readers and assistive technology see this HTML.
    const html = await (await request.get('/')).text();
    expect(html).toContain(
      'aria-label="Switch between dark and light mode (currently light mode)"',
    );
    expect(html).not.toContain('currently system mode');
  });

  test('defaults to light even when the system prefers dark', async ({
    page,
  }) => {
    await visit(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(toggleOf(page)).toHaveAccessibleName(/currently light mode/);
  });

  test('one click switches to dark, the choice survives a reload with no flash of light', async ({
    page,
  }) => {
    await visit(page, '/docs/Cape');
    await toggleOf(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(toggleOf(page)).toHaveAccessibleName(/currently dark mode/);
    const key = await storageKey(page, 'theme');
    expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBe(
      'dark',
    );

    // Record the theme when the app's root element is parsed: before it is
    // painted, and before any React code runs.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (document.getElementById('__docusaurus')) {
          (
            window as unknown as {themeAtFirstPaint: string | null}
          ).themeAtFirstPaint =
            document.documentElement.getAttribute('data-theme');
          observer.disconnect();
        }
      });
      observer.observe(document, {childList: true, subtree: true});
    });
    await page.reload();
    expect(
      await page.evaluate(
        () =>
          (window as unknown as {themeAtFirstPaint: string | null})
            .themeAtFirstPaint,
      ),
    ).toBe('dark');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(toggleOf(page)).toHaveAccessibleName(/currently dark mode/);
  });

  test('does not follow a change of the system colour scheme', async ({
    page,
  }) => {
    await visit(page, '/');
    for (const colorScheme of ['light', 'dark'] as const) {
      // A listener added now hears the change after any the site added while
      // it loaded; two frames later, React has rendered what they set.
      await page.evaluate(() => {
        const probe = window as unknown as {schemeChange: Promise<void>};
        probe.schemeChange = new Promise((resolve) =>
          matchMedia('(prefers-color-scheme: dark)').addEventListener(
            'change',
            () => resolve(),
            {once: true},
          ),
        );
      });
      await page.emulateMedia({colorScheme});
      await page.evaluate(
        () => (window as unknown as {schemeChange: Promise<void>}).schemeChange,
      );
      await nextFrames(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    }
  });

  test('a mode stored in local storage is the one a new visit opens in', async ({
    page,
    context,
  }) => {
    await visit(page, '/');
    const key = await storageKey(page, 'theme');
    await page.evaluate((k) => localStorage.setItem(k, 'dark'), key);

    const visitAgain = await context.newPage();
    await visit(visitAgain, '/docs/Cape');
    await expect(visitAgain.locator('html')).toHaveAttribute(
      'data-theme',
      'dark',
    );
    await expect(toggleOf(visitAgain)).toHaveAccessibleName(
      /currently dark mode/,
    );

    await visitAgain.evaluate((k) => localStorage.removeItem(k), key);
    await visitAgain.reload();
    await waitForHydration(visitAgain);
    await expect(visitAgain.locator('html')).toHaveAttribute(
      'data-theme',
      'light',
    );
  });

  test('is a two-state switch: light, dark, light, never system', async ({
    page,
  }) => {
    await visit(page, '/');
    const seen: string[] = [];
    for (let click = 0; click < 4; click += 1) {
      await toggleOf(page).click();
      await expect(page.locator('html')).toHaveAttribute(
        'data-theme',
        click % 2 === 0 ? 'dark' : 'light',
      );
      seen.push(
        (await page.locator('html').getAttribute('data-theme-choice')) ?? '',
      );
    }
    expect(seen).toEqual(['dark', 'light', 'dark', 'light']);
  });

  test('is operable by keyboard', async ({page}) => {
    await visit(page, '/');
    await toggleOf(page).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.keyboard.press('Space');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(toggleOf(page)).toBeFocused();
  });
});
