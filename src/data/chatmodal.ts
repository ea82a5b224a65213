/**
 * The Cape chat modal's public surface: where it loads from, its options,
 * interface languages, events and methods, with their tables and facts (what
 * a page's Content Security Policy must allow, and more, is in
 * chatmodalSite.ts). Cells are inline Markdown. tests/docs checks the React
 * component's declared props (scripts/docs/cape-sdk.d.ts) against these
 * lists.
 */

import {
  code,
  rowsOf,
  schema,
  typeOf,
  type Fact,
  type Table,
} from '../plugins/referenceTables/define';

export const chatmodalScript = {
  /**
   * The script every embed loads. It gets compatible updates in place; a
   * breaking change would get a new path. Each release is also served at an
   * immutable address with its version in place of `v1` (Pinning and
   * integrity, on the page).
   */
  src: 'https://cdn.cape.example.com/chatmodal/v1/chatmodal.js',
  /** The React package. */
  reactPackage: '@cape/chatmodal-react',
  /**
   * The default `theme.primaryColor`. White text on it measures 5.0:1 (WCAG
   * 1.4.3 asks 4.5:1); against a white page 5.0:1 and against a dark one
   * (`#1b1b1d`) 3.4:1 (WCAG 1.4.11 asks 3:1 for the launcher).
   * tests/docs/chatmodal-contrast.test.mjs checks all three.
   */
  defaultPrimaryColor: '#4f63e0',
} as const;

export type ChatmodalOption = {
  /** The option's name: the React prop, and the data attribute in kebab case. */
  name: string;
  type: string;
  default: string;
  meaning: string;
  /**
   * The option is a React prop only, with no data attribute: its value is a
   * function, which an HTML attribute cannot hold, or the script tag's own
   * `src`.
   */
  reactOnly?: true;
};

/** Options, in the order the table lists them. */
export const chatmodalOptions: readonly ChatmodalOption[] = [
  {
    name: 'assistantId',
    type: 'string',
    default: 'required',
    meaning: 'The assistant that answers, such as `asst_01example`.',
  },
  {
    name: 'publishableKey',
    type: 'string',
    default: 'required',
    meaning:
      "A publishable key (`pk_live_…` or `pk_test_…`) scoped to that assistant, with this page's origin among its allowed origins.",
  },
  {
    name: 'visitorTokenUrl',
    type: 'URL',
    default: 'none',
    meaning:
      "For a private assistant: an endpoint of yours that answers a signed-in visitor with a visitor token. The chat modal calls it with `POST` and the visitor's cookies when it opens and before the token expires. A path such as `/cape/visitor-token` is read against the page's origin. A private assistant takes exactly one of this, `getVisitorToken` or `setVisitorTokenProvider()`.",
  },
  {
    name: 'getVisitorToken',
    type: 'function',
    default: 'none',
    reactOnly: true,
    meaning:
      "For a private assistant whose visitors are not signed in with a cookie on the page's origin, such as an app that sends a bearer token: a function of yours that returns a promise of your token endpoint's JSON (`token` and `expiresAt`). The chat modal calls it when it opens and before the token expires; a rejected promise counts as a refusal. Instead of `visitorTokenUrl`, never with it ([without a session cookie](#without-a-session-cookie)). On the script embed, pass the same function to `setVisitorTokenProvider(fn)`.",
  },
  {
    name: 'scriptUrl',
    type: 'URL',
    default: `\`${chatmodalScript.src}\``,
    reactOnly: true,
    meaning:
      "Where the component loads `chatmodal.js` from. Set a release's immutable address to pin it ([pinning and integrity](#pinning-and-integrity)); the script tag's `src` does the same there.",
  },
  {
    name: 'position',
    type: '`bottom-right` or `bottom-left`',
    default: '`bottom-right`',
    meaning: 'The corner of the launcher and the dialog.',
  },
  {
    name: 'launcher',
    type: '`button` or `none`',
    default: '`button`',
    meaning:
      '`none` hides the launcher, to open the dialog from your own button.',
  },
  {
    name: 'handoff',
    type: 'boolean',
    default: '`true`',
    meaning:
      "`true` offers an **Ask a person** button once the first answer has arrived, for the visitor to leave an email address and, if they like, a message for your team ([asking for a person](#asking-for-a-person)). `false` hides it, for an assistant whose handoffs nobody would answer: then say in the assistant's `fallback` how else to reach you.",
  },
  {
    name: 'greeting',
    type: 'string',
    default: 'none',
    meaning:
      'The first message a visitor sees in an empty conversation, shown as you write it: Cape does not translate it. Plain text: web and email addresses in it become links, as in answers, so it can point to your privacy notice or your contact page. See [other languages](#greeting-and-fallback-in-other-languages).',
  },
  {
    name: 'language',
    type: '`auto` or a BCP 47 tag',
    default: '`auto`',
    meaning:
      "`auto` reads the language from the text itself, as everywhere in Cape: each answer is in the language of the visitor's question, if the assistant's `languages` allow it ([languages](#languages)). The interface follows the page's `<html lang>`, then the browser's languages ([interface languages](#interface-languages)). A tag fixes the interface and, within the assistant's `languages`, the answers.",
  },
  {
    name: 'theme.primaryColor',
    type: 'CSS colour',
    default: `\`${chatmodalScript.defaultPrimaryColor}\``,
    meaning:
      "The launcher, the header and the visitor's messages, all with white text on it.",
  },
  {
    name: 'theme.mode',
    type: '`light`, `dark` or `auto`',
    default: '`auto`',
    meaning: "`auto` follows the visitor's `prefers-color-scheme`.",
  },
  {
    name: 'theme.radius',
    type: 'number (px)',
    default: '`12`',
    meaning: 'The corner radius of the dialog, the messages and the launcher.',
  },
  {
    name: 'zIndex',
    type: 'number',
    default: '`2147483000`',
    meaning: 'The stacking order of the launcher and the dialog.',
  },
];

export type InterfaceLanguage = {
  /** BCP 47 tag. */
  tag: string;
  /** The language in English, as the table names it. */
  language: string;
  alsoFor?: readonly string[];
};

/**
 * The languages the chat modal's own text comes in: its buttons, labels,
 * placeholders, handoff form, error messages and **Test mode** label. A
 * landing page's buttons and labels use the same list. A tag is looked up in
 * full, then shortened one part at a time from the end (`de-CH` gets `de`,
 * `zh-Hant-HK` gets `zh-Hant`); `alsoFor` names tags that shortening would
 * not bring to the row.
 */
export const chatmodalInterfaceLanguages: readonly InterfaceLanguage[] = [
  {tag: 'cs', language: 'Czech'},
  {tag: 'da', language: 'Danish'},
  {tag: 'de', language: 'German'},
  {tag: 'en', language: 'English'},
  {tag: 'es', language: 'Spanish'},
  {tag: 'fi', language: 'Finnish'},
  {tag: 'fr', language: 'French'},
  {tag: 'it', language: 'Italian'},
  {tag: 'ja', language: 'Japanese'},
  {tag: 'ko', language: 'Korean'},
  {tag: 'nb', language: 'Norwegian Bokmål', alsoFor: ['no']},
  {tag: 'nl', language: 'Dutch'},
  {tag: 'pl', language: 'Polish'},
  {tag: 'pt', language: 'Portuguese (Portugal)'},
  {tag: 'pt-BR', language: 'Portuguese (Brazil)'},
  {tag: 'sv', language: 'Swedish'},
  {tag: 'tr', language: 'Turkish'},
  {tag: 'uk', language: 'Ukrainian'},
  {
    tag: 'zh-Hans',
    language: 'Chinese, Simplified script',
    alsoFor: ['zh', 'zh-CN', 'zh-SG'],
  },
  {
    tag: 'zh-Hant',
    language: 'Chinese, Traditional script',
    alsoFor: ['zh-TW', 'zh-HK', 'zh-MO'],
  },
];

/** The interface language when no tag the chat modal reads has a row above. */
export const chatmodalDefaultInterfaceLanguage = 'en';

/**
 * The `code` of an `error` event when no answer came from Cape at all: the
 * visitor is offline, or a blocker, proxy or Content Security Policy stopped
 * the request. Every other `error` carries an API error code.
 */
export const chatmodalNetworkErrorCode = 'network_error';

/** Events, with the React callback prop of each. */
export const chatmodalEvents = [
  {
    name: 'open',
    payload: 'none',
    when: 'The dialog opens, from the launcher or from code.',
  },
  {
    name: 'close',
    payload: 'none',
    when: 'The dialog closes, from its close button, Escape or code. With the React `open` prop, the visitor asked to close it ([what stays yours](#what-stays-yours)).',
  },
  {
    name: 'message',
    payload: '`{ role, text, conversationId, messageId }`',
    when: "A message is added: the visitor's question (`role` is `visitor`) or an answer (`role` is `assistant`).",
  },
  {
    name: 'feedback',
    payload: '`{ messageId, rating }`',
    when: 'The visitor has rated an answer, and the chat modal has stored the rating with [`rateAnswer`](/docs/Cape#rate-answer).',
    // The values come from the API document's schema of that name.
    fieldSchemas: {rating: 'Rating'},
  },
  {
    name: 'handoff',
    payload: '`{ conversationId, email }`',
    when: 'The visitor has asked for a person and left an email address, and the chat modal has passed it to Cape with [`requestHandoff`](/docs/Cape#request-handoff).',
  },
  {
    name: 'error',
    payload: '`{ code, message }`',
    when: `A request fails. \`code\` is the [API error code](/docs/Cape#errors) Cape answered with, or \`${chatmodalNetworkErrorCode}\` when no answer came: the visitor is offline, or a blocker, proxy or Content Security Policy stopped the request.`,
  },
] as const;

/**
 * `window.Cape.chatmodal`, on the script embed and, from its first mount, with
 * the React component (the JavaScript API section says which to use there).
 */
export const chatmodalMethods = [
  {
    signature: 'open()',
    does: 'Opens the dialog and moves focus into it. After a failed [start-up request](#what-the-chat-modal-sends), it does nothing.',
  },
  {
    signature: 'close()',
    does: 'Closes the dialog and returns focus to where it was before.',
  },
  {
    signature: 'toggle()',
    does: 'Opens the dialog if it is closed, or closes it.',
  },
  {
    signature: 'on(event, handler)',
    does: "Calls `handler` with the event's payload each time the event fires.",
  },
  {
    signature: 'off(event, handler)',
    does: 'Removes a handler added with `on`; pass the same function.',
  },
  {
    signature: 'setLanguage(tag)',
    does: 'Switches the interface and answer language (`auto` or a BCP 47 tag).',
  },
  {
    signature: 'setThemeMode(mode)',
    does: 'Switches `theme.mode` to `light`, `dark` or `auto`.',
  },
  {
    signature: 'setVisitorTokenProvider(fn)',
    does: "For a private assistant on the script embed: the chat modal gets its visitor tokens from `fn`, which returns a promise of your token endpoint's JSON (`token` and `expiresAt`), and calls it when the dialog opens and before each token expires; a rejected promise counts as a refusal. It is the React prop `getVisitorToken` for the script tag; leave out `data-visitor-token-url` when you use it. Call it after `chatmodal.js` has run ([without a session cookie](#a-token-function-on-the-script-embed)).",
  },
  {
    signature: 'reset()',
    does: 'Forgets the stored conversation and the visitor token, and closes the dialog: the next question starts a new conversation, with a new token for a private assistant. It removes every `cape-chatmodal:*` entry on the origin, those of other assistants included ([storage](#load-the-chat-after-consent)). Handlers and options stay, and nothing is deleted at Cape. Call it at sign-out ([change of user](#sign-out-and-change-of-user)).',
  },
] as const;

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

export const tables = {
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
} satisfies Record<string, Table>;

export const facts: Record<string, Fact> = {
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
