/**
 * A site-absolute URL (`/docs/Cape UI#settings`) with its path and fragment
 * percent-encoded (`/docs/Cape%20UI#settings`), by the WHATWG URL parser:
 * characters a URL may not hold are encoded, `%` escapes already there are
 * kept. Anything else (a relative or absolute URL, or a protocol-relative
 * `//host/…`, which the parser would read as a host) is returned as it is.
 */
export function encodeUrlPath(href: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const url = new URL(href, 'http://localhost');
  return url.pathname + url.search + url.hash;
}
