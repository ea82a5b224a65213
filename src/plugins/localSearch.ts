import {createRequire} from 'node:module';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
import {exactEditsRule} from './exactEdits';

// The package's type declarations describe its options only.
const searchLocal = createRequire(__filename)(
  '@easyops-cn/docusaurus-search-local',
) as {
  default: (context: LoadContext, options: PluginOptions) => Plugin;
  validateOptions: NonNullable<PluginModule['validateOptions']>;
};

/**
 * Full-text search with no outside service: @easyops-cn/docusaurus-search-local
 * builds a Lunr index of the docs at build time, and its search bar fetches it
 * (in a web worker) the first time a reader focuses or hovers the box.
 *
 * The plugin always adds a `/search` results page; the specification allows
 * no routes beyond its own ("any other path shows the not-found page"), so
 * this keeps everything else of the plugin and leaves that page out. Its
 * dropdown's "See all results" link to that page is hidden in
 * src/theme/SearchBar.
 *
 * One line of the plugin's search bar is edited as it is bundled. A reader who
 * focuses the box starts the index loading, and once it has loaded the bar
 * focuses the box again, because autocomplete.js moves the box in the page,
 * which drops its focus. It does so even when the reader has moved on, say
 * with Tab to the colour-mode toggle: on a slow connection, focus jumps back
 * to the search box and the reader's next key press lands there. Now it
 * focuses the box again only if focus is on the box or nowhere (the body).
 * Test: tests/e2e/search.spec.ts (an index held back while the reader Tabs on).
 */
const keepFocusWhereTheReaderPutIt = exactEditsRule(
  {
    file: '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.jsx',
    edits: [
      [
        'if (focusAfterIndexLoaded.current) {',
        'if (focusAfterIndexLoaded.current &&\n' +
          '            [null, document.body, searchBarRef.current].includes(document.activeElement)) {',
      ],
    ],
  },
  'src/plugins/localSearch.ts',
);

export default function localSearch(
  context: LoadContext,
  // Already validated, and completed with defaults, by validateOptions below.
  options: unknown,
): Plugin {
  const plugin = searchLocal.default(context, options as PluginOptions);
  // contentLoaded only adds the /search page.
  delete plugin.contentLoaded;
  const {configureWebpack} = plugin;
  return {
    ...plugin,
    configureWebpack(...args) {
      const config = configureWebpack?.apply(this, args) ?? {};
      return {
        ...config,
        module: {
          ...config.module,
          rules: [
            ...(config.module?.rules ?? []),
            keepFocusWhereTheReaderPutIt,
          ],
        },
      };
    },
  };
}

// Docusaurus validates a plugin function's options with its `validateOptions`:
// the plugin's own, which also fills in its defaults.
localSearch.validateOptions = searchLocal.validateOptions;
