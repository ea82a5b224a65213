import {spawnSync} from 'node:child_process';
import type {Config, Plugin} from '@docusaurus/types';
import {getSwcLoaderOptions} from '@docusaurus/faster';
import type * as Preset from '@docusaurus/preset-classic';
import {docs, docsIndex, otherPages, site} from './src/site';
import authorChecks from './src/plugins/authorChecks';
import exactRoutes from './src/plugins/exactRoutes';
import loadFailureNotice from './src/plugins/loadFailureNotice';
import pageExport from './src/plugins/pageExport';
import {markdown as contentFlowMarkdown} from './src/components/ContentFlowDiagram/description';
import search from './src/plugins/search';
import {writeSecurityHeaders} from './src/plugins/securityHeaders';
import {htmlFiles} from './src/plugins/builtHtml.mjs';
import {
  enabled as criticalCss,
  inlineCriticalCss,
} from './src/plugins/criticalCss';
import robotsTxt from './src/plugins/robotsTxt';
import referenceTables, {
  remarkReferenceTables,
} from './src/plugins/referenceTables';
import remarkApiReference from './src/plugins/apiReference';
import {buildTimeHighlighting} from './src/plugins/buildTimeHighlight';
import progressBar from './src/plugins/progressBar';
import tslibHelpers from './src/plugins/tslibHelpers';
import {missingExportsFail} from './src/plugins/themeClientModule';

// This runs in Node.js (code here can't be used in client-side code).

/**
 * The steps that rewrite the built pages, in order: each page's critical CSS
 * goes inline (src/plugins/criticalCss), then the Content Security Policy and
 * the other security headers hash all the inline code the pages hold
 * (src/plugins/securityHeaders). One plugin runs both because Docusaurus runs
 * every plugin's postBuild at the same time.
 */
function rewriteBuiltPages(): Plugin {
  return {
    name: 'cape-rewrite-built-pages',
    async postBuild({outDir, baseUrl}) {
      const files = await htmlFiles(outDir);
      if (criticalCss()) await inlineCriticalCss({outDir, baseUrl, files});
      await writeSecurityHeaders({outDir, files});
    },
  };
}

// The public origin the site is deployed to; used for canonical URLs and the sitemap.
const siteUrl = process.env.SITE_URL ?? 'https://cape.example.com';

// The path the site is served under: '/' by default, '/cape-docs/' for a
// project page on a sub-path. Must start and end with a slash.
const baseUrl = process.env.BASE_URL ?? '/';

const repositoryUrl = site.repositoryUrl;

// The strict build (`npm run build:strict`, run by `npm test` and CI) sets
// CAPE_STRICT=1: what Docusaurus only warns about while authors preview
// (broken anchors and Markdown links, as the specification asks, duplicate
// routes, inline tags) stops the published build instead.
const strict = process.env.CAPE_STRICT === '1';
const onProblem = strict ? 'throw' : 'warn';

// "Last updated" dates come from git history. Docusaurus refuses to build a
// site outside a git worktree when they are on, so a copy without history
// (a downloaded archive, a test fixture) builds without them.
const inGitWorktree =
  spawnSync('git', ['rev-parse', '--is-inside-work-tree'], {cwd: __dirname})
    .status === 0;

// Code blocks are highlighted when the site is built and coloured by CSS in
// both modes (src/plugins/buildTimeHighlight): one fragment for the rehype
// plugin, the theme's prism settings and the plugin. JSON and YAML ship with
// prism-react-renderer; shell samples need bash.
const highlighting = buildTimeHighlighting({additionalLanguages: ['bash']});

/** The share card's alt text (OpenGraph and Twitter). */
const cardAlt = `${site.name}: ${site.tagline}`;

const navbar = {
  title: site.name,
  logo: {
    alt: `${site.name} logo`,
    src: 'img/logo.svg',
    // Sized, so the navbar does not shift when the image arrives.
    width: 32,
    height: 32,
  },
  items: [
    {
      type: 'docSidebar',
      sidebarId: 'tutorialSidebar',
      position: 'left',
      label: 'Docs',
    },
    {to: docs.cape.path, label: site.name, position: 'left'},
    // Full-text search, served from this site (src/plugins/search).
    {type: 'search', position: 'right'},
    // Rendered by src/components/RepositoryLink through the swizzled
    // NavbarItem/ComponentTypes registry: an icon link with an accessible name.
    {type: 'custom-repositoryLink', position: 'right', href: repositoryUrl},
  ],
} satisfies Preset.ThemeConfig['navbar'];

function footerLink({label, path}: {label: string; path: string}) {
  return {label, to: path};
}

const footer = {
  style: 'dark',
  links: [
    {
      title: 'Get started',
      items: [docsIndex, docs.bestPractice, docs.cape].map(footerLink),
    },
    {
      title: 'Collect content',
      items: [docs.webcrawlers, docs.webExtractors].map(footerLink),
    },
    {
      title: 'Reach visitors',
      items: [docs.chatmodal, docs.landingPage, docs.ui].map(footerLink),
    },
    {
      title: 'Project',
      items: [
        {label: 'Source repository', href: repositoryUrl},
        footerLink(otherPages.about),
      ],
    },
  ],
  copyright: `Copyright © ${site.copyrightYear} ${site.name}. Built with Docusaurus.`,
} satisfies Preset.ThemeConfig['footer'];

const themeConfig = {
  // The card shown when a page is shared (OpenGraph, Twitter); made by
  // `npm run social-card` from src/site.ts.
  image: 'img/cape-social-card.png',
  metadata: [
    {property: 'og:type', content: 'website'},
    {property: 'og:image:width', content: '1200'},
    {property: 'og:image:height', content: '630'},
    {property: 'og:image:alt', content: cardAlt},
    {name: 'twitter:image:alt', content: cardAlt},
  ],
  colorMode: {
    defaultMode: 'light',
    disableSwitch: false,
    // The specification: light or dark, light by default, the OS preference not followed.
    respectPrefersColorScheme: false,
  },
  announcementBar: {
    // Change the id whenever the content changes, so readers who dismissed the
    // previous bar see the new one.
    id: 'cape-docs-launch-2025',
    content: `The ${site.name} docs are new. Missing something? <a target="_blank" rel="noopener noreferrer" href="${repositoryUrl}/issues">Tell us in the repository</a>.`,
    // Brand indigo with white text (7.5:1) reads the same in light and dark mode.
    backgroundColor: '#4338ca',
    textColor: '#ffffff',
    isCloseable: true,
  },
  docs: {
    sidebar: {
      hideable: false,
      autoCollapseCategories: false,
    },
    versionPersistence: 'localStorage',
  },
  tableOfContents: {
    minHeadingLevel: 2,
    maxHeadingLevel: 3,
  },
  navbar,
  footer,
  prism: highlighting.prism,
} satisfies Preset.ThemeConfig;

const rehypePlugins = [highlighting.rehypePlugin];

const config = {
  title: site.name,
  tagline: site.tagline,
  favicon: 'img/favicon.svg',

  future: {
    // Docusaurus Faster (Rspack, SWC, Lightning CSS) and the v4 defaults,
    // which namespace localStorage keys per site.
    v4: true,
    faster: {
      // JavaScript is transpiled by SWC, named below (`webpack.jsLoader`) as
      // the explicit choice Docusaurus asks for when a site keeps a
      // babel.config.js: the file belongs to the project's layout and is what
      // `npm run write-translations` reads; with `swcJsLoader: true`, every
      // start and build would warn that it is unused by the bundler.
      swcJsLoader: false,
      swcJsMinimizer: true,
      swcHtmlMinimizer: true,
      lightningCssMinimizer: true,
      mdxCrossCompilerCache: true,
      rspackBundler: true,
      rspackPersistentCache: true,
      ssgWorkerThreads: true,
      gitEagerVcs: true,
    },
  },

  webpack: {
    // Rspack's built-in SWC loader with Docusaurus Faster's own options: what
    // `swcJsLoader: true` would use (@docusaurus/bundler, jsLoader.js).
    jsLoader: (isServer) => ({
      loader: 'builtin:swc-loader',
      options: getSwcLoaderOptions({isServer, bundlerName: 'rspack'}),
    }),
  },

  url: siteUrl,
  baseUrl,
  // One URL per page, without a trailing slash: `/docs/Cape` is written as
  // `docs/Cape.html`, which every common static host serves at that URL with
  // no redirect (README, "Hosting").
  trailingSlash: false,

  onBrokenLinks: 'throw',
  onBrokenAnchors: onProblem,
  onDuplicateRoutes: onProblem,
  markdown: {
    format: 'mdx',
    hooks: {
      onBrokenMarkdownLinks: onProblem,
      onBrokenMarkdownImages: onProblem,
    },
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {
      en: {label: 'English', direction: 'ltr', htmlLang: 'en'},
    },
  },

  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
          onInlineTags: onProblem,
          breadcrumbs: true,
          // "Edit this page" opens the file in the source repository, and
          // "Last updated" comes from each file's latest commit.
          // Paths hold spaces (`docs/Cape UI.mdx`): encode them for a valid URL.
          editUrl: ({versionDocsDirPath, docPath}) =>
            `${repositoryUrl}/edit/main/${versionDocsDirPath}/${encodeURI(docPath)}`,
          showLastUpdateTime: inGitWorktree,
          // <ReferenceTable> and <Fact>: reference data rendered as Markdown
          // (src/data/README.md), before Docusaurus reads headings and links.
          beforeDefaultRemarkPlugins: [
            [remarkReferenceTables, {siteDir: __dirname}],
            // <ApiReference />: each operation and object of the API from
            // static/openapi.yaml, as headings and tables.
            remarkApiReference,
          ],
          rehypePlugins,
          lastVersion: 'current',
          versions: {
            current: {label: 'Next', badge: true},
          },
        },
        // The specification lists no blog route.
        blog: false,
        pages: {rehypePlugins},
        theme: {
          customCss: ['./src/css/custom.css', './src/css/load-failure.css'],
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    // Front matter against src/frontMatter.mjs in every build; in the dev
    // server, every check of a page on each save (src/plugins/authorChecks).
    authorChecks,
    // A named import an upgrade removed (theme-common/internal) stops the build.
    missingExportsFail,
    // One URL per page, matched exactly (src/plugins/exactRoutes).
    exactRoutes,
    loadFailureNotice,
    // Each doc as Markdown, with the text of the site's own components.
    [pageExport, {components: {ContentFlowDiagram: contentFlowMarkdown}}],
    // Pages showing the API document's tables rebuild when it changes.
    referenceTables,
    robotsTxt,
    highlighting.plugin,
    // The theme's route-change progress bar without the nprogress library.
    progressBar,
    // tslib's one helper Docusaurus's client code calls, not all of tslib.
    tslibHelpers,
    search,
    rewriteBuiltPages,
  ],

  themeConfig,
} satisfies Config;

export default config;
