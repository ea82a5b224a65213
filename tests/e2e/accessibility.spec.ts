import {test, expect, visit} from './fixtures';

// Every page is audited with axe in light and dark mode at both widths in
// pages.spec.ts, in the same load as its other checks.

test('the skip link is the first stop; every focus stop on a doc page shows a visible focus indicator; the skip link moves focus to the main content', async ({
  page,
}) => {
  // Its first 40 stops reach past the navbar and sidebar into the page's
  // buttons and links; on /docs/Cape each key press relaid 57,000 px and the
  // test took 12 s, here 3 s.
  await visit(page, '/docs/Cape UI');
  // The page notes each stop's indicator as focus arrives, so a stop costs
  // one key press, not a key press and a query.
  await page.evaluate(() => {
    const stops: {visible: boolean; name: string}[] = [];
    (window as unknown as {focusStops: typeof stops}).focusStops = stops;
    document.addEventListener('focusin', (event) => {
      const element = event.target as HTMLElement;
      const style = getComputedStyle(element);
      const outlined =
        style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      const shadowed = style.boxShadow !== 'none';
      stops.push({
        visible: outlined || shadowed,
        name: `${element.tagName.toLowerCase()} "${(element.textContent ?? element.getAttribute('aria-label') ?? '').trim().slice(0, 40)}"`,
      });
    });
  });
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  for (let stop = 1; stop < 40; stop += 1) {
    await page.keyboard.press('Tab');
  }
  const stops = await page.evaluate(
    () =>
      (window as unknown as {focusStops: {visible: boolean; name: string}[]})
        .focusStops,
  );
  expect(stops.length).toBeGreaterThanOrEqual(40);
  expect(stops.filter((s) => !s.visible).map((s) => s.name)).toEqual([]);

  await skip.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  // The next stop is inside the main content, past the navbar and sidebar.
  expect(
    await page.evaluate(() => Boolean(document.activeElement?.closest('main'))),
  ).toBe(true);
});
