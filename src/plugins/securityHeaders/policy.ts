import {createHash} from 'node:crypto';

/**
 * The site's Content Security Policy and the other security headers, in one
 * place. The policy is as strict as a static site allows: everything from the
 * site's own origin, and inline code only where its exact text was in the
 * build, by hash. `index.ts` computes the hashes from the built HTML and
 * delivers the result.
 */

/** What the built HTML holds inline, which the policy must name by hash. */
export type InlineCode = {
  /** Text of each inline `<script>` the browser runs. */
  scripts: string[];
  /** Text of each inline `<style>` element. */
  styles: string[];
  /**
   * Value of each `style` attribute written in HTML, or in HTML that an
   * inline script inserts (the theme's wrong-base-URL banner).
   */
  styleAttributes: string[];
};

/** A CSP source expression for text: `'sha256-…'`. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

function hashes(texts: string[]): string[] {
  return [...new Set(texts)].sort().map(hashSource);
}

/**
 * The policy, directive by directive.
 *
 * - Scripts: the site's own files, and the inline scripts of the build by
 *   hash (the colour mode, the `.html` redirect, the load-failure notice, the
 *   wrong-base-URL banner). No `'unsafe-inline'`, no `'unsafe-eval'`.
 * - Styles: the site's own files, and by hash the few `style` attributes in
 *   the HTML (the theme's hidden icon sprite, the wrong-base-URL banner).
 *   Hashing an attribute needs `'unsafe-hashes'`; it allows exactly those
 *   declarations, not `'unsafe-inline'`. Styles React sets while the page
 *   runs go through the CSSOM, which a policy does not restrict.
 * - Images: the site's own and `data:` URLs, which the theme's CSS uses for
 *   small icons (the breadcrumbs' separator, the sidebar's arrows).
 * - `frame-ancestors 'none'`: no other site may frame the docs. Only a header
 *   can carry it; `meta` leaves it out (see `metaPolicy`).
 */
export function policy(inline: InlineCode): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...hashes(inline.scripts)],
    'style-src': [
      "'self'",
      ...(inline.styleAttributes.length > 0 ? ["'unsafe-hashes'"] : []),
      ...hashes([...inline.styles, ...inline.styleAttributes]),
    ],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** Directives a `<meta http-equiv>` policy may not carry: browsers ignore them there, with a console error. */
const headerOnly = new Set(['frame-ancestors', 'report-uri', 'sandbox']);

export function serialize(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** The policy as a `<meta http-equiv>` can carry it, for hosts that send no headers. */
export function metaPolicy(directives: Record<string, string[]>): string {
  return serialize(
    Object.fromEntries(
      Object.entries(directives).filter(([name]) => !headerOnly.has(name)),
    ),
  );
}

/** Every header the site is served with, the policy among them. */
export function securityHeaders(
  directives: Record<string, string[]>,
): Record<string, string> {
  return {
    'Content-Security-Policy': serialize(directives),
    // Two years; browsers heed it only over HTTPS.
    'Strict-Transport-Security': 'max-age=63072000',
    'X-Content-Type-Options': 'nosniff',
    // For browsers without `frame-ancestors`.
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
