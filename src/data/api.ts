/**
 * The REST API: its rules beyond static/openapi.yaml (rate limits, retries,
 * answers, pagination, idempotency, webhook delivery), and the tables drawn
 * from the API document alone. Cells are inline Markdown.
 */

import {
  code,
  constants,
  constantRows,
  defaultOf,
  durations,
  fieldRow,
  number,
  openApi,
  plural,
  resolve,
  schema,
  schemaFieldRows,
  typeOf,
  webhookEvents,
  type Fact,
  type Table,
  type ValueRow,
} from '../plugins/referenceTables/define';

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

const retryCount = webhookDelivery.retryDelays.length;

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
    rows: () =>
      schemaFieldRows(
        'CreateVisitorTokenRequest',
        'The private assistant the visitor may ask.',
      ),
  },
  'source-types': {
    page: 'docs/Cape UI.mdx',
    anchor: 'creating-and-editing-a-source',
    columns: ['`type`', 'Where its content comes from'],
    rows: constantRows('SourceType'),
  },
} satisfies Record<string, Table>;

/** The rows of the time limits table (product.ts) about the API. */
export const apiRuleRows: readonly ValueRow[] = [
  [
    'A visitor token lasts, by default and at most',
    () =>
      durations(
        Number(
          schema('CreateVisitorTokenRequest').properties!.expiresIn!.default,
        ),
      ),
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
];

export const facts: Record<string, Fact> = {
  'webhooks.retries': {
    text: () => `${retryCount} times, over about two days`,
    table: 'rules',
  },
};
