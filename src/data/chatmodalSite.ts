/**
 * The chat modal on your pages: what their Content Security Policy must
 * allow, what it keeps in the visitor's browser, and why it can stop
 * answering every visitor at once. Cells are inline Markdown.
 */

import {code, rowsOf, type Table} from '../plugins/referenceTables/define';
import {chatmodalNetworkErrorCode} from './chatmodal';

/**
 * Every directive of a page's Content Security Policy that the chat modal
 * meets, and what each must allow for it; `Nothing` where it needs nothing
 * beyond what `default-src 'self'` already allows, or nothing at all.
 */
export const chatmodalCsp = [
  {
    directive: 'script-src',
    value: '`https://cdn.cape.example.com`',
    why: 'Loads `chatmodal.js`.',
  },
  {
    directive: 'style-src',
    value: '`https://cdn.cape.example.com`',
    why: "Loads the chat modal's stylesheet. It sets no inline styles, so no `'unsafe-inline'` is needed.",
  },
  {
    directive: 'connect-src',
    value: '`https://api.cape.example.com`',
    why: "Reads the assistant's profile when the script starts, then sends questions and receives answers. With `visitorTokenUrl`, also that URL's origin (usually `'self'`); with `getVisitorToken` or `setVisitorTokenProvider()`, whatever your function fetches, which your app's policy already allows.",
  },
  {
    directive: 'img-src',
    value: 'Nothing',
    why: 'Its icons are inline SVG in its own markup, and answers show no images: citations are links.',
  },
  {
    directive: 'font-src',
    value: 'Nothing',
    why: "It loads no fonts: its text uses the visitor's system fonts.",
  },
  {
    directive: 'frame-src',
    value: 'Nothing',
    why: 'It opens no frames: the dialog is part of your page, in a shadow root of its own.',
  },
  {
    directive: 'require-trusted-types-for',
    value: 'Nothing',
    why: "`chatmodal.js` builds its elements with DOM methods and never writes HTML strings, so it runs under `'script'` without a Trusted Types policy of its own.",
  },
  {
    directive: 'trusted-types',
    value: '`cape-chatmodal`, with the React component',
    why: 'A script added from code is a Trusted Types sink (`script.src`). The React component creates its URL through a policy of that name; a loader of your own, such as [loading after consent](#load-the-chat-after-consent), needs a policy of yours, named here too. The script tag needs none.',
  },
] as const;

/**
 * What the chat modal keeps in the visitor's browser, for a cookie or consent
 * inventory (Load the chat after consent, on the page). It sets no cookie.
 */
export const chatmodalStorage = [
  {
    name: '`cape-chatmodal:<assistantId>`, such as `cape-chatmodal:asst_01example`: one per assistant',
    kind: "`sessionStorage`, on your page's origin",
    holds: "The conversation's ID, such as `conv_01example`.",
    kept: "From the visitor's first question until the tab closes, or until [`reset()`](#javascript-api) removes it, at once.",
  },
] as const;

/**
 * Why the chat stops answering every visitor at once (Troubleshooting, on the
 * page): the `code` of the failed request, and how to confirm and fix each.
 */
export const chatmodalStoppedCauses = [
  {
    code: '`plan_limit_reached`',
    cause: 'The workspace reached its monthly spending cap.',
    confirm:
      'Follow-up questions in conversations already open still get answers; only questions that would start a conversation fail.',
    fix: 'Ask the Owner to raise the cap (only the Owner can: [capping the bill](/docs/Cape#capping-the-bill)). If you cannot explain the traffic, follow the [runbook for an abused key](/docs/Best%20Prectice/overview#an-abused-publishable-key) first.',
    sees: 'The launcher, and answers in open conversations. A question that would start a conversation gets a message, in the interface language, that no new questions are taken now.',
  },
  {
    code: '`workspace_suspended`',
    cause:
      'The plan was cancelled and its period has ended, or an invoice stayed unpaid ([cancelling, and unpaid invoices](/docs/Cape#cancelling-and-unpaid-invoices)).',
    confirm:
      "Every request with the workspace's keys fails with this code, a secret key's `GET /v1/workspace` included.",
    fix: 'The Owner chooses a plan or pays the invoice, which brings the chat back without a change to your pages.',
    sees: 'No launcher on pages opened since, as the [start-up request](#what-the-chat-modal-sends) fails; the error message in a dialog already open.',
  },
  {
    code: '`unauthorized`',
    cause:
      'The publishable key was revoked, or its assistant deleted, which revokes the keys scoped to it. Or the assistant was made private, and your pages send no visitor token.',
    confirm:
      "Cape UI's activity log names the revoked key or the deleted assistant, or shows a change of the assistant whose `access` went from `public` to `private`: who did it and when ([activity log](/docs/Cape%20UI#activity-log)).",
    fix: 'Create a publishable key for the assistant, with your origins, and put it in your pages. After a deletion, create an assistant, or choose another, and put its ID in your pages too. For an assistant made private, set it back to public, or give the chat modal a token source ([private assistants](#private-assistants)).',
    sees: 'After a revoked key or a deletion, no launcher on pages opened since, and the error message in a dialog already open. After a change to private, the launcher, and the error message for every question.',
  },
  {
    code: '`rate_limited`, with `limit` `key`',
    cause:
      "Everyone together asked more than the key's questions per minute ([plans and limits](/docs/Cape#plans-and-limits)).",
    confirm:
      'The `Retry-After` header of the failed request, and the questions by day in [Analytics](/docs/Cape%20UI#analytics).',
    fix: 'For real traffic, ask the Owner for a larger plan. For traffic you cannot explain, follow the [runbook for an abused key](/docs/Best%20Prectice/overview#an-abused-publishable-key).',
    sees: 'The launcher, and the error message for every question until the minute is over.',
  },
  {
    code: '`rate_limited`, with `limit` `test_daily`',
    cause:
      "The page uses a test key (`pk_test_…`), and the workspace's test keys have asked all their questions for the day ([test and live keys](/docs/Cape#test-and-live-keys)).",
    confirm: 'The dialog shows the **Test mode** label.',
    fix: 'Put the live assistant and a live key in your pages ([test and live keys](#test-and-live-keys)).',
    sees: 'The **Test mode** label, and the error message for every question until the next day (UTC).',
  },
  {
    code: `\`${chatmodalNetworkErrorCode}\`, or a \`5xx\` status such as \`internal_error\` or \`service_unavailable\``,
    cause:
      'A Cape incident; or, for `network_error`, a change on your side that blocks `api.cape.example.com`, such as a new Content Security Policy.',
    confirm:
      "Cape's [status page](/docs/Cape%20UI#support-and-service-status). A policy that blocks the request leaves a message in the browser's console.",
    fix: 'During an incident, nothing: the chat answers again when it ends. Otherwise allow Cape in `connect-src` ([Content Security Policy](#content-security-policy)).',
    sees: 'No launcher on pages opened while the API does not answer; the error message in a dialog already open.',
  },
] as const;

export const tables = {
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
} satisfies Record<string, Table>;
