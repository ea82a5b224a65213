/**
 * Cape's platform rules: how long it keeps what, what it keeps about
 * visitors, the SDK's client options, and the time limits table, which
 * gathers the rows the other modules state (keys, the API, billing, the
 * team). Rendered by src/plugins/referenceTables (see src/data/README.md);
 * cells are inline Markdown. Plans, billing, keys and the API's rules have
 * modules of their own.
 */

import {
  code,
  plural,
  rowFacts,
  rowsOf,
  valueRows,
  type Fact,
  type Table,
  type ValueRow,
} from '../plugins/referenceTables/define';
import {apiRuleRows, idempotency, rateLimits, webhookDelivery} from './api';
import {billingRuleRows} from './billing';
import {keyRuleRows} from './keys';
import {analyticsRules, teamRuleRows, teamRules} from './team';

/** How long Cape keeps things, beyond the plan's conversation retention. */
export const retention = {
  /** Days a crawl's per-URL outcomes are kept. */
  crawlUrlDays: 30,
  /**
   * Days deleted or expired data, such as a source's documents or a
   * conversation, takes to leave backups.
   */
  backupDays: 35,
  /**
   * Days Cape's CDN and landing-page servers keep their request logs (time,
   * URL, status, user agent; no IP address).
   */
  requestLogDays: 14,
  /**
   * Days Cape keeps its API request logs (time, key name, method, path
   * without its query string, status; no bodies, no IP addresses).
   */
  apiRequestLogDays: 30,
} as const;

/**
 * What Cape keeps about the visitors who ask a workspace's assistants, and
 * how long: the visitor data table. A conversation's webhook deliveries, a
 * landing page's analytics deliveries that name it and the responses stored
 * under an `Idempotency-Key` go with it; an IP address serves rate limits
 * only and outlives no window. Activity-log entries and Analytics' daily
 * counts hold none of what the visitor typed and outlive the conversation.
 */
export const visitorDataRetention = [
  {
    data: 'A [conversation](/docs/Cape#conversations), with everything the visitor typed in it and the address they left for a person',
    kept: `Until its \`expiresAt\` or its deletion, whichever comes first; its copies in backups go within ${retention.backupDays} days after that.`,
  },
  {
    data: 'A comment sent with a [rating](/docs/Cape#rate-answer) (only an API client sends one)',
    kept: 'With its conversation.',
  },
  {
    data: "The webhook deliveries of a conversation's events: a `conversation.handoff` delivery holds the visitor's address and message",
    kept: `${webhookDelivery.historyDays} days, for listing and resending in Cape UI, but never longer than the conversation.`,
  },
  {
    data: "A [landing page's analytics webhook](/docs/Cape%20Landing%20Page/overview#the-analytics-webhook) deliveries: `path`, `language`, and for a question or rating its `conversationId` (with `messageId` and `rating`); never what the visitor typed",
    kept: `${webhookDelivery.historyDays} days, for listing and resending in the page's **Analytics** tab, but one that names a conversation never longer than it.`,
  },
  {
    data: 'A response Cape stores under an `Idempotency-Key`: an answer, or the conversation with its handoff',
    kept: `${idempotency.windowHours} hours, so a retry gets the same response, but never longer than the conversation.`,
  },
  {
    data: "The visitor's IP address",
    kept: `For rate limits only, for the current window (${rateLimits.windowSeconds} seconds); never stored with a conversation, in a webhook delivery or in Analytics.`,
  },
  {
    data: "Request logs of Cape's CDN (the chat modal's script) and of landing pages: time, URL with query string, status and user agent; no IP address",
    kept: `${retention.requestLogDays} days.`,
  },
  {
    data: "Cape's API request logs: time, key name, method, path (which may name a conversation) and status; no query string, body or IP address",
    kept: `${retention.apiRequestLogDays} days.`,
  },
  {
    data: "An [activity log](/docs/Cape%20UI#activity-log) entry for a conversation's deletion or export: its ID, who and when; never what the visitor typed or the search text",
    kept: `${teamRules.activityLogMonths} months, even after the conversation is deleted.`,
  },
  {
    data: "[Analytics](/docs/Cape%20UI#analytics)' daily counts: numbers only, no question text or IDs (its question lists go with the conversations)",
    kept: `${analyticsRules.dailyCountMonths} months, whatever the retention period; deleting a conversation does not lower them.`,
  },
] as const;

/** The JavaScript SDK's client options. */
export const sdkClientOptions = [
  {
    option: 'apiKey',
    type: 'string',
    default: 'the `CAPE_SECRET_KEY` environment variable',
    meaning: 'A secret key on a server, or a publishable key in a browser.',
  },
  {
    option: 'maxRetries',
    type: 'number',
    default: '`2`',
    meaning:
      "Retries after an error the errors table marks as retryable, or a network failure, waiting `Retry-After` seconds or backing off exponentially. A `Retry-After` longer than `timeout`, such as the test-mode daily limit's, is not waited out: the error is thrown at once. Each `POST` gets an `Idempotency-Key`, or the one you pass as `{ idempotencyKey }` after its other arguments, so a retry never acts twice.",
  },
  {
    option: 'timeout',
    type: 'number (ms)',
    default: '`60000`',
    meaning:
      'How long one attempt may take before it counts as a network failure.',
  },
] as const;

const retentionRow = (
  label: string,
  days: keyof typeof retention,
  fact: string,
): ValueRow => [label, () => plural(retention[days], 'day'), fact];

/** The time limits table: each module's rows, in the order the page reads. */
const ruleRows: readonly ValueRow[] = [
  ...keyRuleRows,
  ...apiRuleRows,
  retentionRow(
    "A crawl's per-URL outcomes are kept",
    'crawlUrlDays',
    'retention.crawlUrls',
  ),
  ...billingRuleRows,
  retentionRow(
    'Deleted or expired data leaves backups within',
    'backupDays',
    'retention.backups',
  ),
  retentionRow(
    'CDN and landing page request logs (no IP addresses) are kept',
    'requestLogDays',
    'retention.requestLogs',
  ),
  retentionRow(
    'API request logs are kept',
    'apiRequestLogDays',
    'retention.apiRequestLogs',
  ),
  ...teamRuleRows,
];

export const tables = {
  'sdk-options': {
    page: 'docs/Cape.mdx',
    anchor: 'javascript-sdk',
    columns: ['Option', 'Type', 'Default', 'Meaning'],
    rows: rowsOf(
      sdkClientOptions,
      (option) => code(option.option),
      'type',
      'default',
      'meaning',
    ),
  },
  'visitor-data': {
    page: 'docs/Cape.mdx',
    anchor: 'visitor-data-and-erasure',
    columns: ['What', 'How long Cape keeps it'],
    rows: rowsOf(visitorDataRetention, 'data', 'kept'),
  },
  rules: {
    page: 'docs/Cape.mdx',
    anchor: 'time-limits',
    columns: ['Rule', 'Value'],
    rows: valueRows(ruleRows),
  },
} satisfies Record<string, Table>;

export const facts: Record<string, Fact> = rowFacts('rules', ruleRows);
