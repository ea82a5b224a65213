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
  /**
   * Whether it follows a `<meta http-equiv="refresh">` or a script redirect.
   * It does not: such a page answers `200`, so it is extracted like any other.
   */
  followsHtmlRedirects: false,
  /**
   * Whether it sends an `Accept-Language` header. It does not, so a server
   * that picks a page's language from that header serves its default one.
   */
  sendsAcceptLanguage: false,
  /** Redirects followed per URL; the document keeps the final URL, which must be in scope. */
  maxRedirects: 5,
} as const;

/**
 * The sitemap size the Cape Webcrawlers page uses to show how long a crawl
 * lasts at the default and the highest `rateLimit.requestsPerSecond`
 * (static/openapi.yaml, `CrawlerConfig`), for a CMS that triggers crawls.
 */
export const crawlDurationExample = {urls: 1000} as const;

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

/**
 * What a crawl does to the document a URL already has from an earlier crawl,
 * case by case. `outcome` is Markdown; every outcome it names in a code span
 * must be a `UrlOutcome` of static/openapi.yaml, and a status code `when`
 * names for a row of one outcome must be in that outcome's description
 * there (the registry checks both). Keep
 * it to the rules the Cape Webcrawlers page states: a document leaves only
 * when its page is gone, its URL leaves the patterns' scope, or it redirects
 * permanently.
 */
export const recrawlEffects = [
  {
    when: 'The server says the page has not changed',
    outcome: '`not_modified`',
    document: 'Kept as it was, with its last extraction.',
  },
  {
    when: 'The page is fetched in full: it changed, the server sent no `ETag` or `Last-Modified`, or the crawl has `reextract: true`',
    outcome: '`fetched`',
    document:
      'Extracted again and replaced. Its `contentHash` changes only if its text did.',
  },
  {
    when: 'The page is gone: the server answers `404` or `410`',
    outcome: '`removed`',
    document: 'Deleted at once.',
  },
  {
    when: 'The request fails, or the response is too large, unreadable or of a type a crawl does not read',
    outcome: '`error`',
    document: 'Kept as it was. The next crawl tries again.',
  },
  {
    when: '`robots.txt` now disallows the URL, or cannot be fetched',
    outcome: '`skipped_robots`',
    document: 'Kept as it was.',
  },
  {
    when: 'The crawl reached `maxPages` first',
    outcome: '`skipped_limit`',
    document: 'Kept as it was.',
  },
  {
    when: 'The URL is now deeper than `maxDepth`, such as after you lowered it',
    outcome: '`skipped_rule`',
    document:
      'Kept as it was: depth depends on the links a crawl happens to follow, so it retires nothing.',
  },
  {
    when: 'The URL now matches an `exclude` pattern, or `include` is set and it matches none',
    outcome: '`skipped_rule`',
    document: 'Deleted when the crawl ends as `succeeded`.',
  },
  {
    when: 'A permanent redirect (`301` or `308`) to a URL in scope',
    outcome: "The target's, usually `fetched`",
    document:
      "Deleted when the crawl ends as `succeeded`. The target's document, under the target's URL, takes its place.",
  },
  {
    when: 'A permanent redirect to a URL out of scope',
    outcome: '`skipped_rule`',
    document:
      'Deleted when the crawl ends as `succeeded`. The target is not fetched, so nothing takes its place.',
  },
  {
    when: '`robots.txt` disallows the target of a permanent redirect, or cannot be fetched on its host',
    outcome: '`skipped_robots`',
    document:
      'Deleted when the crawl ends as `succeeded`, as for any permanent redirect. The target is not fetched, so nothing takes its place until a crawl may fetch it.',
  },
  {
    when: 'A temporary redirect (`302`, `303` or `307`)',
    outcome:
      "The target's, or `skipped_rule` or `skipped_robots` when the target is out of scope or `robots.txt` stops it",
    document:
      'Kept as it was, as the page is expected back. A target in scope gets a document of its own, under its URL.',
  },
  {
    when: 'No link and no sitemap entry leads to the URL any more',
    outcome: 'None: the crawl does not list the URL',
    document:
      'Kept, until a crawl requests the URL again and it is gone, or you exclude it ([when an article is deleted](#when-an-article-is-deleted)).',
  },
] as const;

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
 * against the whole URL, query string included, fragment excluded, in the
 * percent-encoded form the crawler stores (static/openapi.yaml refuses a
 * pattern with a space or a character outside ASCII, which could never match).
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
    pattern: 'https://help.example.com/sign-in',
    url: 'https://help.example.com/sign-in?next=/partners/pricing',
    matches: false,
  },
  {
    pattern: 'https://help.example.com/sign-in?**',
    url: 'https://help.example.com/sign-in?next=/partners/pricing',
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
  {
    // https://help.example.com/de/rückgabe/ as the crawler stores it.
    pattern: 'https://help.example.com/de/r%C3%BCckgabe/**',
    url: 'https://help.example.com/de/r%C3%BCckgabe/fristen',
    matches: true,
  },
] as const;
