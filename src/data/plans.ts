/**
 * Cape's plans: their limits, what happens at each, and the plan a
 * workspace without one has, with the plans table and its facts. Rendered
 * by src/plugins/referenceTables (see src/data/README.md); cells are inline
 * Markdown.
 */

import {
  euros,
  list,
  number,
  plural,
  type Fact,
  type Table,
} from '../plugins/referenceTables/define';
import {keyRules} from './keys';

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

/**
 * The plan whose limits a workspace without a plan (`plan` `null`) has, in
 * test mode, the only mode it works in until the Owner chooses a plan.
 */
export const noPlanLimitsOf: PlanId = 'starter';

const planIds = Object.keys(plans) as PlanId[];

/** A row of the plans table; `limit` names what happens when it is reached. */
const planRow = (
  label: string,
  value: (plan: PlanLimits) => string,
  limit?: keyof PlanLimits,
) => [
  label,
  ...planIds.map((id) => value(plans[id])),
  (limit && planLimitReached[limit]) ?? '',
];

/** A row of a count each plan sets, and what happens when it is reached. */
const countRow = (
  label: string,
  limit: {
    [K in keyof PlanLimits]: PlanLimits[K] extends number ? K : never;
  }[keyof PlanLimits],
) => planRow(label, (plan) => number(plan[limit]), limit);

const price = (value: number | null) =>
  value === null ? 'By contract' : euros(value);

export const tables = {
  plans: {
    page: 'docs/Cape.mdx',
    anchor: 'plans-and-limits',
    columns: [
      'Limit',
      ...planIds.map((id) => plans[id].name),
      'When it is reached',
    ],
    rows: () => [
      countRow('Sources', 'sources'),
      countRow('Assistants', 'assistants'),
      countRow('Pages per crawl (highest `maxPages`)', 'pagesPerCrawl'),
      countRow(
        'Crawls running at once (crawl slots), test and live together',
        'crawlSlots',
      ),
      countRow(
        'Requests per minute, per secret key',
        'secretKeyRequestsPerMinute',
      ),
      countRow(
        'Questions per minute, per publishable key',
        'publishableKeyQuestionsPerMinute',
      ),
      countRow(
        'Questions per minute, per visitor (per IP address; on a private assistant, per `visitorId`, whichever token it holds)',
        'visitorQuestionsPerMinute',
      ),
      planRow('Monthly fee, before VAT', (plan) => price(plan.monthlyFeeEuros)),
      countRow(
        'Live conversations included per billing period',
        'includedConversations',
      ),
      planRow('Each live conversation beyond them', (plan) =>
        price(plan.conversationBeyondEuros),
      ),
      planRow(
        'Conversations kept for (default, then the other choices)',
        (plan) => {
          const [first, ...others] = plan.retentionDays;
          return `${plural(first!, 'day')} (or ${list(others.map(number))})`;
        },
      ),
      planRow('Allowed origins per publishable key', () =>
        number(keyRules.maxAllowedOrigins),
      ),
      planRow('Custom domains for landing pages', (plan) =>
        plan.customDomains ? 'One host name per landing page' : 'No',
      ),
      planRow('Single sign-on (SAML) to Cape UI', (plan) =>
        plan.singleSignOn ? 'Yes' : 'No',
      ),
      planRow(
        'Team members',
        (plan) =>
          typeof plan.teamMembers === 'number'
            ? number(plan.teamMembers)
            : 'Unlimited',
        'teamMembers',
      ),
      planRow('Support replies first within', (plan) => plan.supportFirstReply),
      planRow('Uptime commitment (SLA), per calendar month', (plan) =>
        plan.uptimePercent === null ? 'None' : `${plan.uptimePercent} %`,
      ),
    ],
  },
} satisfies Record<string, Table>;

export const facts: Record<string, Fact> = {
  ...Object.fromEntries(
    planIds.flatMap((id) => [
      [
        `plans.${id}.crawlSlots`,
        {text: () => plural(plans[id].crawlSlots, 'crawl'), table: 'plans'},
      ],
      [
        `plans.${id}.visitorQuestionsPerMinute`,
        {
          text: () =>
            `${number(plans[id].visitorQuestionsPerMinute)} questions a minute`,
          table: 'plans',
        },
      ],
    ]),
  ),
  'plans.singleSignOn': {
    text: () => {
      const names = planIds
        .filter((id) => plans[id].singleSignOn)
        .map((id) => plans[id].name);
      return `the ${list(names)} plan${names.length === 1 ? '' : 's'}`;
    },
    table: 'plans',
  },
  'plans.noPlan': {
    text: () => `${plans[noPlanLimitsOf].name}'s limits`,
    table: 'plans',
  },
  'retention.default': {
    text: () => plural(plans.starter.retentionDays[0]!, 'day'),
    table: 'plans',
  },
};
