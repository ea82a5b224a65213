import {test, expect, visit, storageKey} from './fixtures';
import {nextFrames} from './probes';
import {colourToggle as toggleOf} from './shell';

// The system prefers dark: the site must not follow it.
test.use({colorScheme: 'dark'});

test('light by default, whatever the system prefers; a two-state switch, by mouse or keyboard', async ({
  page,
  request,
}) => {
  await test.step('the prerendered toggle already names the light mode', async () => {
    // Before React hydrates, readers and assistive technology see this HTML.
    const html = await (await request.get('/')).text();
    expect(html).toContain(
      'aria-label="Switch between dark and light mode (currently light mode)"',
    );
    expect(html).not.toContain('currently system mode');
  });

  await visit(page, '/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(toggleOf(page)).toHaveAccessibleName(/currently light mode/);

  await test.step('does not follow a change of the system colour scheme', async () => {
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

  await test.step('is a two-state switch: light, dark, light, never system', async () => {
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

  await test.step('is operable by keyboard', async () => {
    await toggleOf(page).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.keyboard.press('Space');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(toggleOf(page)).toBeFocused();
  });
});

test('the chosen mode is stored: a reload and a new visit open in it, with no flash of light', async ({
  page,
  context,
}) => {
  await visit(page, '/docs/Cape');
  await toggleOf(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(toggleOf(page)).toHaveAccessibleName(/currently dark mode/);
  const key = await storageKey(page, 'theme');
  expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBe('dark');

  await test.step('a reload paints dark from the start', async () => {
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
    await visit(page);
    expect(
      await page.evaluate(
        () =>
          (window as unknown as {themeAtFirstPaint: string | null})
            .themeAtFirstPaint,
      ),
    ).toBe('dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(toggleOf(page)).toHaveAccessibleName(/currently dark mode/);
  });

  // Without a stored mode, light: the first test, in a new context.
  await test.step('a new visit opens in the stored mode', async () => {
    const visitAgain = await context.newPage();
    await visit(visitAgain, '/');
    await expect(visitAgain.locator('html')).toHaveAttribute(
      'data-theme',
      'dark',
    );
    await expect(toggleOf(visitAgain)).toHaveAccessibleName(
      /currently dark mode/,
    );
  });
});
