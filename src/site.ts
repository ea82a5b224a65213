/**
 * Cape's brand facts, in one place. `docusaurus.config.ts` and the site's own
 * components import them from here, so the brand word, the tagline, the
 * repository URL and the copyright year are never repeated as literals.
 */
/** The product's brand word; it also appears in doc routes such as `/docs/Cape`. */
const name = 'Cape';

export const site = {
  name,
  tagline: 'Become a global superhero.',
  /** The home page's sub-line under the tagline. */
  promise: 'Answer every visitor, in every language, around the clock.',
  /** What the product does, in one sentence (home page, llms.txt). */
  summary: `${name} turns the content you already publish into an assistant your visitors can ask.`,
  /** Where this documentation's source lives. */
  repositoryUrl: 'https://github.com/cape-docs/cape-docs',
  /**
   * Fixed on purpose: the specification asks for a 2025 copyright line, not
   * the year of the build.
   */
  copyrightYear: 2025,
} as const;

/** Doc routes the navbar, footer and home page link to. */
export const docPaths = {
  bestPractice: '/docs/Best Prectice/overview',
  cape: `/docs/${site.name}`,
  chatmodal: `/docs/${site.name} Chatmodal UI`,
  landingPage: `/docs/${site.name} Landing Page/overview`,
  ui: `/docs/${site.name} UI`,
  webcrawlers: `/docs/${site.name} Webcrawlers`,
  webExtractors: '/docs/Web Extractors',
} as const;
