// The reader-facing behaviours every engine must show, written once against
// a small session interface (firefox.mjs, webkit.mjs): goto, reload,
// evaluate, click (a CSS selector), clickAt, press, type, resize. Checks run
// in the page; `waitFor` polls until they hold, like Playwright's `expect`.
// The selectors are the ones the Chromium suite (tests/e2e) uses by role.
import assert from 'node:assert/strict';

// The checks below run in the page, where these are defined.
/* global document, location, innerWidth, innerHeight, getComputedStyle */

const timeout = 15_000;

/** Polls `fn` in the page until it returns something truthy; fails with `what`. */
export async function waitFor(session, what, fn, ...args) {
  const deadline = Date.now() + timeout;
  let last;
  for (;;) {
    last = await session.evaluate(fn, ...args).catch((error) => error.message);
    if (last && !(typeof last === 'string' && last.startsWith('not yet:'))) {
      return last;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `Timed out after ${timeout} ms waiting until ${what}${typeof last === 'string' ? ` (${last})` : ''}`,
      );
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
}

const hydrated = () =>
  document.documentElement.dataset.hasHydrated === 'true' &&
  // Enabled once React has rendered again for the browser (see
  // tests/e2e/fixtures.ts, waitForHydration).
  [
    ...document.querySelectorAll(
      '.navbar button[aria-label*="dark and light mode"]',
    ),
  ].some((button) => !button.disabled);

/** Opens a path, or reloads the page, and waits until React has hydrated it. */
export async function visit(session, path) {
  await (path === undefined ? session.reload() : session.goto(path));
  await waitFor(session, `${path ?? 'the page'} hydrates`, hydrated);
}

const visible = (selector) => {
  const element = document.querySelector(selector);
  if (!element) return false;
  const box = element.getBoundingClientRect();
  return (
    box.width > 0 &&
    box.height > 0 &&
    getComputedStyle(element).visibility !== 'hidden'
  );
};

const toggle =
  '.navbar__items--right button[aria-label*="dark and light mode"]';
const searchBox = 'dialog[open] input[role="combobox"]';
const searchIsFocused = (selector) =>
  document.activeElement?.matches(selector) ?? false;
const searchClosed = () => !document.querySelector('dialog[open]');
const searchStatus = () => {
  const text =
    document.querySelector('dialog[open] [role="status"]')?.textContent ?? '';
  return /results?\b/.test(text) ? text : `not yet: status is "${text}"`;
};

/** Marks the first element matching `selector` whose text is `text`, for a click. */
async function markByText(session, selector, text) {
  await waitFor(
    session,
    `a ${selector} reading "${text}" shows`,
    (css, wanted) => {
      const match = [...document.querySelectorAll(css)].find(
        (element) =>
          element.textContent.trim() === wanted &&
          element.getClientRects().length > 0,
      );
      match?.setAttribute('data-engine-target', wanted);
      return Boolean(match);
    },
    selector,
    text,
  );
  return `[data-engine-target="${text}"]`;
}

async function openSearchWithSlash(session) {
  await session.press('/');
  await waitFor(
    session,
    '"/" opens search and focuses its box',
    searchIsFocused,
    searchBox,
  );
}

/**
 * Each behaviour: `name`, `run(session, site)`, and `expectedErrors`, the
 * console errors and failed requests it provokes on purpose.
 */
export const behaviours = [
  {
    name: 'colour mode switches to dark and survives a reload',
    async run(session) {
      await visit(session, '/docs/Cape');
      const theme = () => document.documentElement.dataset.theme;
      assert.equal(await session.evaluate(theme), 'light');
      await session.click(toggle);
      await waitFor(
        session,
        'the page turns dark',
        () => document.documentElement.dataset.theme === 'dark',
      );
      await visit(session);
      assert.equal(await session.evaluate(theme), 'dark');
      const label = await session.evaluate(
        (css) => document.querySelector(css).getAttribute('aria-label'),
        toggle,
      );
      assert.match(label, /currently dark mode/);
    },
  },
  {
    name: 'the announcement bar stays dismissed after a reload',
    async run(session) {
      await visit(session, '/');
      const bar = '.theme-announcement-bar';
      assert.ok(
        await session.evaluate(visible, bar),
        'the announcement bar shows',
      );
      await session.click(`${bar} button[aria-label="Close"]`);
      await waitFor(
        session,
        'the bar is gone',
        (css) => !document.querySelector(css),
        bar,
      );
      await visit(session);
      assert.equal(
        await session.evaluate((css) => document.querySelector(css), bar),
        null,
      );
    },
  },
  {
    name: "at a phone's width the navbar collapses into a drawer that opens and closes",
    async run(session) {
      // A phone's width. Firefox takes it exactly; WebKit sizes the
      // MiniBrowser window, which its toolbar keeps at least 447 px wide.
      await session.resize(375, 800);
      await visit(session, '/docs/Cape');
      const width = await session.evaluate(() => innerWidth);
      assert.ok(width < 500, `the viewport is ${width} px wide`);
      await session.click('button[aria-label="Toggle navigation bar"]');
      const sidebar = '.navbar-sidebar';
      await waitFor(
        session,
        'the drawer opens',
        (css) => {
          const box = document.querySelector(css)?.getBoundingClientRect();
          return Boolean(
            box &&
            box.width > 0 &&
            box.left >= -1 &&
            document.querySelector('.navbar-sidebar--show'),
          );
        },
        sidebar,
      );
      await session.click(
        '.navbar-sidebar button[aria-label="Close navigation bar"]',
      );
      await waitFor(
        session,
        'the drawer closes',
        () => !document.querySelector('.navbar-sidebar--show'),
      );
    },
  },
  {
    name: 'Ctrl+K opens search, and Escape closes it',
    async run(session) {
      await visit(session, '/docs/Cape UI');
      await session.press('k', 'Control');
      await waitFor(
        session,
        'Ctrl+K opens search and focuses its box',
        searchIsFocused,
        searchBox,
      );
      await session.type('a/b');
      assert.equal(
        await session.evaluate(
          (css) => document.querySelector(css).value,
          searchBox,
        ),
        'a/b',
      );
      await session.press('Escape');
      await waitFor(session, 'Escape closes search', searchClosed);
    },
  },
  {
    name: '"/" opens search, it finds, and Enter opens the first result at its section',
    async run(session) {
      await visit(session, '/docs/Cape UI');
      await openSearchWithSlash(session);
      await session.type('pagination cursor');
      await waitFor(session, 'the search says how many results', searchStatus);
      const first = await session.evaluate(
        () =>
          document.querySelector('dialog[open] [role="option"]')?.textContent,
      );
      assert.match(first, /Pagination/);
      await session.press('Enter');
      await waitFor(
        session,
        'Enter opens /docs/Cape#pagination',
        () =>
          decodeURI(location.pathname) === '/docs/Cape' &&
          location.hash === '#pagination',
      );
      await waitFor(session, 'the section is scrolled into view', () => {
        const box = document
          .getElementById('pagination')
          ?.getBoundingClientRect();
        return Boolean(box && box.top >= 0 && box.top < innerHeight);
      });
    },
  },
  {
    name: 'a click outside the search dialog closes it; one inside does not',
    async run(session) {
      await visit(session, '/docs/Cape');
      await openSearchWithSlash(session);
      // A click inside keeps it open.
      const box = await session.evaluate((css) => {
        const {x, y, width, height} = document
          .querySelector(css)
          .getBoundingClientRect();
        return {x: x + width / 2, y: y + height / 2};
      }, searchBox);
      await session.clickAt(box.x, box.y);
      assert.equal(
        await session.evaluate(searchClosed),
        false,
        'a click in the search box closed search',
      );
      // Left edge, halfway down: the backdrop at any width (the dialog keeps a
      // margin of 1rem on each side).
      const height = await session.evaluate(() => innerHeight);
      await session.clickAt(4, height / 2);
      await waitFor(
        session,
        'a click on the backdrop closes search',
        searchClosed,
      );
    },
  },
  {
    name: '"Copy page" copies the page and says so',
    async run(session) {
      await visit(session, '/docs/Cape');
      await session.click(await markByText(session, 'button', 'Copy page'));
      await waitFor(session, 'the status says the page was copied', () => {
        const statuses = [...document.querySelectorAll('[role="status"]')].map(
          (status) => status.textContent,
        );
        return (
          statuses.includes('Page copied as Markdown.') ||
          `not yet: ${statuses.join(' | ')}`
        );
      });
    },
  },
  {
    name: 'the not-found page suggests the page meant, and its link opens it',
    expectedErrors: /GET \/docs\/cape%20ui answered 404|status of 404/,
    async run(session) {
      await visit(session, '/docs/cape ui');
      // The nav named by its heading, "Find what you were looking for".
      const help = 'nav[aria-labelledby="not-found-help"]';
      const text = await waitFor(
        session,
        'the help shows',
        (css) => document.querySelector(css)?.textContent,
        help,
      );
      assert.match(text, /Did you mean \/docs\/Cape UI\?/);
      await session.click(
        await markByText(session, `${help} a`, '/docs/Cape UI'),
      );
      await waitFor(
        session,
        'the suggestion opens /docs/Cape UI',
        () => decodeURI(location.pathname) === '/docs/Cape UI',
      );
      await waitFor(session, 'the page hydrates', hydrated);
    },
  },
  {
    name: 'when the scripts fail to load, the page says so, and Retry starts it once they load',
    // A first load: in a used session the scripts would come from the cache.
    freshSession: true,
    expectedErrors:
      /failed to load http:\/\/\S+\/assets\/js\/|Loading failed for the <script>|ChunkLoadError|Loading chunk/,
    async run(session, site) {
      site.scriptsDown = true;
      try {
        await session.goto('/docs/Cape');
        const notice = '.cape-load-failure[role="alert"]';
        const text = await waitFor(
          session,
          'the load-failure notice shows',
          (css) => document.querySelector(css)?.textContent,
          notice,
        );
        assert.match(text, /could not load its scripts/);
        assert.match(text, /Failed to load http:\/\/\S+\/assets\/js\/\S+\.js/);
        assert.equal(
          await session.evaluate(
            () => document.querySelector('h1')?.textContent,
          ),
          'Cape platform',
        );
        assert.notEqual(
          await session.evaluate(
            () => document.documentElement.dataset.hasHydrated,
          ),
          'true',
        );
        await session.click(`${notice} button`);
        await waitFor(
          session,
          'Retry says it still fails',
          (css) =>
            document.querySelector(css)?.textContent.includes('Still failing'),
          notice,
        );
        site.scriptsDown = false;
        await session.click(`${notice} button`);
        await waitFor(session, 'the page hydrates after Retry', hydrated);
        assert.equal(
          await session.evaluate((css) => document.querySelector(css), notice),
          null,
        );
      } finally {
        site.scriptsDown = false;
      }
    },
  },
];

/** One behaviour per route of the sitemap: it loads, shows its h1 and hydrates. */
export function routeBehaviour(path) {
  return {
    name: `${path} loads and hydrates`,
    async run(session) {
      await visit(session, path);
      const heading = await session.evaluate(
        () => document.querySelector('h1')?.textContent,
      );
      assert.ok(heading, `${path} has an h1`);
    },
  };
}
