// Plugins that take one of the theme's client modules out of the bundle
// (./themeClientModule.ts) stop `docusaurus start` and `build` when an
// upgrade moves that module, naming the plugin and the module, instead of
// running with the module back beside its replacement. The check runs when
// the plugin is created, which both commands do first.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {dirname, resolve} from 'node:path';
import createJiti from 'jiti';

const load = createJiti(import.meta.url, {interopDefault: true});
const {aliasAwayClientModule} = load('./themeClientModule.ts');
const require = createRequire(import.meta.url);

test('a module that moved stops the build, naming the plugin and the module', () => {
  assert.throws(
    () =>
      aliasAwayClientModule(
        '@docusaurus/theme-classic/lib/moved/nprogress',
        'src/plugins/progressBar',
      ),
    /src\/plugins\/progressBar replaces the client module @docusaurus\/theme-classic\/lib\/moved\/nprogress, which cannot be found: a Docusaurus upgrade moved or removed it/,
  );
});

const themeLib = dirname(require.resolve('@docusaurus/theme-classic'));
const theme = load('@docusaurus/theme-classic').default;
/** The client modules the theme registers: paths without extension. */
const registered = theme(
  {
    siteDir: process.cwd(),
    i18n: {currentLocale: 'en', localeConfigs: {en: {direction: 'ltr'}}},
    siteConfig: {themeConfig: {prism: {additionalLanguages: []}}},
  },
  {customCss: []},
)
  .getClientModules()
  .map((path) => resolve(themeLib, path));

const plugins = {
  'src/plugins/progressBar': () => load('./progressBar/index.ts')(),
  'src/plugins/buildTimeHighlight': () =>
    load('./buildTimeHighlight/index.ts')
      .buildTimeHighlighting({additionalLanguages: []})
      .plugin(),
};

for (const [name, create] of Object.entries(plugins)) {
  test(`${name} aliases away a client module the theme registers`, () => {
    const aliases = create().configureWebpack().resolve.alias;
    const [path] = Object.keys(aliases);
    assert.equal(aliases[path], false);
    assert.ok(
      registered.includes(path),
      `${path} is one of ${registered.join(', ')}`,
    );
    assert.equal(require.resolve(path), `${path}.js`);
  });
}
