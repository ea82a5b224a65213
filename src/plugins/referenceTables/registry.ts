import {
  chatmodalCsp,
  chatmodalDefaultInterfaceLanguage,
  chatmodalEvents,
  chatmodalInterfaceLanguages,
  chatmodalMethods,
  chatmodalNetworkErrorCode,
  chatmodalOptions,
  chatmodalStoppedCauses,
  chatmodalStorage,
} from '../../data/chatmodal';
import {
  crawlDurationExample,
  crawlerBehaviour,
  crawlerIdentity,
  crawlerLimits,
  crawlerSchedule,
  recrawlEffects,
  urlPatternExamples,
  urlPatternSyntax,
} from '../../data/crawling';
import {
  dnsRecords,
  landingPageAnalyticsFields,
  landingPageSections,
  landingPageSettings,
} from '../../data/landingPage';
import {
  answerRules,
  idempotency,
  pagination,
  rateLimits,
  retryPolicy,
  keyKinds,
  keyModes,
  billing,
  keyRules,
  planChangeBilling,
  planCostExample,
  planDowngradeExample,
  planLimitReached,
  plans,
  noPlanLimitsOf,
  retention,
  sdkClientOptions,
  spendingCapExample,
  visitorDataRetention,
  webhookDelivery,
  type PlanChangeExample,
  type PlanId,
} from '../../data/product';
import {
  analyticsRules,
  conversationExportColumns,
  dpaRules,
  incidentRules,
  permissions,
  roles,
  teamRules,
  vulnerabilityReportRules,
} from '../../data/team';
import {
  constants,
  flatProperties,
  openApi,
  resolve,
  schema,
  webhookEvents,
  type Schema,
} from './openapi';

/**
 * Every reference table the docs show and every fact they state in prose:
 * what each holds, and the one page and heading that shows each table. Cells
 * and facts are inline Markdown (code spans, **bold** and links).
 */

export type Table = {
  /** The one doc that shows the table, relative to the site. */
  page: string;
  /** The id of the heading the table sits under on that page. */
  anchor: string;
  columns: readonly string[];
  rows: () => readonly (readonly string[])[];
  /**
   * `entries`: a list, one item per row, led by its first cell, with each
   * other cell under its column's name: for rows of sentences, which five
   * columns squeeze to a few words a line on a phone.
   */
  layout?: 'entries';
};

const code = (value: unknown) => `\`${String(value)}\``;
const number = (value: number) => value.toLocaleString('en-GB');
/** A price in euros: whole euros as they are, cents with two decimals. */
const euros = (value: number) =>
  Number.isInteger(value) ? `€${number(value)}` : `€${value.toFixed(2)}`;
/**
 * A plan's published prices, for a worked example computed from them; a plan
 * priced by contract (Enterprise) has none, and stops the build.
 */
function pricedPlan(id: PlanId, example: string) {
  const {
    name,
    monthlyFeeEuros,
    conversationBeyondEuros,
    includedConversations,
  } = plans[id];
  if (monthlyFeeEuros === null || conversationBeyondEuros === null) {
    throw new Error(
      `The ${example} needs a plan with prices; ${name} has them by contract.`,
    );
  }
  return {
    name,
    fee: monthlyFeeEuros,
    perConversation: conversationBeyondEuros,
    includedConversations,
  };
}
const plural = (value: number, unit: string) =>
  `${number(value)} ${unit}${value === 1 ? '' : 's'}`;
const list = (items: readonly string[]) =>
  items.length < 2
    ? items.join('')
    : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;

/** A schema's type as the tables write it. */
function typeOf(property: Schema): string {
  const resolved = resolve(property);
  if (resolved.enum) return list(resolved.enum.map(code));
  if (resolved.oneOf?.every((option) => typeof option.const === 'string')) {
    return list(resolved.oneOf.map((option) => code(option.const)));
  }
  if (resolved.oneOf) return 'object';
  const type = Array.isArray(resolved.type)
    ? resolved.type.filter((name) => name !== 'null')[0]
    : resolved.type;
  if (type === 'array') return `${typeOf(resolved.items ?? {})}[]`;
  if (type === 'string' && (resolved as {format?: string}).format === 'uri') {
    return 'URL';
  }
  return type ?? 'object';
}

/** Default and allowed range of a setting. */
function defaultOf(property: Schema, required = false): string {
  if (required) return 'required';
  if (property.default === undefined) return 'none';
  if (Array.isArray(property.default)) {
    return property.default.length === 0
      ? 'none'
      : property.default.map(code).join(', ');
  }
  return code(property.default);
}

function rangeOf(property: Schema): string {
  const {minimum, maximum} = property;
  if (minimum !== undefined && maximum !== undefined) {
    return `${number(minimum)} to ${number(maximum)}`;
  }
  if (minimum !== undefined) return `at least ${number(minimum)}`;
  if (maximum !== undefined) return `at most ${number(maximum)}`;
  return '';
}

/** A row of a fields table: name, type, default, and meaning with the range. */
function fieldRow(
  name: string,
  property: Schema,
  meaning: string,
  required = false,
) {
  const range = rangeOf(property);
  return [
    code(name),
    typeOf(property),
    defaultOf(property, required),
    range ? `${meaning} Allowed: ${range}.` : meaning,
  ];
}

/** The rows of a settings table from a config schema of the API. */
function settingsRows(name: string, links: Record<string, string> = {}) {
  return flatProperties(name).map(({name: setting, schema: property}) =>
    fieldRow(
      setting,
      property,
      [property.description ?? '', links[setting] ?? '']
        .filter(Boolean)
        .join(' '),
    ),
  );
}

/** One row per item; a cell is a field of the item, or a function of it. */
const rowsOf =
  <T>(items: readonly T[], ...cells: (keyof T | ((item: T) => string))[]) =>
  () =>
    items.map((item) =>
      cells.map((cell) =>
        typeof cell === 'function' ? cell(item) : String(item[cell]),
      ),
    );

/** A status table: each constant of an OpenAPI enum, and what it means. */
const constantRows = (name: string) =>
  constants(name).map((item) => [code(item.const), item.description ?? '']);

const planIds = Object.keys(plans) as PlanId[];
/** A row of the plans table; `limit` names what happens when it is reached. */
const planRow = (
  label: string,
  value: (id: PlanId) => string,
  limit?: keyof (typeof plans)[PlanId],
) => [label, ...planIds.map(value), (limit && planLimitReached[limit]) ?? ''];

const durations = (seconds: number) =>
  seconds % 3600 === 0
    ? plural(seconds / 3600, 'hour')
    : seconds % 60 === 0
      ? plural(seconds / 60, 'minute')
      : plural(seconds, 'second');

const visitorTokenLifetime = () =>
  durations(
    Number(schema('CreateVisitorTokenRequest').properties!.expiresIn!.default),
  );

const retryCount = webhookDelivery.retryDelays.length;

/**
 * The rows of a two-column table, as label and value. A row with a key is
 * also the `<Fact>` of that key, so the prose and the table cannot differ.
 */
type ValueRow = readonly [label: string, value: () => string, fact?: string];

const ruleRows: readonly ValueRow[] = [
  [
    'A rolled key still works for',
    () => plural(keyRules.rollGraceHours, 'hour'),
    'keys.rollGrace',
  ],
  [
    'Questions a day with test keys, per workspace',
    () => number(keyRules.testQuestionsPerDay),
  ],
  [
    'Test-mode conversations are kept',
    () => plural(keyRules.testRetentionDays, 'day'),
    'keys.testRetention',
  ],
  [
    'A visitor token lasts, by default and at most',
    visitorTokenLifetime,
    'visitorTokens.lifetime',
  ],
  [
    'An answer, or `service_unavailable`, comes within',
    () => plural(answerRules.timeoutSeconds, 'second'),
    'answers.timeout',
  ],
  [
    'Profile requests per IP address a minute',
    () => `${number(rateLimits.profileRequestsPerIpPerMinute)} requests`,
    'rateLimits.profilePerIp',
  ],
  [
    'Retries without `Retry-After` back off',
    () =>
      `from ${plural(retryPolicy.firstDelaySeconds, 'second')}, doubling up to ${plural(retryPolicy.longestDelaySeconds, 'second')}, for at most ${plural(retryPolicy.maxAttempts, 'attempt')}`,
    'retries.backoff',
  ],
  [
    'An answer holds at most',
    () =>
      `${number(Number(schema('Answer').properties!.answer!.maxLength))} characters`,
    'answers.maxLength',
  ],
  [
    '`nextCursor` stays valid for',
    () => plural(pagination.cursorHours, 'hour'),
    'pagination.cursor',
  ],
  [
    'An `Idempotency-Key` and its response are kept',
    () => plural(idempotency.windowHours, 'hour'),
    'idempotency.window',
  ],
  [
    'A webhook endpoint must answer within',
    () => plural(webhookDelivery.timeoutSeconds, 'second'),
    'webhooks.timeout',
  ],
  [
    'A webhook signature is accepted within, either side of your clock',
    () => durations(webhookDelivery.toleranceSeconds),
    'webhooks.tolerance',
  ],
  [
    'A rolled signing secret still signs for',
    () => plural(webhookDelivery.secretRollHours, 'hour'),
    'webhooks.secretRoll',
  ],
  [
    'A failed delivery is retried after',
    () =>
      `${webhookDelivery.retryDelays.slice(0, -1).join(', ')} and ${webhookDelivery.retryDelays.at(-1)}, each counted from the previous attempt (${retryCount} retries)`,
  ],
  [
    "Cape UI lists an endpoint's deliveries for",
    () => plural(webhookDelivery.historyDays, 'day'),
    'webhooks.history',
  ],
  [
    "A crawl's per-URL outcomes are kept",
    () => plural(retention.crawlUrlDays, 'day'),
    'retention.crawlUrls',
  ],
  [
    'An invoice is due after',
    () => plural(billing.invoiceDueDays, 'day'),
    'billing.invoiceDue',
  ],
  [
    'An unpaid invoice suspends the workspace, after its due date, in',
    () => plural(billing.paymentGraceDays, 'day'),
    'billing.paymentGrace',
  ],
  [
    'The Owner and Admins are emailed when extras reach, of the spending cap,',
    () => `${billing.capWarningPercent} %`,
    'billing.capWarning',
  ],
  [
    'A suspended workspace is deleted after',
    () => plural(billing.suspendedDataDays, 'day'),
    'billing.suspendedData',
  ],
  [
    'The Owner is emailed about that deletion ahead by',
    () => plural(billing.deletionWarningDays, 'day'),
    'billing.deletionWarning',
  ],
  [
    'Deleted or expired data leaves backups within',
    () => plural(retention.backupDays, 'day'),
    'retention.backups',
  ],
  [
    'CDN and landing page request logs (no IP addresses) are kept',
    () => plural(retention.requestLogDays, 'day'),
    'retention.requestLogs',
  ],
  [
    'API request logs are kept',
    () => plural(retention.apiRequestLogDays, 'day'),
    'retention.apiRequestLogs',
  ],
  [
    'A team invitation is valid for',
    () => plural(teamRules.invitationDays, 'day'),
    'team.invitation',
  ],
  [
    'A Cape UI sign-in lasts, however active,',
    () => plural(teamRules.sessionHours, 'hour'),
    'team.session',
  ],
  [
    'Activity log entries are kept',
    () => plural(teamRules.activityLogMonths, 'month'),
    'team.activityLog',
  ],
  [
    'Cape tells the Owner and Admins of a breach or incident affecting the workspace without undue delay, and within',
    () => plural(incidentRules.breachNoticeHours, 'hour'),
    'security.breachNotice',
  ],
  [
    'A post-incident report is on the status page within',
    () => plural(incidentRules.incidentReportWorkingDays, 'working day'),
    'security.incidentReport',
  ],
  [
    'A vulnerability report is acknowledged within',
    () =>
      plural(vulnerabilityReportRules.acknowledgeWorkingDays, 'working day'),
    'security.reportAcknowledgement',
  ],
  [
    'A new sub-processor is announced (trust centre, email to the Owner) before use by',
    () => plural(dpaRules.subProcessorNoticeDays, 'day'),
    'team.subProcessorNotice',
  ],
  [
    "Analytics' daily counts (no question text) are kept",
    () => plural(analyticsRules.dailyCountMonths, 'month'),
    'analytics.dailyCounts',
  ],
];

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

/**
 * A cell that names URL outcomes in code spans, checked against the
 * `UrlOutcome` constants of the API, so a table cannot name one that does
 * not exist.
 */
function outcomeCell(cell: string): string {
  const known = new Set(constants('UrlOutcome').map((item) => item.const));
  for (const [, name] of cell.matchAll(/`([a-z_]+)`/g)) {
    if (!known.has(name)) {
      throw new Error(
        `src/data/crawling.ts names the URL outcome ${name}, which UrlOutcome in static/openapi.yaml lacks`,
      );
    }
  }
  return cell;
}

/**
 * A situation cell of the re-crawl table. When its row has a single
 * outcome, the status codes it names must be ones the API's description of
 * that outcome names, so the two cannot drift apart.
 */
function situationCell(when: string, outcome: string): string {
  const single = /^`([a-z_]+)`$/.exec(outcome)?.[1];
  if (single) {
    const {description = ''} =
      constants('UrlOutcome').find((item) => item.const === single) ?? {};
    for (const [status] of when.matchAll(/`\d{3}`/g)) {
      if (!description.includes(status)) {
        throw new Error(
          `src/data/crawling.ts gives ${status} the outcome ${single}, whose description in static/openapi.yaml does not name it`,
        );
      }
    }
  }
  return when;
}

const valueRows = (rows: readonly ValueRow[]) => () =>
  rows.map(([label, value]) => [label, value()]);

export const tables = {
  'api-errors': {
    page: 'docs/Cape.mdx',
    anchor: 'errors',
    columns: ['Code', 'Status', 'Retry?', 'Meaning', 'What to do'],
    rows: () =>
      constants('ErrorCode').map((error) => [
        code(error.const),
        code(error['x-status']),
        error['x-retry'] ? 'Yes' : 'No',
        error.description ?? '',
        String(error['x-action']),
      ]),
  },
  'api-headers': {
    page: 'docs/Cape.mdx',
    anchor: 'headers',
    columns: ['Header', 'In', 'Meaning'],
    rows: () => {
      const {headers, parameters} = openApi().components;
      return [
        [
          code(parameters.IdempotencyKey!.name),
          'request (every `POST`)',
          parameters.IdempotencyKey!.description,
        ],
        ...Object.entries(headers).map(([name, header]) => [
          code(name),
          'response',
          header.description,
        ]),
      ];
    },
  },
  'api-pagination': {
    page: 'docs/Cape.mdx',
    anchor: 'pagination',
    columns: ['Parameter', 'Type', 'Default', 'Meaning'],
    rows: () =>
      (['Limit', 'Cursor'] as const).map((key) => {
        const parameter = openApi().components.parameters[key]!;
        return fieldRow(
          parameter.name,
          parameter.schema,
          parameter.description,
        );
      }),
  },
  'webhook-events': {
    page: 'docs/Cape.mdx',
    anchor: 'webhook-events',
    columns: ['Event', 'Sent when'],
    rows: () =>
      webhookEvents().map((event) => [code(event.event), event.summary]),
  },
  'assistant-fields': {
    page: 'docs/Cape.mdx',
    anchor: 'assistants',
    columns: ['Field', 'Type', 'Default', 'Meaning'],
    rows: () => {
      const request = schema('CreateAssistantRequest');
      return Object.entries(request.properties ?? {}).map(([name, value]) => {
        const property = resolve(value);
        const alternatives = resolve(property.allOf?.[0] ?? property).oneOf;
        const meaning = alternatives
          ? alternatives
              .map((option) => `${code(option.const)}: ${option.description}`)
              .join(' ')
          : (property.description ?? '');
        // The API's length limit, so the page never types it by hand.
        const limit =
          property.maxLength === undefined
            ? ''
            : ` Up to ${number(property.maxLength)} characters.`;
        return [
          code(name),
          typeOf(property.allOf?.[0] ?? property),
          defaultOf(property, request.required?.includes(name)),
          `${meaning}${limit}`,
        ];
      });
    },
  },
  'visitor-token-fields': {
    page: 'docs/Cape.mdx',
    anchor: 'private-assistants',
    columns: ['Field', 'Type', 'Default', 'Meaning'],
    rows: () => {
      const request = schema('CreateVisitorTokenRequest');
      return Object.entries(request.properties ?? {}).map(([name, value]) => {
        const property = resolve(value);
        return fieldRow(
          name,
          property,
          property.description ?? 'The private assistant the visitor may ask.',
          request.required?.includes(name),
        );
      });
    },
  },
  'key-kinds': {
    page: 'docs/Cape.mdx',
    anchor: 'api-keys',
    columns: ['Kind', 'Prefixes', 'Where it goes', 'What it can do', 'Scope'],
    rows: rowsOf(
      keyKinds,
      'kind',
      (kind) => kind.prefixes.map(code).join(', '),
      'where',
      'can',
      'scope',
    ),
  },
  'key-modes': {
    page: 'docs/Cape.mdx',
    anchor: 'test-and-live-keys',
    columns: ['Mode', 'Prefixes', 'What happens'],
    rows: rowsOf(
      keyModes,
      'mode',
      (mode) => mode.prefixes.map(code).join(', '),
      'behaviour',
    ),
  },
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
  plans: {
    page: 'docs/Cape.mdx',
    anchor: 'plans-and-limits',
    columns: [
      'Limit',
      ...planIds.map((id) => plans[id].name),
      'When it is reached',
    ],
    rows: () => [
      planRow('Sources', (id) => number(plans[id].sources), 'sources'),
      planRow('Assistants', (id) => number(plans[id].assistants), 'assistants'),
      planRow(
        'Pages per crawl (highest `maxPages`)',
        (id) => number(plans[id].pagesPerCrawl),
        'pagesPerCrawl',
      ),
      planRow(
        'Crawls running at once (crawl slots), test and live together',
        (id) => number(plans[id].crawlSlots),
        'crawlSlots',
      ),
      planRow(
        'Requests per minute, per secret key',
        (id) => number(plans[id].secretKeyRequestsPerMinute),
        'secretKeyRequestsPerMinute',
      ),
      planRow(
        'Questions per minute, per publishable key',
        (id) => number(plans[id].publishableKeyQuestionsPerMinute),
        'publishableKeyQuestionsPerMinute',
      ),
      planRow(
        'Questions per minute, per visitor (per IP address; on a private assistant, per `visitorId`, whichever token it holds)',
        (id) => number(plans[id].visitorQuestionsPerMinute),
        'visitorQuestionsPerMinute',
      ),
      planRow('Monthly fee, before VAT', (id) => {
        const fee = plans[id].monthlyFeeEuros;
        return fee === null ? 'By contract' : euros(fee);
      }),
      planRow(
        'Live conversations included per billing period',
        (id) => number(plans[id].includedConversations),
        'includedConversations',
      ),
      planRow('Each live conversation beyond them', (id) => {
        const price = plans[id].conversationBeyondEuros;
        return price === null ? 'By contract' : euros(price);
      }),
      planRow(
        'Conversations kept for (default, then the other choices)',
        (id) => {
          const [first, ...others] = plans[id].retentionDays;
          return `${plural(first!, 'day')} (or ${list(others.map(number))})`;
        },
      ),
      planRow('Allowed origins per publishable key', () =>
        number(keyRules.maxAllowedOrigins),
      ),
      planRow('Custom domains for landing pages', (id) =>
        plans[id].customDomains ? 'One host name per landing page' : 'No',
      ),
      planRow('Single sign-on (SAML) to Cape UI', (id) =>
        plans[id].singleSignOn ? 'Yes' : 'No',
      ),
      planRow(
        'Team members',
        (id) =>
          typeof plans[id].teamMembers === 'number'
            ? number(plans[id].teamMembers)
            : 'Unlimited',
        'teamMembers',
      ),
      planRow(
        'Support replies first within',
        (id) => plans[id].supportFirstReply,
      ),
      planRow('Uptime commitment (SLA), per calendar month', (id) => {
        const percent = plans[id].uptimePercent;
        return percent === null ? 'None' : `${percent} %`;
      }),
    ],
  },
  'plan-changes': {
    page: 'docs/Cape.mdx',
    anchor: 'plans-and-limits',
    columns: ['In the period of a change', 'How it is charged'],
    rows: () => {
      /** The included conversations of a period with a plan change, and how the table words them. */
      const split = ({from, to, periodDays, daysBefore}: PlanChangeExample) => {
        const daysAfter = periodDays - daysBefore;
        const included = Math.floor(
          (plans[from].includedConversations * daysBefore +
            plans[to].includedConversations * daysAfter) /
            periodDays,
        );
        return {
          included,
          text: `A move from ${plans[from].name} to ${plans[to].name} after ${daysBefore} days of a ${periodDays}-day period includes ${daysBefore}/${periodDays} of ${number(plans[from].includedConversations)} and ${daysAfter}/${periodDays} of ${number(plans[to].includedConversations)} live conversations: ${number(included)} in all.`,
        };
      };
      const down = split(planDowngradeExample);
      const {conversationsBefore} = planDowngradeExample;
      const {name, perConversation} = pricedPlan(
        planDowngradeExample.to,
        'plan change example',
      );
      const extras = Math.max(conversationsBefore - down.included, 0);
      const cost = (extras * Math.round(perConversation * 100)) / 100;
      return [
        ...planChangeBilling.map((row) => [row.what, row.rule]),
        [
          'For example, a move to a smaller plan',
          `${down.text} If ${number(conversationsBefore)} live conversations had started before the change, the ${number(extras)} above the ${number(down.included)} are billed at ${name}'s ${euros(perConversation)} each, even above a spending cap: ${euros(cost)} before VAT, although they were served on ${plans[planDowngradeExample.from].name}.`,
        ],
      ];
    },
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
    rows: () => constantRows('CrawlStatus'),
  },
  'url-outcomes': {
    page: 'docs/Cape Webcrawlers.mdx',
    anchor: 'url-outcomes',
    columns: ['Outcome', 'Meaning'],
    rows: () => constantRows('UrlOutcome'),
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
      (effect) => situationCell(effect.when, effect.outcome),
      (effect) => outcomeCell(effect.outcome),
      'document',
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
  'chatmodal-options': {
    page: 'docs/Cape Chatmodal UI.mdx',
    anchor: 'options',
    columns: ['Option', 'Data attribute', 'Type', 'Default', 'Meaning'],
    rows: rowsOf(
      chatmodalOptions,
      (option) => code(option.name),
      (option) =>
        option.reactOnly
          ? 'None: React only'
          : code(chatmodalAttribute(option.name)),
      'type',
      'default',
      'meaning',
    ),
  },
  'chatmodal-events': {
    page: 'docs/Cape Chatmodal UI.mdx',
    anchor: 'events',
    columns: ['Event', 'React prop', 'Payload', 'Fired when'],
    rows: rowsOf(
      chatmodalEvents,
      (event) => code(event.name),
      (event) => code(chatmodalEventProp(event.name)),
      'payload',
      (event) =>
        [
          event.when,
          ...Object.entries(
            'fieldSchemas' in event ? event.fieldSchemas : {},
          ).map(
            ([field, name]) => `${code(field)} is ${typeOf(schema(name))}.`,
          ),
        ].join(' '),
    ),
  },
  'chatmodal-methods': {
    page: 'docs/Cape Chatmodal UI.mdx',
    anchor: 'javascript-api',
    columns: ['Method', 'What it does'],
    rows: rowsOf(chatmodalMethods, (method) => code(method.signature), 'does'),
  },
  'chatmodal-csp': {
    page: 'docs/Cape Chatmodal UI.mdx',
    anchor: 'content-security-policy',
    columns: ['Directive', 'Allow', 'Why'],
    rows: rowsOf(chatmodalCsp, (rule) => code(rule.directive), 'value', 'why'),
  },
  'chatmodal-storage': {
    page: 'docs/Cape Chatmodal UI.mdx',
    anchor: 'load-the-chat-after-consent',
    columns: ['Name', 'Kind', 'Holds', 'Kept'],
    rows: rowsOf(chatmodalStorage, 'name', 'kind', 'holds', 'kept'),
  },
  'chatmodal-stopped-answering': {
    page: 'docs/Cape Chatmodal UI.mdx',
    anchor: 'troubleshooting',
    columns: ['Code', 'Cause', 'How to confirm', 'Fix', 'What visitors see'],
    layout: 'entries',
    rows: rowsOf(
      chatmodalStoppedCauses,
      'code',
      'cause',
      'confirm',
      'fix',
      'sees',
    ),
  },
  'chatmodal-interface-languages': {
    page: 'docs/Cape Chatmodal UI.mdx',
    anchor: 'interface-languages',
    columns: ['Tag', 'Interface in'],
    rows: rowsOf(
      chatmodalInterfaceLanguages,
      (row) => code(row.tag),
      (row) =>
        row.alsoFor
          ? `${row.language}; also for ${row.alsoFor.map(code).join(', ')}`
          : row.language,
    ),
  },
  'landing-page-settings': {
    page: 'docs/Cape Landing Page/overview.mdx',
    anchor: 'settings',
    columns: ['Key', 'Type', 'Default', 'Meaning'],
    rows: rowsOf(
      landingPageSettings,
      (setting) => code(setting.key),
      'type',
      'default',
      'meaning',
    ),
  },
  'landing-page-sections': {
    page: 'docs/Cape Landing Page/overview.mdx',
    anchor: 'section-types',
    columns: ['`type`', 'Fields', 'What visitors see'],
    rows: rowsOf(
      landingPageSections,
      (section) => code(section.type),
      'fields',
      'shows',
    ),
  },
  'landing-page-analytics-webhook': {
    page: 'docs/Cape Landing Page/overview.mdx',
    anchor: 'analytics',
    columns: ['Field', 'Type', 'Sent with', 'Meaning'],
    rows: rowsOf(
      landingPageAnalyticsFields,
      (field) => code(field.field),
      (field) => (field.schema ? typeOf(schema(field.schema)) : field.type!),
      'sentWith',
      'meaning',
    ),
  },
  'dns-records': {
    page: 'docs/Cape Landing Page/overview.mdx',
    anchor: 'dns-records',
    columns: ['For', 'Name', 'Type', 'Value'],
    rows: rowsOf(dnsRecords, 'purpose', 'name', 'type', 'value'),
  },
  'source-types': {
    page: 'docs/Cape UI.mdx',
    anchor: 'creating-and-editing-a-source',
    columns: ['`type`', 'Where its content comes from'],
    rows: () => constantRows('SourceType'),
  },
  'conversation-export-columns': {
    page: 'docs/Cape UI.mdx',
    anchor: 'conversations',
    columns: ['Column', 'Holds'],
    rows: rowsOf(
      conversationExportColumns,
      (column) => code(column.column),
      (column) => {
        if (!column.schema) return column.holds;
        const [name, property] = column.schema.split('.') as [string, string?];
        const found = property
          ? schema(name).properties?.[property]
          : schema(name);
        if (!found || !column.holds.includes('{values}')) {
          throw new Error(
            `src/data/team.ts: the ${column.column} column needs the schema ${column.schema} and {values} in its text`,
          );
        }
        return column.holds.replace('{values}', typeOf(found));
      },
    ),
  },
  roles: {
    page: 'docs/Cape UI.mdx',
    anchor: 'team-and-roles',
    columns: ['Permission', ...roles],
    rows: () =>
      permissions.map((permission) => [
        permission.can,
        ...roles.map((role) =>
          permission.roles.includes(role) ? 'Yes' : 'No',
        ),
      ]),
  },
} satisfies Record<string, Table>;

export type TableId = keyof typeof tables;

/** `theme.primaryColor` → `data-theme-primary-color`. */
export function chatmodalAttribute(option: string): string {
  return `data-${option
    .replace(/\./g, '-')
    .replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/** `handoff` → `onHandoff`. */
export function chatmodalEventProp(event: string): string {
  return `on${event[0]!.toUpperCase()}${event.slice(1)}`;
}

/** A value the prose states, and the table that holds it. */
export type Fact = {text: () => string; table: TableId};

/** How many patterns a crawler's `include` or `exclude` list holds at most. */
const crawlerPatterns = (setting: 'include' | 'exclude') => {
  const found = schema('CrawlerConfig').properties?.[setting] as
    {maxItems?: number} | undefined;
  if (found?.maxItems === undefined)
    throw new Error(`CrawlerConfig.${setting} has no maxItems`);
  return plural(found.maxItems, 'pattern');
};

const crawlerDefault = (setting: string) => {
  const found = flatProperties('CrawlerConfig').find(
    (entry) => entry.name === setting,
  );
  if (!found) throw new Error(`CrawlerConfig has no setting ${setting}`);
  return found.schema.default as number | string;
};

const planFacts = Object.fromEntries(
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
) as Record<string, Fact>;

/** The facts the rows of a two-column table state. */
const rowFacts = (table: TableId, rows: readonly ValueRow[]) =>
  Object.fromEntries(
    rows.flatMap(([, text, key]) => (key ? [[key, {text, table}]] : [])),
  ) as Record<string, Fact>;

export const facts: Record<string, Fact> = {
  ...planFacts,
  ...rowFacts('rules', ruleRows),
  ...rowFacts('crawler-requests', crawlerRequestRows),
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
  'plans.costExample': {
    text: () => {
      const {plan, conversations} = planCostExample;
      const {name, fee, perConversation, includedConversations} = pricedPlan(
        plan,
        'cost example',
      );
      const beyond = Math.max(conversations - includedConversations, 0);
      const total = Math.round((fee + beyond * perConversation) * 100) / 100;
      return `${name} with ${number(conversations)} live conversations in a month costs ${euros(fee)} plus ${number(beyond)} × ${euros(perConversation)}: ${euros(total)} before VAT`;
    },
    table: 'plans',
  },
  'plans.capExample': {
    text: () => {
      const {plan, capEuros} = spendingCapExample;
      const {name, fee, perConversation, includedConversations} = pricedPlan(
        plan,
        'spending cap example',
      );
      // In cents, so that 10 / 0.08 cannot come out a hair under 125.
      const beyond = Math.floor(
        Math.round(capEuros * 100) / Math.round(perConversation * 100),
      );
      return `on ${name}, a cap of ${euros(capEuros)} lets up to ${number(beyond)} conversations beyond the ${number(includedConversations)} included through, at ${euros(perConversation)} each, so a billing period costs at most ${euros(fee + capEuros)} before VAT; with a cap of ${euros(0)}, it stops at the ${number(includedConversations)} included and costs ${euros(fee)}`;
    },
    table: 'plans',
  },
  'retention.default': {
    text: () => plural(plans.starter.retentionDays[0]!, 'day'),
    table: 'plans',
  },
  'keys.maxAllowedOrigins': {
    text: () => plural(keyRules.maxAllowedOrigins, 'origin'),
    table: 'plans',
  },
  'keys.testQuestionsPerDay': {
    text: () => `${number(keyRules.testQuestionsPerDay)} questions a day`,
    table: 'rules',
  },
  'webhooks.retries': {
    text: () => `${retryCount} times, over about two days`,
    table: 'rules',
  },
  'crawler.requestsPerSecond': {
    text: () =>
      `${crawlerDefault('rateLimit.requestsPerSecond')} requests per second`,
    table: 'crawler-settings',
  },
  'crawler.durationExample': {
    text: () => {
      const {urls} = crawlDurationExample;
      const rate = flatProperties('CrawlerConfig').find(
        (entry) => entry.name === 'rateLimit.requestsPerSecond',
      )!.schema;
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
  'chatmodal.defaultInterfaceLanguage': {
    text: () => {
      const row = chatmodalInterfaceLanguages.find(
        (entry) => entry.tag === chatmodalDefaultInterfaceLanguage,
      );
      if (!row)
        throw new Error(
          `The default interface language ${chatmodalDefaultInterfaceLanguage} has no row in chatmodalInterfaceLanguages.`,
        );
      return `${row.language} (${code(row.tag)})`;
    },
    table: 'chatmodal-interface-languages',
  },
  'chatmodal.networkErrorCode': {
    text: () => code(chatmodalNetworkErrorCode),
    table: 'chatmodal-events',
  },
  'chatmodal.defaultPrimaryColor': {
    text: () =>
      chatmodalOptions.find((option) => option.name === 'theme.primaryColor')!
        .default,
    table: 'chatmodal-options',
  },
};
