/**
 * Facts about Cape Webcrawlers that are not part of the API's schema (the
 * settings and their defaults are: static/openapi.yaml, `CrawlerConfig`).
 */

export const crawlerIdentity = {
  /** The User-Agent every crawler request sends, before `userAgentSuffix`. */
  userAgent: 'CapeBot/1.0 (+https://cape.example.com/bot)',
  /** The `robots.txt` group name the crawler obeys. */
  robotsName: 'CapeBot',
  /** Published list of the addresses crawler requests come from. */
  addressList: 'https://cape.example.com/bot/addresses.json',
} as const;

/** How the crawler treats what a server sends, beyond the settings. */
export const crawlerBehaviour = {
  /** Whether it runs a page's scripts before reading it. */
  runsJavaScript: false,
  /** Redirects followed per URL; the document keeps the final URL, which must be in scope. */
  maxRedirects: 5,
} as const;

/** How schedules meet the one-crawl-at-a-time rule of a source. */
export const crawlerSchedule = {
  /**
   * A scheduled crawl that comes due while the source's last crawl, scheduled
   * or started by hand, is still `queued` or `running`: as a crawl started by
   * hand would get `conflict`, it does not start, and is not queued either.
   */
  overlap:
    "skipped: no crawl is created and no webhook is sent, and the schedule's next time stays as it was",
} as const;

export const crawlerLimits = {
  /** Seconds a request may take before its URL gets the outcome `error`. */
  requestTimeoutSeconds: 30,
  /**
   * Largest page the crawler reads, in megabytes: any response that is not a
   * PDF. A larger one gets the outcome `error`.
   */
  maxPageMegabytes: 10,
  /**
   * Largest PDF the crawler reads (`Content-Type: application/pdf`), in
   * megabytes, instead of the page limit. A larger one gets the outcome `error`.
   */
  maxPdfMegabytes: 50,
} as const;

/**
 * The syntax of `include` and `exclude` patterns. A pattern is matched
 * against the whole URL, query string included, fragment excluded.
 */
export const urlPatternSyntax = [
  {
    token: '`*`',
    matches: 'Any run of characters, none of them `/`. It can be empty.',
  },
  {
    token: '`**`',
    matches: 'Any run of characters, `/` included. It can be empty.',
  },
  {
    token: 'any other character',
    matches: 'Itself, exactly, case included. `?` and `.` are not special.',
  },
] as const;

/**
 * Patterns with URLs they do and do not match. Shown as a table, and
 * checked by tests/docs against an implementation of the syntax above.
 */
export const urlPatternExamples = [
  {
    pattern: 'https://help.example.com/articles/**',
    url: 'https://help.example.com/articles/returns/uk',
    matches: true,
  },
  {
    pattern: 'https://help.example.com/articles/*',
    url: 'https://help.example.com/articles/returns/uk',
    matches: false,
  },
  {
    pattern: 'https://help.example.com/search*',
    url: 'https://help.example.com/search?q=refund',
    matches: true,
  },
  {
    pattern: 'https://shop.example.com/**?*sort=*',
    url: 'https://shop.example.com/shoes/boots?colour=red&sort=price',
    matches: true,
  },
  {
    pattern: 'https://shop.example.com/**?*sort=*',
    url: 'https://shop.example.com/shoes/boots',
    matches: false,
  },
  {
    pattern: 'https://shop.example.com/**/print',
    url: 'https://shop.example.com/help/returns/print',
    matches: true,
  },
  {
    pattern: 'https://docs.example.com/**.pdf',
    url: 'https://docs.example.com/manuals/setup.PDF',
    matches: false,
  },
] as const;
