import type {APIRequestContext} from '@playwright/test';

// Readers of served HTML and XML, for checks that need no browser.

/** The content of a `<meta>` in the served HTML, by name or property. */
export function meta(html: string, key: string): string | undefined {
  // The minified HTML may leave attribute values unquoted.
  const tag = new RegExp(
    `<meta[^>]*(?:name|property)=(?:"${key}"|${key}(?=[\\s/>]))[^>]*>`,
  ).exec(html)?.[0];
  return tag
    ? /content=(?:"([^"]*)"|([^\s>]+))/.exec(tag)?.slice(1).find(Boolean)
    : undefined;
}

/** Every `<link rel="canonical">` URL in the served HTML, as written. */
export function canonicalLinks(html: string): string[] {
  return [
    ...html.matchAll(
      /<link[^>]*rel="?canonical"?[^>]*href=(?:"([^"]*)"|([^\s>]+))/g,
    ),
  ].map(([, quoted, bare]) => (quoted ?? bare)!);
}

/**
 * The URLs of the sitemap at the base URL, as written (absolute, on the
 * site's public origin, percent-encoded).
 */
export async function sitemapUrls(
  request: APIRequestContext,
): Promise<string[]> {
  const response = await request.get('sitemap.xml');
  if (!response.ok()) {
    throw new Error(`sitemap.xml answered ${response.status()}`);
  }
  return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc]) => loc!,
  );
}
