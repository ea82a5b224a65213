import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {rehypeHighlightCode} from './rehype';
import {aliasAwayClientModule} from '../themeClientModule';

/**
 * Code blocks are highlighted when the site is built, not in the reader's
 * browser. Everything it takes lives in this folder:
 * - `rehype.ts`, an MDX plugin, tokenises each fenced block with Prism and the
 *   theme's languages, hands the block its lines as HTML
 *   and, where they give its code back (`codeText.ts`), drops its text, so a
 *   page's JavaScript carries each block's code once;
 * - `theme/CodeBlock` (a wrapper) passes those lines down through
 *   `highlightedLines.tsx`, and `theme/CodeBlock/Content` (an eject) renders
 *   them, coloured by CSS in both modes (`custom.module.css`);
 * - the plugin below provides that theme folder and drops the theme's Prism
 *   client module from the bundle.
 *
 * The classic theme tokenises every block in the browser: on Cape's
 * code-heavy pages that was most of a page load's main-thread work, and Prism
 * was 30 KB of every page's JavaScript. Titles, line highlights,
 * magic comments, line numbers and the buttons are still the theme's own.
 *
 * The config takes one fragment, `buildTimeHighlighting(...)`, for the three
 * places it goes: the docs and pages plugins' rehype plugins, the theme's
 * `prism` settings and the site's plugins.
 */

function buildTimeHighlightPlugin(): Plugin {
  // The theme's client module that loads Prism and its extra languages in
  // the browser.
  const alias = aliasAwayClientModule(
    '@docusaurus/theme-classic/lib/prism-include-languages',
    'src/plugins/buildTimeHighlight',
  );
  return {
    name: 'cape-build-time-highlight',
    getThemePath() {
      return join(__dirname, 'theme');
    },
    configureWebpack() {
      return {resolve: {alias}};
    },
  };
}

/** No inline colours: every token is coloured by `custom.module.css`. */
const cssColouredCode = {plain: {}, styles: []};

/**
 * Everything the config needs for build-time highlighting, from the one list
 * of extra Prism languages the build and the theme must share.
 */
export function buildTimeHighlighting({
  additionalLanguages,
}: {
  /** Prism languages beyond prism-react-renderer's own. */
  additionalLanguages: string[];
}) {
  return {
    /** For `docs.rehypePlugins` and `pages.rehypePlugins`. */
    rehypePlugin: [rehypeHighlightCode, {additionalLanguages}] as const,
    /** For `themeConfig.prism`. */
    prism: {
      theme: cssColouredCode,
      darkTheme: cssColouredCode,
      additionalLanguages,
    },
    /** For `plugins`. */
    plugin: buildTimeHighlightPlugin,
  };
}
