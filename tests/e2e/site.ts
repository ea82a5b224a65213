/**
 * The routes of the specification and the h1 each one shows, read from the
 * one list in src/site.ts. Paths are written as readers see them (with
 * spaces); Playwright percent-encodes them.
 */
import {docs, docsIndex, otherPages as pages} from '../../src/site';

export const docPages = Object.values(docs);

export const otherPages = [pages.home, pages.about, docsIndex];

export const allPages = [...otherPages, ...docPages];

export {site} from '../../src/site';

/** The doc page of the main product, `/docs/{product}`. */
export const capePage = docs.cape;

/** The doc page that shows one of each content component. */
export const chatmodalPage = docs.chatmodal;

/** The mode of the page at `index` at `width`: alternating (pages.spec.ts). */
export const modeOf = (index: number, width: number) =>
  (index + (width === 1280 ? 0 : 1)) % 2 ? 'dark' : 'light';
