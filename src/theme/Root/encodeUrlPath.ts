/**
 * A site-absolute URL (`/docs/Cape UI#settings`) with its path and fragment
 * percent-encoded (`/docs/Cape%20UI#settings`), by the WHATWG URL parser:
 * characters a URL may not hold are encoded, `%` escapes already there are
 * kept. Anything not starting with `/` is returned as it is.
 */
export function encodeUrlPath(href: string): string {
  if (!href.startsWith('/')) return href;
  const url = new URL(href, 'http://localhost');
  return url.pathname + url.search + url.hash;
}
