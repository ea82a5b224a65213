/**
 * Puts the page's canonical URL in the address bar when a host served it at a
 * variant: `/docs/Cape.html`, `/docs/Cape/index.html` or `/docs/Cape/`. Runs
 * in the head, before the app starts or the page paints.
 *
 * Every page has one URL: no `.html`, no trailing slash (`trailingSlash:
 * false`). The shipped nginx config (deploy/nginx) and most static hosts
 * redirect the variants themselves; GitHub Pages does not:
 * - it serves `/docs/Cape.html` as it is: the page is the right one, so its
 *   URL is replaced in place (`history.replaceState`), with no request (the
 *   same for a host that serves a page at a path in another case);
 * - it answers `/docs/Cape/` with 404.html: the not-found page asks the host
 *   whether the canonical form exists (one HEAD request, redirects not
 *   followed, so a host that redirects folders cannot cause a loop) and goes
 *   there if it does. Otherwise the not-found page stays, as routes are exact
 *   (src/plugins/exactRoutes).
 * The canonical URL is the page's own `<link rel="canonical">`, which the
 * template writes before these tags. ./index.ts puts the script in the head;
 * ./canonicalPath.test.mjs runs it against each case.
 */
export function canonicalPathScript(baseUrl: string): string {
  const base = JSON.stringify(baseUrl);
  return `(function () {
  var location = window.location;
  var link = document.querySelector('link[rel="canonical"]');
  if (!link) return;
  var canonical = new URL(link.href).pathname;
  var path = location.pathname;
  var normal = path.replace(/\\/index\\.html$/, '/').replace(/\\.html$/, '');
  if (normal.length > ${base}.length) normal = normal.replace(/\\/+$/, '');
  if (normal === path) return;
  var rest = location.search + location.hash;
  if (canonical === ${base} + '404.html') {
    if (!window.fetch) return;
    fetch(normal, {method: 'HEAD', redirect: 'manual'}).then(function (response) {
      if (response.ok) location.replace(normal + rest);
    }, function () {});
  } else if (decodeURI(normal).toLowerCase() === decodeURI(canonical).toLowerCase()) {
    history.replaceState(history.state, '', canonical + rest);
  }
})();`;
}
