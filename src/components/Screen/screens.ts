/**
 * The pictures of what readers will see, drawn as SVG for light and dark in
 * static/img/screens/`<name>-light.svg` and `<name>-dark.svg`. Each entry
 * holds the picture's alt text (what it shows, which also stands for it in
 * the Markdown export) and the size it is shown at, in CSS pixels, in the
 * drawing's own proportions, so the page keeps its place while it loads.
 * The details drawn agree across pictures and with the docs: the example of
 * Cape.mdx's tutorial (the question, answer and citation), the crawl example
 * of static/openapi.yaml and the full example of the landing page doc.
 * `<Screen name="…" />` in a doc shows one (`./index.tsx`); the author checks
 * and the page export read this map too.
 */
export type ScreenPicture = {
  readonly alt: string;
  readonly width: number;
  readonly height: number;
};

export const screens = {
  'chat-modal-closed': {
    alt: "A help centre's article page, Returning an order, with the chat modal closed: only its round launcher button shows, in the bottom-right corner.",
    width: 640,
    height: 360,
  },
  'chat-modal-open': {
    alt: 'The chat modal open over the same article page. Its header names the assistant, Help centre assistant, over the line Automated answers. A visitor asks "How long do refunds take?"; the answer says refunds reach their account within 5 working days after the returned item is received, and lists two numbered sources, Returning an order and Refunds and exchanges, with Helpful and Not helpful buttons. Below are the Ask a person button and the question box.',
    width: 480,
    height: 600,
  },
  'landing-page': {
    alt: 'A landing page at https://ask.example.com, top to bottom: the hero, "How can we help?", with its subheading; the line Automated answers over the question box, which reads "Where is my order?"; three popular questions; two topics, Orders and Returns; the contact section, "Still stuck?", with the support hours; and a footer with Example Ltd. and links to example.com and Privacy.',
    width: 560,
    height: 780,
  },
  'cape-ui-sources': {
    alt: 'Sources in Cape UI: a New source button and four sources with their type, number of documents and last crawl. Help centre, a website source with 412 documents, last crawl succeeded; Partner guides, website, 86, running; Blog, sitemap, 230, failed; the three crawl next on 5 Mar at 03:00 UTC. Product manuals, an upload source with 24 documents, has no crawls and no schedule.',
    width: 480,
    height: 368,
  },
  'cape-ui-crawl': {
    alt: 'A crawl in Cape UI, crawl_01example of the Help centre source: succeeded, started 4 Mar 2025 at 03:00:02 UTC and finished at 03:06:41 UTC. Its URLs by outcome: 398 fetched, 14 not_modified, 58 skipped_rule, 3 skipped_robots, 0 skipped_limit, 1 removed and 2 error. Below, the list of URLs with their outcome and HTTP status: an article fetched with 200; a search page skipped_rule, with no status and the exclude pattern that left it out; an article with error, 503; and one removed, 410.',
    width: 480,
    height: 510,
  },
  'cape-ui-conversation': {
    alt: 'A conversation in Cape UI, conv_01example, asked of Help centre assistant in the chat modal in English on 4 Mar 2025, to be deleted on 2 Jun 2025. The question "How long do refunds take?", the answer, and its two numbered citations, Returning an order and Refunds and exchanges, with their addresses; the rating Not helpful. Below, an open handoff from sam@example.com, "My refund has not arrived after 8 days.", with a Mark resolved button.',
    width: 480,
    height: 528,
  },
  'cape-ui-analytics': {
    alt: 'Analytics in Cape UI for all assistants from 1 to 31 Mar 2025, with an Export CSV button: 1,240 questions, an 87 % answer rate, 92 % of rated answers helpful and 31 handoffs; a bar chart of questions by day; three unanswered questions, such as "Do you ship to Norway?"; and the most cited pages, led by Returning an order with 212 citations.',
    width: 480,
    height: 434,
  },
} as const satisfies Record<string, ScreenPicture>;

export type ScreenName = keyof typeof screens;

/** The site path of a picture's light or dark drawing. */
export const screenPath = (name: ScreenName, mode: 'light' | 'dark') =>
  `/img/screens/${name}-${mode}.svg`;
