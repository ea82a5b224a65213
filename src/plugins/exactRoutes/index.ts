import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Makes every route an exact match in the browser, as the server already
 * matches files: case-sensitive, and without an optional trailing slash.
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
 * Tests: tests/e2e/exact-routes.spec.ts.
 */
export default function exactRoutes(): Plugin {
  return {
    name: 'cape-exact-routes',
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
