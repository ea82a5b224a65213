/**
 * Facts about Cape Webcrawlers that are not part of the API's schema (the
 * settings and their defaults are: static/openapi.yaml, `CrawlerConfig`),
 * with the crawler's tables and facts; what a crawl does to each URL is in
 * recrawl.ts. Cells are inline Markdown.
 */

import {
  code,
  constantRows,
  number,
  plural,
  rowFacts,
  rowsOf,
  schema,
  setting,
  settingsRows,
  valueRows,
  type Fact,
  type Table,
  type ValueRow,
} from '../plugins/referenceTables/define';

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

/** The crawler requests table: what it sends and how it treats answers. */
const crawlerRequestRows: readonly ValueRow[] = [
  [
    'User agent (your `userAgentSuffix` follows it)',
    () => code(crawlerIdentity.userAgent),
    'crawler.userAgent',
  ],
  [
    '`robots.txt` group it obeys',
    () => `${code(crawlerIdentity.robotsName)}, else \`*\``,
  ],
  [
    'Addresses requests come from',
    () => `listed at ${crawlerIdentity.addressList}`,
  ],
  [
    "Runs the page's JavaScript",
    () =>
      crawlerBehaviour.runsJavaScript
        ? 'Yes'
        : 'No: it reads the HTML the server sends',
  ],
  [
    'A `<meta http-equiv="refresh">` or script redirect',
    () =>
      crawlerBehaviour.followsHtmlRedirects
        ? 'Followed like a redirect'
        : 'Not followed: the page answers `200`, so it is extracted like any other page',
  ],
  [
    'An `Accept-Language` header',
    () =>
      crawlerBehaviour.sendsAcceptLanguage
        ? 'Sent'
        : "Not sent: a server that picks the language from it serves its default one, so start a source of a site in several languages from that language's own address",
  ],
  [
    "A page's `noindex`, `nofollow` and `canonical`",
    () =>
      'Not read: those speak to search engines. A page in scope is kept and its links followed; leave pages out with `exclude`, and copies with [de-duplication](/docs/Web%20Extractors#de-duplication)',
  ],
  [
    'Redirects it follows per URL (the document keeps the final URL, which must be in scope)',
    () => number(crawlerBehaviour.maxRedirects),
  ],
  [
    '`robots.txt` that cannot be fetched (a `5xx` answer or a timeout)',
    () =>
      'Nothing else is fetched from that host in this crawl: its URLs get the outcome `skipped_robots`, with a detail that says the file could not be fetched',
  ],
  [
    'Answers of `429` or `503`',
    () =>
      'The URL gets the outcome `error`; it is tried again at the next crawl',
  ],
  [
    "A scheduled crawl that comes due while the source's last crawl is still `queued` or `running`",
    () =>
      `${crawlerSchedule.overlap[0]!.toUpperCase()}${crawlerSchedule.overlap.slice(1)}`,
  ],
  [
    'A request times out after',
    () => plural(crawlerLimits.requestTimeoutSeconds, 'second'),
    'crawler.requestTimeout',
  ],
  ['Largest page it reads', () => `${crawlerLimits.maxPageMegabytes} MB`],
  ['Largest PDF it reads', () => `${crawlerLimits.maxPdfMegabytes} MB`],
];

/** How many patterns a crawler's `include` or `exclude` list holds at most. */
const crawlerPatterns = (name: 'include' | 'exclude') => {
  const found = schema('CrawlerConfig').properties?.[name] as
    {maxItems?: number} | undefined;
  if (found?.maxItems === undefined)
    throw new Error(`CrawlerConfig.${name} has no maxItems`);
  return plural(found.maxItems, 'pattern');
};

const crawlerDefault = (name: string) =>
  setting('CrawlerConfig', name).default as number | string;

export const tables = {
  'crawler-settings': {
    page: 'docs/Cape Webcrawlers.mdx',
    anchor: 'settings',
    columns: ['Setting', 'Type', 'Default', 'Meaning'],
    rows: () =>
      settingsRows('CrawlerConfig', {
        auth: 'See [sites behind a login](#sites-behind-a-login).',
        include: `See [URL patterns](#url-patterns). At most ${crawlerPatterns('include')}.`,
        exclude: `See [URL patterns](#url-patterns). At most ${crawlerPatterns('exclude')}.`,
        maxPages: 'See [plans and limits](/docs/Cape#plans-and-limits).',
      }),
  },
  'crawler-auth': {
    page: 'docs/Cape Webcrawlers.mdx',
    anchor: 'sites-behind-a-login',
    columns: ['`auth.type`', 'Other fields', 'What the crawler sends'],
    rows: () =>
      (schema('CrawlerAuth').oneOf ?? []).map((option) => {
        const fields = Object.keys(option.properties ?? {}).filter(
          (name) => name !== 'type',
        );
        return [
          code(option.title),
          fields.length ? fields.map(code).join(', ') : 'none',
          String(option.description),
        ];
      }),
  },
  'crawl-statuses': {
    page: 'docs/Cape Webcrawlers.mdx',
    anchor: 'crawl-statuses',
    columns: ['Status', 'Meaning'],
    rows: constantRows('CrawlStatus'),
  },
  'url-pattern-syntax': {
    page: 'docs/Cape Webcrawlers.mdx',
    anchor: 'url-patterns',
    columns: ['In a pattern', 'Matches'],
    rows: rowsOf(urlPatternSyntax, 'token', 'matches'),
  },
  'url-pattern-examples': {
    page: 'docs/Cape Webcrawlers.mdx',
    anchor: 'url-patterns',
    columns: ['Pattern', 'URL', 'Matches?'],
    rows: rowsOf(
      urlPatternExamples,
      (example) => code(example.pattern),
      (example) => code(example.url),
      (example) => (example.matches ? 'Yes' : 'No'),
    ),
  },
  'crawler-requests': {
    page: 'docs/Cape Webcrawlers.mdx',
    anchor: 'how-the-crawler-behaves',
    columns: ['What', 'Value'],
    rows: valueRows(crawlerRequestRows),
  },
  'extractor-settings': {
    page: 'docs/Web Extractors.mdx',
    anchor: 'settings',
    columns: ['Setting', 'Type', 'Default', 'Meaning'],
    rows: () => settingsRows('ExtractorConfig'),
  },
} satisfies Record<string, Table>;

export const facts: Record<string, Fact> = {
  ...rowFacts('crawler-requests', crawlerRequestRows),
  'crawler.requestsPerSecond': {
    text: () =>
      `${crawlerDefault('rateLimit.requestsPerSecond')} requests per second`,
    table: 'crawler-settings',
  },
  'crawler.durationExample': {
    text: () => {
      const {urls} = crawlDurationExample;
      const rate = setting('CrawlerConfig', 'rateLimit.requestsPerSecond');
      // At least: the rate caps a crawl, and slow answers only lengthen it.
      const lasts = (perSecond: number) => {
        const seconds = urls / perSecond;
        return seconds < 120
          ? plural(Math.ceil(seconds), 'second')
          : plural(Math.floor(seconds / 60), 'minute');
      };
      const fallback = Number(rate.default);
      const highest = Number(rate.maximum);
      return `${number(urls)} URLs take at least ${lasts(fallback)} at the default rate of ${number(fallback)} requests per second, and at least ${lasts(highest)} at the highest allowed, ${number(highest)} requests per second`;
    },
    table: 'crawler-settings',
  },
  'crawler.concurrency': {
    text: () => `${crawlerDefault('rateLimit.concurrency')} requests at once`,
    table: 'crawler-settings',
  },
  'crawler.maxDepth': {
    text: () => plural(Number(crawlerDefault('maxDepth')), 'link'),
    table: 'crawler-settings',
  },
  'crawler.maxPages': {
    text: () => plural(Number(crawlerDefault('maxPages')), 'page'),
    table: 'crawler-settings',
  },
  'crawler.maxExclude': {
    text: () => crawlerPatterns('exclude'),
    table: 'crawler-settings',
  },
  'crawler.maxRedirects': {
    text: () => plural(crawlerBehaviour.maxRedirects, 'redirect'),
    table: 'crawler-requests',
  },
  'crawler.scheduleOverlap': {
    text: () => crawlerSchedule.overlap,
    table: 'crawler-requests',
  },
  'crawler.schedule': {
    text: () => {
      const cron = String(crawlerDefault('schedule.cron'));
      const match = /^(\d+) (\d+) \* \* \*$/.exec(cron);
      if (!match)
        throw new Error(`Describe the default schedule ${cron} in words here.`);
      return `every day at ${match[2]!.padStart(2, '0')}:${match[1]!.padStart(2, '0')} UTC`;
    },
    table: 'crawler-settings',
  },
};
