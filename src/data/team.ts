/**
 * Cape UI: Cape's own addresses, team roles and what each may do, how long
 * Cape UI keeps what is not a conversation, and the columns of its exports.
 * Cells are inline Markdown.
 */

import {
  code,
  plural,
  rowsOf,
  schema,
  typeOf,
  type Table,
  type ValueRow,
} from '../plugins/referenceTables/define';

/** Where Cape UI, the dashboard, is served; pages name it in samples and prose. */
export const capeUiAddress = 'https://app.cape.example.com';

/**
 * Cape's trust centre: the data processing agreement (DPA) and the list of
 * sub-processors. Cape UI's Privacy section names it.
 */
export const trustCentreAddress = 'https://trust.cape.example.com';

/**
 * Where anyone reports a vulnerability in Cape, on the trust centre. Cape
 * UI's Support and service status section names it.
 */
export const securityReportAddress = `${trustCentreAddress}/security`;

/** How Cape handles a vulnerability report sent to that page. */
export const vulnerabilityReportRules = {
  /** Working days within which Cape acknowledges a report. */
  acknowledgeWorkingDays: 2,
} as const;

/**
 * Cape's Accessibility Conformance Report (VPAT 2.5, WCAG edition) for the
 * chat modal and landing pages, on the trust centre. Cape UI's Privacy
 * section names it.
 */
export const accessibilityReportAddress = `${trustCentreAddress}/accessibility`;

/**
 * The data processing agreement (DPA): part of Cape's terms, in force for
 * every workspace from sign-up. Cape announces a new sub-processor on the
 * trust centre, and emails the Owner, this many days before using it.
 */
export const dpaRules = {
  subProcessorNoticeDays: 30,
} as const;

/** What Cape commits to when something goes wrong on its side. */
export const incidentRules = {
  /**
   * Hours within which Cape notifies a workspace's Owner and Admins of a
   * personal-data breach, or a security incident affecting the workspace's
   * data, its keys or the chat modal script, counted from when Cape learns
   * of it; without undue delay in any case.
   */
  breachNoticeHours: 72,
  /**
   * Working days within which Cape publishes a post-incident report on the
   * status page after a security incident.
   */
  incidentReportWorkingDays: 10,
} as const;

/**
 * Cape's status page: whether each service is up, with incidents and
 * maintenance; anyone can subscribe to it by email or RSS. Cape UI's Support
 * and service status section names it.
 */
export const statusPageAddress = 'https://status.cape.example.com';

export const roles = ['Owner', 'Admin', 'Editor', 'Viewer'] as const;
export type Role = (typeof roles)[number];

export const teamRules = {
  /** Days an invitation stays valid. */
  invitationDays: 7,
  /**
   * Hours a sign-in to Cape UI lasts, however active the member is; then
   * Cape UI asks them to sign in again, two-factor sign-in included.
   */
  sessionHours: 12,
  /** Months the activity log (Settings, then Activity) keeps each entry. */
  activityLogMonths: 12,
} as const;

/**
 * Analytics in Cape UI. The daily counts behind the charts, and the CSV
 * export made from them, hold no question text and are kept this long,
 * whatever the retention period; the question lists come from stored
 * conversations and go as they expire.
 */
export const analyticsRules = {
  dailyCountMonths: 25,
} as const;

/**
 * The columns of a conversations export (Cape UI, **Conversations**, then
 * **Export**): one row per answer. `schema` names the API schema a column's
 * values come from, as `Schema` or `Schema.property`; the table writes
 * them where `holds` says `{values}`.
 */
export type ExportColumn = {column: string; schema?: string; holds: string};

export const conversationExportColumns: readonly ExportColumn[] = [
  {
    column: 'conversationId',
    holds: 'The conversation, such as `conv_01example`.',
  },
  {column: 'assistantId', holds: 'The assistant that answered.'},
  {
    column: 'channel',
    schema: 'Conversation.channel',
    holds: 'Where the conversation was asked: {values}.',
  },
  {
    column: 'language',
    holds:
      "The conversation's language, a BCP 47 tag: the language of its first answer.",
  },
  {
    column: 'askedAt',
    holds:
      'When the visitor asked the question, in UTC, such as `2025-03-14T09:30:00Z`.',
  },
  {column: 'question', holds: 'What the visitor typed.'},
  {column: 'messageId', holds: 'The answer, such as `msg_01example`.'},
  {column: 'answer', holds: "The answer's text."},
  {
    column: 'answered',
    holds:
      '`true`, or `false` when the answer is the fallback or a reply to a question the instructions rule out.',
  },
  {
    column: 'citations',
    holds: 'The addresses of the pages the answer cites, separated by spaces.',
  },
  {
    column: 'rating',
    schema: 'Rating',
    holds:
      "The visitor's rating of the answer, {values}; empty when not rated.",
  },
  {
    column: 'ratingComment',
    holds:
      'What the visitor wrote with the rating; empty when nothing. Only ratings sent through the API can carry a comment: the chat modal and landing pages send ratings without one.',
  },
  {
    column: 'visitorId',
    holds:
      "The `visitorId` of a private assistant's visitor, or one your server sent; empty otherwise.",
  },
  {
    column: 'handoffEmail',
    holds:
      'The address of a request for a person, on every row of that conversation; empty when there was none.',
  },
  {
    column: 'handoffMessage',
    holds:
      'What the visitor wrote with that request, on every row of that conversation; empty when they wrote nothing, or when there was none.',
  },
  {
    column: 'handoffRequestedAt',
    holds:
      'When the visitor asked for a person, in UTC; empty when there was no request.',
  },
  {
    column: 'handoffResolvedAt',
    holds:
      'When the handoff was marked **Resolved**, in UTC; empty while it is open, or when there was none.',
  },
];

/** Each permission and the roles that have it. */
export const permissions: readonly {can: string; roles: readonly Role[]}[] = [
  {
    can: 'View sources, crawls, documents, assistants, landing pages and **Analytics**, whose question lists show what visitors typed',
    roles: ['Owner', 'Admin', 'Editor', 'Viewer'],
  },
  {
    can: 'Chat with an assistant in **Preview**',
    roles: ['Owner', 'Admin', 'Editor', 'Viewer'],
  },
  {
    can: 'Create, edit and crawl sources; create and edit assistants; edit and publish landing pages (their sections and **Settings** tab)',
    roles: ['Owner', 'Admin', 'Editor'],
  },
  {
    can: 'Read, search and export conversations; mark a handoff **Resolved**',
    roles: ['Owner', 'Admin', 'Editor'],
  },
  {
    can: 'Delete sources, assistants and conversations',
    roles: ['Owner', 'Admin'],
  },
  {
    can: "Manage API keys, secrets, webhooks and domains; set a landing page's host name (its **Domain** tab) and change its analytics settings (its **Analytics** tab)",
    roles: ['Owner', 'Admin'],
  },
  {
    can: 'Invite and remove members and change their roles',
    roles: ['Owner', 'Admin'],
  },
  {
    can: 'Read and export the activity log',
    roles: ['Owner', 'Admin'],
  },
  {
    can: 'Change the plan, the spending cap, the retention period and billing details',
    roles: ['Owner'],
  },
  {
    can: 'Require two-factor sign-in and set up single sign-on',
    roles: ['Owner'],
  },
  {
    can: 'Transfer ownership or delete the workspace',
    roles: ['Owner'],
  },
];

export const tables = {
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

/** The rows of the time limits table (product.ts) about the team and Cape. */
export const teamRuleRows: readonly ValueRow[] = [
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
