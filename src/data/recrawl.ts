/**
 * What a crawl does to each URL: the outcomes the API names, and what a
 * re-crawl does to the document a URL already has. Cells are inline
 * Markdown.
 */

import {
  constantRows,
  namingConstants,
  namingStatuses,
  rowsOf,
  type Table,
} from '../plugins/referenceTables/define';

/**
 * What a crawl does to the document a URL already has from an earlier crawl,
 * case by case. `outcome` is Markdown; every outcome it names in a code span
 * must be a `UrlOutcome` of static/openapi.yaml, and a status code `when`
 * names for a row of one outcome must be in that outcome's description
 * there (the table checks both). Keep
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

const file = 'src/data/recrawl.ts';

export const tables = {
  'url-outcomes': {
    page: 'docs/Cape Webcrawlers.mdx',
    anchor: 'url-outcomes',
    columns: ['Outcome', 'Meaning'],
    rows: constantRows('UrlOutcome'),
  },
  'recrawl-documents': {
    page: 'docs/Cape Webcrawlers.mdx',
    anchor: 'recrawls-and-removed-pages',
    columns: [
      'What the crawl meets at the URL',
      'Outcome',
      "The URL's document",
    ],
    rows: rowsOf(
      recrawlEffects,
      (effect) =>
        namingStatuses(effect.when, effect.outcome, 'UrlOutcome', {file}),
      (effect) =>
        namingConstants(effect.outcome, 'UrlOutcome', {
          what: 'URL outcome',
          file,
        }),
      'document',
    ),
  },
} satisfies Record<string, Table>;
