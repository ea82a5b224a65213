/**
 * Cape's plans, keys and platform rules: the numbers and policies the pages
 * state, in one place. Rendered by src/plugins/referenceTables (see
 * src/data/README.md); cells are inline Markdown.
 */

import {analyticsRules, teamRules} from './team';

export type PlanId = 'starter' | 'growth' | 'enterprise';

type PlanLimits = {
  name: string;
  sources: number;
  assistants: number;
  /** The highest `crawler.maxPages` a source may set. */
  pagesPerCrawl: number;
  /**
   * Crawls that run at the same time, test and live together; more wait as
   * `queued`.
   */
  crawlSlots: number;
  /** Requests per minute for each secret key. */
  secretKeyRequestsPerMinute: number;
  /** Questions per minute for each publishable key, all visitors together. */
  publishableKeyQuestionsPerMinute: number;
  /** Questions per minute from one visitor (one IP address) on a publishable key. */
  visitorQuestionsPerMinute: number;
  /** How long conversations may be kept, in days; the first is the default. */
  retentionDays: readonly number[];
  customDomains: boolean;
  /** Members sign in to Cape UI through the organisation's identity provider, with SAML. */
  singleSignOn: boolean;
  teamMembers: number | 'unlimited';
  /**
   * Live conversations the plan's fee includes each billing period. Each
   * one beyond is billed on the next invoice, up to the spending cap the
   * Owner may set in Cape UI (no cap by default).
   */
  includedConversations: number;
  /** The monthly fee in euros, before VAT; `null` where a contract sets it. */
  monthlyFeeEuros: number | null;
  /**
   * The price in euros of each live conversation beyond the included ones;
   * `null` where a contract sets it.
   */
  conversationBeyondEuros: number | null;
  /** How soon support first replies to a request sent with **Help** in Cape UI. */
  supportFirstReply: string;
  /** Monthly uptime Cape commits to, as a percentage; `null` for none. */
  uptimePercent: number | null;
};

export const plans: Record<PlanId, PlanLimits> = {
  starter: {
    name: 'Starter',
    sources: 3,
    assistants: 2,
    pagesPerCrawl: 2_000,
    crawlSlots: 1,
    secretKeyRequestsPerMinute: 60,
    publishableKeyQuestionsPerMinute: 120,
    visitorQuestionsPerMinute: 10,
    retentionDays: [90, 30],
    customDomains: false,
    singleSignOn: false,
    teamMembers: 3,
    includedConversations: 1_000,
    monthlyFeeEuros: 49,
    conversationBeyondEuros: 0.08,
    supportFirstReply: '2 working days',
    uptimePercent: null,
  },
  growth: {
    name: 'Growth',
    sources: 25,
    assistants: 10,
    pagesPerCrawl: 20_000,
    crawlSlots: 3,
    secretKeyRequestsPerMinute: 600,
    publishableKeyQuestionsPerMinute: 1_200,
    visitorQuestionsPerMinute: 10,
    retentionDays: [90, 30, 365],
    customDomains: true,
    singleSignOn: false,
    teamMembers: 25,
    includedConversations: 10_000,
    monthlyFeeEuros: 449,
    conversationBeyondEuros: 0.05,
    supportFirstReply: '1 working day',
    uptimePercent: 99.5,
  },
  enterprise: {
    name: 'Enterprise',
    sources: 200,
    assistants: 100,
    pagesPerCrawl: 200_000,
    crawlSlots: 10,
    secretKeyRequestsPerMinute: 3_000,
    publishableKeyQuestionsPerMinute: 6_000,
    visitorQuestionsPerMinute: 20,
    retentionDays: [90, 30, 365, 730],
    customDomains: true,
    singleSignOn: true,
    teamMembers: 'unlimited',
    includedConversations: 100_000,
    monthlyFeeEuros: null,
    conversationBeyondEuros: null,
    supportFirstReply: '4 hours, any day',
    uptimePercent: 99.9,
  },
};

/**
 * What happens when a workspace reaches each limit of its plan, keyed by
 * the field of `PlanLimits` the plans table shows it from. Limits not listed
 * here (retention, custom domains, support, uptime) are choices or
 * commitments, not limits a request can reach.
 */
export const planLimitReached: Partial<Record<keyof PlanLimits, string>> = {
  sources: 'Creating one more fails with `plan_limit_reached`.',
  assistants: 'Creating one more fails with `plan_limit_reached`.',
  pagesPerCrawl: 'A `maxPages` above it fails with `invalid_request`.',
  crawlSlots: 'Another crawl waits as `queued` until one ends.',
  secretKeyRequestsPerMinute:
    "Per key (a key in a [roll](/docs/Cape%20UI#api-keys) shares its new key's), shared by all a server's users. The next request fails with `rate_limited` (`limit`: `key`) until the minute is over.",
  publishableKeyQuestionsPerMinute:
    'The next question fails with `rate_limited` (`limit`: `key`) until the minute is over.',
  visitorQuestionsPerMinute:
    "That visitor's next question fails with `rate_limited` (`limit`: `visitor`) until the minute is over.",
  includedConversations:
    'Each beyond is billed on the next invoice, without limit until the Owner sets a [spending cap](/docs/Cape#capping-the-bill). At the cap, a new live conversation fails with `plan_limit_reached` until the next period or a higher cap; follow-ups still work.',
  teamMembers: 'Cape UI sends no more invitations.',
};

/** Billing, cancellation and non-payment. */
export const billing = {
  /** Days after it is issued, at the start of a billing period, that an invoice is due. */
  invoiceDueDays: 14,
  /** Days an invoice may stay unpaid after it is due before the workspace is suspended. */
  paymentGraceDays: 14,
  /**
   * Days a suspended workspace (cancelled, or unpaid) keeps its data before
   * it is deleted like a workspace its Owner deletes.
   */
  suspendedDataDays: 30,
  /** Days before a suspended workspace is deleted that Cape emails its Owner. */
  deletionWarningDays: 7,
  /** Share of the spending cap, in per cent, at which Cape warns the Owner and Admins (fixed). */
  capWarningPercent: 80,
} as const;

/**
 * The plan whose limits a workspace without a plan (`plan` `null`) has, in
 * test mode, the only mode it works in until the Owner chooses a plan.
 */
export const noPlanLimitsOf: PlanId = 'starter';

/**
 * How the billing period in which the plan changes is charged: the plan
 * changes table. The new plan applies at once; fees are paid for the period
 * ahead, conversations beyond the included ones after it.
 */
export const planChangeBilling = [
  {
    what: 'The monthly fee',
    rule: 'Split between the two plans by the days each was in effect in the period.',
  },
  {
    what: 'Live conversations included',
    rule: "Split the same way: each plan's included conversations, in proportion to its days in the period, added together and rounded down.",
  },
  {
    what: 'Live conversations beyond them',
    rule: 'Billed as in any period, at the price of the plan in effect when the period ends.',
  },
  {
    what: 'The difference in fees',
    rule: 'For the rest of the period: charged on the next invoice for a larger plan, credited for a smaller one.',
  },
] as const;

/** The worked example of a month's bill, under the plans table. */
export const planCostExample = {
  plan: 'starter',
  /** Live conversations in one billing period. */
  conversations: 5_000,
} as const satisfies {plan: PlanId; conversations: number};

/**
 * The worked example of a spending cap, under plans and limits: what the
 * cap lets through beyond the included conversations, and what the period
 * costs at most.
 */
export const spendingCapExample = {
  plan: 'starter',
  /** The monthly spending cap in euros. */
  capEuros: 10,
} as const satisfies {plan: PlanId; capEuros: number};

export type PlanChangeExample = {
  from: PlanId;
  to: PlanId;
  periodDays: number;
  /** Days of the period on the `from` plan before the change. */
  daysBefore: number;
};

/**
 * The worked example of a move to a smaller plan, under the plan changes
 * table: conversations already served before the change can become billed
 * extras.
 */
export const planDowngradeExample = {
  from: 'growth',
  to: 'starter',
  periodDays: 30,
  daysBefore: 20,
  /** Live conversations started in the period before the change. */
  conversationsBefore: 8_000,
} as const satisfies PlanChangeExample & {conversationsBefore: number};

/** Rate limits: the plan's per-minute counts start again each window. */
export const rateLimits = {
  windowSeconds: 60,
  /**
   * Assistant profile requests (`getAssistantProfile`) one IP address may
   * make a minute, shared by every visitor behind it (an office's); they
   * count against no question limit. High, because every page load with the
   * chat modal sends one.
   */
  profileRequestsPerIpPerMinute: 600,
} as const;

/**
 * How a client of your own retries an error marked as retryable when the
 * response has no `Retry-After`: back off from the first delay, doubling
 * up to the longest, for at most this many attempts; then stop.
 */
export const retryPolicy = {
  firstDelaySeconds: 1,
  longestDelaySeconds: 60,
  maxAttempts: 5,
} as const;

/** Rules for keys. */
export const keyRules = {
  /** After **Roll**, the old key keeps working this long. */
  rollGraceHours: 24,
  /** Most allowed origins on one publishable key. */
  maxAllowedOrigins: 20,
  /** Questions a workspace may ask with test keys per day (UTC). */
  testQuestionsPerDay: 200,
  /** Days test-mode conversations are kept. */
  testRetentionDays: 7,
} as const;

/** The kinds of key, as the keys table shows them. */
export const keyKinds = [
  {
    kind: 'Secret',
    prefixes: ['sk_live_', 'sk_test_'],
    where:
      'Your servers and CI, read from an environment variable or a secret manager.',
    can: 'Call every endpoint, on the data of its own mode.',
    scope:
      "The workspace's test data (`sk_test_…`) or its live data (`sk_live_…`).",
  },
  {
    kind: 'Publishable',
    prefixes: ['pk_live_', 'pk_test_'],
    where:
      'Web pages: the chat modal snippet or component. Landing pages get theirs from Cape.',
    can: "Read one assistant's profile, ask it questions, rate its answers and ask for a person (`getAssistantProfile`, `createAnswer`, `rateAnswer`, `requestHandoff`), from pages on its allowed origins; nothing else.",
    scope: 'One assistant of its mode, and its allowed origins.',
  },
] as const;

/** Test and live keys. */
export const keyModes = [
  {
    mode: 'Live',
    prefixes: ['sk_live_', 'pk_live_'],
    behaviour:
      'Production: only live sources, assistants, conversations, webhook endpoints and [secrets](/docs/Cape%20UI#secrets). Conversations are kept for the retention period, counted in analytics and billed.',
  },
  {
    mode: 'Test',
    prefixes: ['sk_test_', 'pk_test_'],
    behaviour: `Development and staging: only test objects and secrets, so a leaked test key cannot touch production. Conversations are left out of analytics and billing and deleted ${keyRules.testRetentionDays} days after their last message; a workspace may ask ${keyRules.testQuestionsPerDay} questions a day (UTC) with test keys, then gets \`rate_limited\` (\`limit\` \`test_daily\`) until midnight UTC. The chat modal shows a **Test mode** label.`,
  },
] as const;

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

/** Answers. */
export const answerRules = {
  /** Seconds within which Cape answers a question, or fails with `service_unavailable`. */
  timeoutSeconds: 30,
} as const;

/** Paginated lists. */
export const pagination = {
  /** Hours a list's `nextCursor` stays valid. */
  cursorHours: 24,
} as const;

/** Idempotent requests. */
export const idempotency = {
  /** Hours a key and its first response are kept. */
  windowHours: 24,
} as const;

/** Webhook deliveries. */
export const webhookDelivery = {
  /** Seconds Cape waits for a `2xx` answer. */
  timeoutSeconds: 10,
  /** Largest gap, in seconds, between the signature's `t` and your clock. */
  toleranceSeconds: 300,
  /** Hours a rolled signing secret keeps signing beside the new one. */
  secretRollHours: 24,
  /** Days an endpoint's deliveries, failed ones included, are listed in Cape UI. */
  historyDays: 30,
  /** Delays before each retry of a failed delivery. */
  retryDelays: [
    '1 minute',
    '5 minutes',
    '30 minutes',
    '2 hours',
    '6 hours',
    '12 hours',
    '24 hours',
  ],
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
