import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {canonicalPathScript} from './canonicalPath';

/**
 * One URL per page, matched exactly.
 *
 * In the head, before the app starts: a page served at a variant of its URL
 * (`.html`, `/index.html`, a trailing slash) goes to its canonical URL
 * (./canonicalPath.ts).
 *
 * In the router: every route is an exact match, as the server already
 * matches files: case-sensitive, and without an optional trailing slash
 * (facebook/docusaurus#8017 asks for this upstream).
 *
 * React Router matches paths case-insensitively and ignores a trailing slash
 * unless told otherwise. A static host answers `/docs/cape ui` with the
 * not-found page and a 404, and the client router then rendered the Cape UI
 * page over it: a hydration mismatch, and two answers for one URL. Docusaurus
 * can't configure this: its routes carry no `sensitive` or `strict` flag, and
 * react-router-config's `renderRoutes` forwards `strict` but not `sensitive`
 * to `<Route>`. So:
 * - `client.ts` flags every generated route `sensitive` and `strict` before
 *   the app first renders, for everything that matches with `matchRoutes` or
 *   `matchPath` (preloading, `.html` normalisation, the docs plugin);
 * - `renderRoutes.tsx` wraps `@docusaurus/renderRoutes` to forward
 *   `sensitive` too, for the `<Switch>` elements that render the routes.
 * Tests: tests/e2e/not-found.spec.ts, tests/e2e/hosting.spec.ts and
 * ./canonicalPath.test.mjs.
 */
export default function exactRoutes({baseUrl}: LoadContext): Plugin {
  assertCoupling();
  return {
    name: 'cape-exact-routes',
    injectHtmlTags() {
      return {
        headTags: [
          {tagName: 'script', innerHTML: canonicalPathScript(baseUrl)},
        ],
      };
    },
    getClientModules() {
      return [join(__dirname, 'client.ts')];
    },
    configureWebpack() {
      return {
        resolve: {
          alias: {
            '@docusaurus/renderRoutes': join(__dirname, 'renderRoutes.tsx'),
          },
        },
      };
    },
  };
}

/**
 * Stops `docusaurus start` and `build` when what this plugin relies on has
 * moved, instead of routes quietly matching loosely again: React Router 5's
 * `sensitive`/`strict` flags (Docusaurus 4 moves to a newer router), the
 * upstream `renderRoutes` module, and core's App importing it through the
 * `@docusaurus/renderRoutes` alias this plugin replaces.
 */
export function assertCoupling(resolve = createRequire(__filename).resolve) {
  const fail = (what: string) => {
    throw new Error(
      `src/plugins/exactRoutes: ${what}; a Docusaurus upgrade changed how routes are rendered. See src/plugins/README.md (exactRoutes) for what to check.`,
    );
  };
  const router = JSON.parse(
    readFileSync(resolve('react-router/package.json'), 'utf8'),
  ) as {version: string};
  if (!router.version.startsWith('5.')) {
    fail(`it is written for React Router 5, not ${router.version}`);
  }
  let app = '';
  try {
    resolve('@docusaurus/core/lib/client/exports/renderRoutes');
    app = readFileSync(resolve('@docusaurus/core/lib/client/App.js'), 'utf8');
  } catch {
    fail("@docusaurus/core's client App or renderRoutes module is gone");
  }
  if (!app.includes("from '@docusaurus/renderRoutes'")) {
    fail("core's client App no longer imports @docusaurus/renderRoutes");
  }
}
