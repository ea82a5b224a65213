import {createRequire} from 'node:module';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';

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
 */
export default function localSearch(
  context: LoadContext,
  // Already validated, and completed with defaults, by validateOptions below.
  options: unknown,
): Plugin {
  const plugin = searchLocal.default(context, options as PluginOptions);
  // contentLoaded only adds the /search page.
  delete plugin.contentLoaded;
  return plugin;
}

// Docusaurus validates a plugin function's options with its `validateOptions`:
// the plugin's own, which also fills in its defaults.
localSearch.validateOptions = searchLocal.validateOptions;
