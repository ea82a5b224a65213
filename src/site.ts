/**
 * Cape's brand facts and its pages, in one place. `docusaurus.config.ts`,
 * `sidebars.ts`, the site's own components, the author checks and the
 * end-to-end tests import them from here, so the brand word, the tagline, the
 * repository URL, the copyright year and the page list are never repeated.
 */
/** The product's brand word; it also appears in doc routes such as `/docs/Cape`. */
const name = 'Cape';

export const site = {
  name,
  tagline: 'Become a global superhero.',
  /** The home page's sub-line under the tagline. */
  promise: 'Answer every visitor, in every language, around the clock.',
  /** What the product does, in one sentence (home page, llms.txt). */
  summary: `For organisations with a website: ${name} turns the pages, help articles and PDFs you already publish into an assistant that answers your visitors, citing its sources.`,
  /** Where this documentation's source lives. */
  repositoryUrl: 'https://github.com/cape-docs/cape-docs',
  /**
   * Fixed on purpose: the specification asks for a 2025 copyright line, not
   * the year of the build.
   */
  copyrightYear: 2025,
} as const;

/** A page the specification fixes. */
export type Page = {
  /** The doc id: the file under `docs/` without its extension. */
  readonly id: string;
  /** The file, from the project root. */
  readonly file: string;
  /** The route, as readers see it (with spaces). */
  readonly path: string;
  /** The page's h1. */
  readonly heading: string;
  /** The text of links to it (footer, home page). */
  readonly label: string;
  /** What it covers: where a new topic goes (`npm run check` prints it). */
  readonly covers: string;
};

const doc = (
  id: string,
  heading: string,
  covers: string,
  label = heading,
): Page => ({
  id,
  file: `docs/${id}.mdx`,
  path: `/docs/${id}`,
  heading,
  label,
  covers,
});

/**
 * The doc pages, in the sidebar's reading order (Cape's content flow:
 * collect, keep, reach, run). The routes and files are the specification's,
 * including its spelling (`Best Prectice`).
 */
export const docs = {
  bestPractice: doc(
    'Best Prectice/overview',
    'Best Practice',
    'Advice that applies across Cape.',
    'Best practice',
  ),
  webcrawlers: doc(
    `${name} Webcrawlers`,
    `${name} Webcrawlers`,
    'Sources, crawling, schedules.',
  ),
  webExtractors: doc(
    'Web Extractors',
    'Web Extractors',
    'Turning pages and PDFs into documents.',
  ),
  cape: doc(
    name,
    `${name} platform`,
    'The platform: the tutorial, keys, the REST API, errors, limits, webhooks, the SDK.',
  ),
  chatmodal: doc(
    `${name} Chatmodal UI`,
    `${name} Chatmodal UI`,
    'Embedding the chat modal.',
  ),
  landingPage: doc(
    `${name} Landing Page/overview`,
    `${name} Landing Page`,
    'Hosted landing pages and custom domains.',
  ),
  ui: doc(`${name} UI`, `${name} UI`, 'The dashboard, screen by screen.'),
} as const satisfies Record<string, Page>;

/** The docs index, `/docs`. */
export const docsIndex: Page = {
  id: 'index',
  file: 'docs/index.mdx',
  path: '/docs',
  heading: `${name} documentation`,
  label: 'All docs',
  covers: `The docs index: what ${name} is, where to start.`,
};

/** The pages outside `docs/`. */
export const otherPages = {
  home: {path: '/', heading: name},
  about: {
    path: '/markdown-page',
    heading: 'About these docs',
    label: 'About these docs',
  },
} as const;

/** Every file under `docs/` the specification fixes; any other fails `npm run check`. */
export const docFiles: readonly Page[] = [docsIndex, ...Object.values(docs)];
