/**
 * The routes of the specification, with Cape for {product}, and the h1 each
 * one shows. Paths are written as readers see them (with spaces); Playwright
 * percent-encodes them.
 */
export const docPages = [
  {
    path: '/docs/Best Prectice/overview',
    heading: 'Best Practice',
    label: 'Best practice',
  },
  {
    path: '/docs/Cape Webcrawlers',
    heading: 'Cape Webcrawlers',
    label: 'Cape Webcrawlers',
  },
  {
    path: '/docs/Web Extractors',
    heading: 'Web Extractors',
    label: 'Web Extractors',
  },
  {path: '/docs/Cape', heading: 'Cape platform', label: 'Cape platform'},
  {
    path: '/docs/Cape Chatmodal UI',
    heading: 'Cape Chatmodal UI',
    label: 'Cape Chatmodal UI',
  },
  {
    path: '/docs/Cape Landing Page/overview',
    heading: 'Cape Landing Page',
    label: 'Cape Landing Page',
  },
  {path: '/docs/Cape UI', heading: 'Cape UI', label: 'Cape UI'},
] as const;

export const otherPages = [
  {path: '/', heading: 'Cape'},
  {path: '/markdown-page', heading: 'About these docs'},
  {path: '/docs', heading: 'Cape documentation'},
] as const;

export const allPages = [...otherPages, ...docPages];

export {site} from '../../src/site';

/** The doc page of the main product, `/docs/{product}`. */
export const capePage = docPages[3];
