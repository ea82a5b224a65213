import {execFileSync} from 'node:child_process';
import {
  test,
  expect,
  waitForHydration,
  recordScripts,
  h1,
  axeViolations,
} from './fixtures';
import {recordPrefetches, scrollToFooterAndSettle} from './probes';
import {expectComponentsAsBaselines, settle} from './screenshots';
import {expectDocShell, expectDocsIndex, expectFooter, hrefs} from './shell';
import {allPages, chatmodalPage, docPages, modeOf, site} from './site';

/** The date of the file's latest commit, as the page shows it. */
function lastCommitDate(file: string): string {
  const seconds = Number(
    execFileSync('git', ['log', '-1', '--format=%ct', '--', file], {
      encoding: 'utf8',
    }).trim(),
  );
  return new Date(seconds * 1000).toLocaleDateString('en', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
    year: 'numeric',
  });
}

// Every page, loaded once at each width, with every check that needs a fresh
// load of it and changes nothing on it: what it renders (the shell around it
// too: navbar, sidebar, breadcrumbs, footer), its canonical URL after
// hydration, its source link and date, the scripts it runs, that its first
// render needs no stylesheet, the origins it talks to, how its first screen
// looks, and axe. Checks of behaviour (clicks, keys, storage) live in their
// own files.
//
// Each load opens in one colour mode, the pages alternating: at 1280 px the
// first page in light mode, the second in dark, and so on; at 375 px the
// other way round. So each page is audited and photographed in both modes and
// at both widths, and the shell every page shares (navbar, sidebar, table of
// contents, drawer, footer) in all four pairs of width and mode. A page's
// colours do not change with the width, nor its structure with the mode;
// this halves the suite's longest tests (each axe run over /docs/Cape takes
// about 15 s).
//
// The screenshot is the first screen, where the shell meets the page's title
// and opening, not the whole page: a full-page baseline of a long doc is 1.5
// to 3.9 MB, rewritten by every edit of its prose; a first screen changes only
// when the page's opening does.

// A path readers mistype; the not-found page suggests the page they meant.
const notFound = {path: '/docs/cape ui', heading: 'Page Not Found'};

/** A file name for a path: `/docs/Cape UI` -> `docs-Cape-UI`. */
const slug = (path: string) =>
  path.replace(/^\/|\/$/g, '').replace(/[^A-Za-z0-9]+/g, '-') || 'home';

// One load, many checks: two axe audits of the longest page alone take 15 s
// on a busy two-core machine, and the whole test 55 s on a loaded one.
test.describe.configure({timeout: 150_000});

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({viewport: {width, height: 800}});

    for (const [index, {path, heading}] of [...allPages, notFound].entries()) {
      const mode = modeOf(index, width);
      const isNotFound = path === notFound.path;
      const doc = docPages.find((page) => page.path === path);

      test.describe(() => {
        // The browser logs the not-found page's own 404 status; on any other
        // page a 404 is a broken resource, and fails.
        if (isNotFound) test.use({expectedConsoleErrors: /status of 404/});

        test(`${path}, loaded once`, async ({page, baseURL}) => {
          const origin = new URL(baseURL!).origin;
          const foreign: string[] = [];
          page.on('request', (request) => {
            const url = new URL(request.url());
            if (url.protocol !== 'data:' && url.origin !== origin) {
              foreign.push(request.url());
            }
          });

          const scripts = recordScripts(page);
          await page.goto(`${encodeURI(path)}?docusaurus-theme=${mode}`);
          await waitForHydration(page);
          await expect(page.locator('html')).toHaveAttribute(
            'data-theme',
            mode,
          );

          await test.step(`looks as its baseline in ${mode} mode`, async () => {
            await settle(page);
            await expect(page).toHaveScreenshot(
              `${isNotFound ? 'not-found' : slug(path)}-${mode}-${width}.png`,
              // The one thing that differs between two builds of the same
              // pages: the date of each doc's last commit.
              {mask: [page.locator('.theme-last-updated')]},
            );
          });

          await test.step('renders its heading, in English, left to right, with no load-failure notice', async () => {
            // Each page's status: hosting.spec.ts (the sitemap), not-found.spec.ts.
            await expect(h1(page)).toHaveText(heading);
            await expect(page.locator('html')).toHaveAttribute('lang', 'en');
            await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
            await expect(page).toHaveTitle(/(^| \| )Cape$/);
            // The notice of src/plugins/loadFailureNotice.ts, the one alert.
            await expect(page.getByRole('alert')).toHaveCount(0);
          });

          await test.step('renders first from the HTML: no stylesheet blocks it, the inline rules are allowed', async () => {
            // src/plugins/criticalCss; critical-css.spec.ts compares the
            // paints. A CSP violation of the inline <style> fails the test
            // through the console fixture.
            const blocking = await page.evaluate(() =>
              performance
                .getEntriesByType('resource')
                .filter(
                  (entry) =>
                    // Chromium's Resource Timing field, not in TypeScript's DOM types.
                    (entry as unknown as {renderBlockingStatus?: string})
                      .renderBlockingStatus === 'blocking',
                )
                .map((entry) => entry.name),
            );
            expect(blocking).toEqual([]);
            // The inline rules are in force, and the full stylesheet arrives.
            await expect
              .poll(() =>
                page.evaluate(() =>
                  Array.from(document.styleSheets).map((sheet) =>
                    sheet.href ? `link ${sheet.media.mediaText}` : 'inline',
                  ),
                ),
              )
              .toEqual(['inline', 'link all']);
          });

          if (!isNotFound) {
            await test.step('has one canonical URL after hydration, percent-encoded, and og:url the same', async () => {
              // The served HTML's are checked in sharing-and-seo.spec.ts.
              const canonical = page.locator('link[rel="canonical"]');
              await expect(canonical).toHaveCount(1);
              const url = (await canonical.getAttribute('href'))!;
              expect(new URL(url).pathname).toBe(encodeURI(path));
              await expect(
                page.locator('meta[property="og:url"]'),
              ).toHaveAttribute('content', url);
            });
          }

          if (path === '/') {
            // Written out, not read from src/site.ts: changing the tagline
            // must fail. On a phone, its two buttons stack with one width, as
            // the first screen's baseline shows.
            await expect(page.getByRole('main')).toContainText(
              'Become a global superhero.',
            );
          }

          if (path === '/docs' && width === 1280) {
            await test.step('the docs index shows the sidebar and a card for every page, in the order content flows, best practice last', () =>
              expectDocsIndex(page));
          }

          if (doc && width === 1280) {
            const {id, file} = doc;
            await test.step(`has the doc id "${id}", its path and the tutorial sidebar`, async () => {
              // The class is written from the doc id, spaces and all.
              await expect(page.locator('html')).toHaveClass(
                new RegExp(`(^| )docs-doc-id-${id}( |$)`),
              );
              // The page's own metadata, one of the chunks the page loaded.
              const opening = `JSON.parse('{"id":${JSON.stringify(id)},`;
              const chunk = (await scripts()).find(({body}) =>
                body.includes(opening),
              )?.body;
              expect(chunk, `a loaded chunk holds ${opening}`).toBeDefined();
              // Only the metadata object, so a failure shows it and not the page.
              const start = chunk!.indexOf(opening);
              const metadata = chunk!.slice(
                start,
                chunk!.indexOf("}')", start) + 3,
              );
              expect(metadata).toContain(
                `"permalink":${JSON.stringify(doc.path)},`,
              );
              expect(metadata).toContain('"sidebar":"tutorialSidebar",');
            });

            await test.step('lists exactly its h2 and h3 headings in the table of contents', async () => {
              const markdown = page.locator('article .theme-doc-markdown');
              await expect(markdown.locator('h3[id]').first()).toBeAttached();
              const headings = await markdown
                .locator('h2[id], h3[id]')
                .evaluateAll((hs) => hs.map((h) => `#${h.id}`));
              const toc = page.locator(
                '.theme-doc-toc-desktop a.table-of-contents__link',
              );
              expect(await hrefs(toc)).toEqual(headings);
            });

            await test.step('links to its source and shows when it last changed', async () => {
              await expect(
                page.getByRole('link', {name: 'Edit this page'}),
              ).toHaveAttribute(
                'href',
                `${site.repositoryUrl}/edit/main/${encodeURI(file)}`,
              );
              await expect(page.locator('.theme-last-updated')).toHaveText(
                `Last updated on ${lastCommitDate(file)}`,
              );
            });

            await test.step('the shell: the navbar Docs entry active, the repository link, the sidebar with every doc, breadcrumbs, the one version', () =>
              expectDocShell(page, doc));
          }

          await test.step(`has no axe violations in ${mode} mode`, async () => {
            expect(await axeViolations(page)).toEqual([]);
          });

          await test.step('requests nothing from another origin, prefetches included', async () => {
            await recordPrefetches(page);
            await scrollToFooterAndSettle(page);
            expect(foreign).toEqual([]);
          });

          // The footer every page shares, on the page whose text rarely
          // changes; the components on the page that has one of each.
          if (isNotFound) {
            await test.step('the footer: dark, the 2025 copyright, links into every doc and to the repository', () =>
              expectFooter(page));
            await expect(page.locator('footer.footer')).toHaveScreenshot(
              `footer-${mode}-${width}.png`,
            );
          }
          if (path === chatmodalPage.path) {
            await expectComponentsAsBaselines(page, `${mode}-${width}`);
          }
        });
      });
    }
  });
}
