import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Sends `/docs/Cape.html` and `/docs/Cape/index.html` to `/docs/Cape` (and
 * `/index.html` to `/`) before the app starts.
 *
 * `docusaurus serve` already redirects such paths. Static hosts such as GitHub
 * Pages answer the first with 404.html, and Docusaurus's client then renders
 * the real page over the prerendered 404 page: React reports a hydration
 * mismatch and can leave both pages' content on screen. Replacing the URL
 * first means the host serves the page's own prerendered HTML, and the reader
 * sees the canonical address.
 */
export default function htmlSuffixRedirect({baseUrl}: LoadContext): Plugin {
  const notFoundPage = JSON.stringify(`${baseUrl}404.html`);
  const script = `(function () {
  var location = window.location;
  var path = location.pathname;
  if (path === ${notFoundPage} || !/\\.html$/.test(path)) return;
  var target = path.replace(/\\/index\\.html$/, '/').replace(/\\.html$/, '');
  location.replace(target + location.search + location.hash);
})();`;
  return {
    name: 'cape-html-suffix-redirect',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: script}]};
    },
  };
}
