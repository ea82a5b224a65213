// The exact-routes plugin relies on React Router 5 and on how core renders
// routes (./index.ts); an upgrade that changes either stops the build.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import createJiti from 'jiti';

const load = createJiti(import.meta.url, {interopDefault: true});
const {assertCoupling} = load('./index.ts');

/** A resolver where some modules are replaced by files with `contents`. */
function resolverWith(files) {
  const dir = mkdtempSync(join(tmpdir(), 'exact-routes-'));
  const real = load.resolve;
  return (request) => {
    if (!(request in files)) return real(request);
    if (files[request] === undefined) throw new Error(`no ${request}`);
    const path = join(dir, request.replaceAll('/', '_'));
    writeFileSync(path, files[request]);
    return path;
  };
}

test('the installed Docusaurus has what the plugin relies on', () => {
  assert.doesNotThrow(() => assertCoupling());
});

test('another React Router major stops the build', () => {
  assert.throws(
    () =>
      assertCoupling(
        resolverWith({'react-router/package.json': '{"version":"7.1.0"}'}),
      ),
    /src\/plugins\/exactRoutes: it is written for React Router 5, not 7\.1\.0/,
  );
});

test('core rendering routes another way stops the build', () => {
  assert.throws(
    () =>
      assertCoupling(
        resolverWith({
          '@docusaurus/core/lib/client/App.js': "import {routes} from './x';",
        }),
      ),
    /core's client App no longer imports @docusaurus\/renderRoutes/,
  );
  assert.throws(
    () =>
      assertCoupling(
        resolverWith({
          '@docusaurus/core/lib/client/exports/renderRoutes': undefined,
        }),
      ),
    /client App or renderRoutes module is gone/,
  );
});
