/**
 * Landing pages and domains: settings, section types and DNS records. Cells
 * are inline Markdown.
 */

import {
  code,
  rowsOf,
  schema,
  typeOf,
  type Table,
} from '../plugins/referenceTables/define';

export const landingPageHosts = {
  /** Default address: `https://<slug>.pages.cape.example.com`. */
  defaultDomain: 'pages.cape.example.com',
  /** The certificate authority Cape asks for custom domains' certificates. */
  certificateAuthority: 'letsencrypt.org',
} as const;

/** Top-level settings of a landing page (Cape UI, or `cape.landing.json`). */
export const landingPageSettings = [
  {
    key: 'slug',
    type: 'string',
    default: 'required',
    meaning: `Lowercase letters, digits and hyphens, unique across Cape. Sets the default address, \`https://<slug>.${landingPageHosts.defaultDomain}\`.`,
  },
  {
    key: 'title',
    type: 'string',
    default: "the assistant's name",
    meaning:
      "The page's name at the top of the page. It is also the browser tab title unless `seo.title` is set.",
  },
  {
    key: 'description',
    type: 'string',
    default: 'none',
    meaning: 'One or two sentences under the title.',
  },
  {
    key: 'language',
    type: '`auto` or a BCP 47 tag',
    default: '`auto`',
    meaning:
      "The page's `<html lang>`, and the language of its buttons, labels and messages: one of the [chat modal's interface languages](/docs/Cape%20Chatmodal%20UI#interface-languages), looked up the same way. `auto` takes it from the language of the page's own text. It does not set the language of answers: see below the table.",
  },
  {
    key: 'sections',
    type: 'array of sections',
    default: '`hero`, `ask`, `popular-questions`, `footer`',
    meaning:
      'What the page shows, top to bottom. See [section types](#section-types).',
  },
  {
    key: 'customDomain',
    type: 'string',
    default: 'none',
    meaning:
      'A host name under a domain your workspace has verified, such as `ask.example.com`. See [custom domain](#custom-domain).',
  },
  {
    key: 'seo.title',
    type: 'string',
    default: "the page's `title`",
    meaning:
      'The `<title>`, which browser tabs and search results show, and `og:title`.',
  },
  {
    key: 'seo.description',
    type: 'string',
    default: "the page's `description`",
    meaning:
      'The meta description and `og:description`; search engines show about 150 characters.',
  },
  {
    key: 'seo.noindex',
    type: 'boolean',
    default: '`false`',
    meaning:
      '`true` adds `noindex`, asking search engines to leave the page out.',
  },
  {
    key: 'seo.ogImage',
    type: 'URL',
    default: 'none',
    meaning:
      'The image shown when the link is shared, 1200 by 630 pixels: an absolute `https://` URL of a PNG or JPEG that you publish, such as on your main site. Cape does not host it, and Cape UI has no upload for it. A sharing site crops or scales an image of another size as it sees fit.',
  },
  {
    key: 'analytics.provider',
    type: '`none`, `plausible-compatible` or `webhook`',
    default: '`none`',
    meaning:
      'Where the page also sends its analytics: page views, which Cape UI does not count, questions and ratings. See [analytics](#analytics).',
  },
  {
    key: 'analytics.domain',
    type: 'string',
    default: 'none',
    meaning:
      'With `plausible-compatible`: the site name page views are reported under.',
  },
  {
    key: 'analytics.scriptUrl',
    type: 'URL',
    default: 'none',
    meaning:
      'With `plausible-compatible`: the analytics script the page loads.',
  },
  {
    key: 'analytics.url',
    type: 'URL',
    default: 'none',
    meaning:
      "With `webhook`: your endpoint. It receives a JSON `POST` for each page view, question and rating, signed with `Cape-Signature` like [webhooks](/docs/Cape#verifying-signatures), with the page's own signing secret ([the analytics webhook](#the-analytics-webhook)).",
  },
  {
    key: 'theme',
    type: 'object',
    default: "the chat modal's defaults",
    meaning:
      "`primaryColor`, `mode` and `radius`, with the same values and defaults as the [chat modal's theme](/docs/Cape%20Chatmodal%20UI#options).",
  },
] as const;

/** Section types, in the order the table lists them. */
export const landingPageSections = [
  {
    type: 'hero',
    fields: '`heading`, `subheading`',
    shows: 'The opening: a large heading and a line under it.',
  },
  {
    type: 'ask',
    fields: '`placeholder`',
    shows:
      'The question box. Answers open under it, with citations and rating buttons. Exactly one per page.',
  },
  {
    type: 'popular-questions',
    fields: '`heading`, `questions` (strings)',
    shows: 'Questions a visitor can ask with one click.',
  },
  {
    type: 'topics',
    fields: '`heading`, `items` (each `title`, `description`, `question`)',
    shows: 'Cards for broad areas; each card asks its `question`.',
  },
  {
    type: 'contact',
    fields: '`heading`, `text`',
    shows:
      'A form for an email address and a message, shown once the first answer has arrived ([why](#the-contact-section)). Sending it makes a handoff: the conversation gets the address and the message, and Cape sends the `conversation.handoff` webhook. `text` is plain text: web and email addresses in it become links, so it can point to your privacy notice.',
  },
  {
    type: 'footer',
    fields: '`text`, `links` (each `label`, `url`)',
    shows: 'Legal links and a link back to your site.',
  },
] as const;

/**
 * The fields of an analytics webhook's body (`analytics.provider` set to
 * `webhook`): one JSON `POST` per page view, question and rating. `schema`
 * names the API schema a field's values come from, for its table to read.
 */
export type LandingPageAnalyticsField = {
  field: string;
  type?: string;
  schema?: string;
  sentWith: string;
  meaning: string;
};

export const landingPageAnalyticsFields: readonly LandingPageAnalyticsField[] =
  [
    {
      field: 'id',
      type: 'string',
      sentWith: 'every event',
      meaning:
        'The event, such as `evt_01example`. A delivery of an event you have already processed carries the same `id`.',
    },
    {
      field: 'type',
      type: '`pageview`, `question` or `feedback`',
      sentWith: 'every event',
      meaning:
        'A visitor opened the page, asked a question, or rated an answer.',
    },
    {
      field: 'slug',
      type: 'string',
      sentWith: 'every event',
      meaning: "The landing page's `slug`, whichever address the visitor used.",
    },
    {
      field: 'path',
      type: 'string',
      sentWith: 'every event',
      meaning:
        'The path of the address the visitor opened, such as `/`, without its query string or fragment: what a link carries after `?` or `#`, such as campaign parameters, never reaches your endpoint.',
    },
    {
      field: 'language',
      type: 'BCP 47 tag',
      sentWith: 'every event',
      meaning:
        "For `pageview`, the page's `language`; otherwise the language of the visitor's question. That can differ from the conversation's `language`, the language of its first answer, when the question's language is not in the assistant's `languages` ([assistants](/docs/Cape#assistants)).",
    },
    {
      field: 'conversationId',
      type: 'string',
      sentWith: '`question`, `feedback`',
      meaning:
        'The conversation, such as `conv_01example`, to read in Cape UI or with `GET /v1/conversations/{conversationId}`.',
    },
    {
      field: 'messageId',
      type: 'string',
      sentWith: '`feedback`',
      meaning: 'The answer the visitor rated, a message of that conversation.',
    },
    {
      field: 'rating',
      schema: 'Rating',
      sentWith: '`feedback`',
      meaning:
        "The visitor's rating, as the page stored it with [`rateAnswer`](/docs/Cape#rate-answer).",
    },
    {
      field: 'occurredAt',
      type: 'date-time (UTC)',
      sentWith: 'every event',
      meaning: 'When the visitor did it.',
    },
  ];

/**
 * DNS records. Verification proves a domain is yours (Cape UI, **Settings**,
 * then **Domains**); the CNAME points one host name at a landing page.
 */
export const dnsRecords = [
  {
    purpose: 'Verify `example.com` for the workspace',
    name: '`_cape-challenge.example.com`',
    type: 'TXT',
    value: 'the `cape-verify=…` value Cape UI shows',
  },
  {
    purpose: 'Serve a landing page at `ask.example.com`',
    name: '`ask.example.com`',
    type: 'CNAME',
    value: `\`${landingPageHosts.defaultDomain}\``,
  },
  {
    purpose:
      'Only if `example.com` has CAA records: let Cape get the certificate',
    name: '`example.com`',
    type: 'CAA',
    value: `\`0 issue "${landingPageHosts.certificateAuthority}"\``,
  },
] as const;

export const tables = {
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
} satisfies Record<string, Table>;
