import {createRequire} from 'node:module';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {exactEditsRule, verifyExactEdits, type ExactEdits} from '../exactEdits';
import {rehypeHighlightCode} from './rehype';

/**
 * Code blocks are highlighted when the site is built, not in the reader's
 * browser. Everything that takes lives in this folder:
 * - `rehype.ts`, an MDX plugin, tokenises each fenced block with Prism and the
 *   theme's languages, and hands the block its lines as HTML;
 * - `theme/CodeBlock` (a wrapper) passes those lines down through
 *   `highlightedLines.tsx`, and `theme/CodeBlock/Content` (an eject) renders
 *   them, coloured by CSS in both modes (`custom.module.css`);
 * - the plugin below provides that theme folder, drops the theme's Prism
 *   client module from the bundle, and takes out the theme's re-mount of
 *   every code block after hydration (an exact edit, see PATCHES.md).
 *
 * The classic theme tokenises every block in the browser, then renders each
 * one a second time after hydration to apply the colour mode's inline colours:
 * on Cape's code-heavy pages that was most of a page load's main-thread work,
 * and Prism was 30 KB of every page's JavaScript. Titles, line highlights,
 * magic comments, line numbers and the buttons are still the theme's own.
 *
 * The config takes one fragment, `buildTimeHighlighting(...)`, for the three
 * places it goes: the docs and pages plugins' rehype plugins, the theme's
 * `prism` settings and the site's plugins.
 */

// The theme's client module that loads Prism and its extra languages in the
// browser. Client modules are imported by absolute path without extension.
const require = createRequire(__filename);
const themePrismClientModule = require
  .resolve('@docusaurus/theme-classic/lib/prism-include-languages')
  .replace(/\.js$/, '');

const explainedIn = 'src/plugins/buildTimeHighlight/index.ts';

const patches: readonly ExactEdits[] = [
  {
    // Upstream re-mounts every code block once hydrated
    // (`key={String(isBrowser)}`), to swap the inline Prism colours of the
    // server's colour mode for the reader's. Cape colours code with CSS, right
    // in both modes from the first paint, so the re-mount only costs time.
    file: '@docusaurus/theme-classic/lib/theme/CodeBlock/index.js',
    edits: [
      [
        '<CodeBlockComp key={String(isBrowser)} {...props}>',
        '<CodeBlockComp {...props}>',
      ],
    ],
  },
];

function buildTimeHighlightPlugin({siteDir}: LoadContext): Plugin {
  // `npm start` and `npm run build` stop here, before bundling, when an
  // upgrade has moved the edited file or changed the edited line.
  verifyExactEdits(patches, explainedIn, siteDir);
  return {
    name: 'cape-build-time-highlight',
    getThemePath() {
      return join(__dirname, 'theme');
    },
    configureWebpack() {
      return {
        resolve: {alias: {[themePrismClientModule]: false}},
        module: {
          rules: patches.map((patch) => exactEditsRule(patch, explainedIn)),
        },
      };
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
