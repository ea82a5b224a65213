/**
 * API keys: their kinds, test and live modes, and the rules for them, with
 * the tables and facts that state them. Cells are inline Markdown.
 */

import {
  code,
  number,
  plural,
  rowsOf,
  type Fact,
  type Table,
  type ValueRow,
} from '../plugins/referenceTables/define';

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

export const tables = {
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
} satisfies Record<string, Table>;

/** The rows of the time limits table (product.ts) about keys. */
export const keyRuleRows: readonly ValueRow[] = [
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
];

export const facts: Record<string, Fact> = {
  'keys.maxAllowedOrigins': {
    text: () => plural(keyRules.maxAllowedOrigins, 'origin'),
    table: 'plans',
  },
  'keys.testQuestionsPerDay': {
    text: () => `${number(keyRules.testQuestionsPerDay)} questions a day`,
    table: 'rules',
  },
};
