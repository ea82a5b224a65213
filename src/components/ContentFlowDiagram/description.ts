/**
 * The diagram in words: its accessible title and description, also the text
 * that stands for it in plain Markdown (/llms-full.txt, Copy page), which the
 * config hands the page export (`markdown`). The component's second entry:
 * text only, so Node.js loads it without React or CSS.
 */
export const contentFlowTitle = 'How content flows through Cape';

export const contentFlowDescription =
  'Cape Webcrawlers fetch your pages, Web Extractors turn them into clean ' +
  'documents, and the Cape platform keeps them in a knowledge base that ' +
  'powers assistants. Visitors reach an assistant through the Cape Chatmodal ' +
  'UI on your site or a hosted Cape Landing Page. Your team runs every stage ' +
  'from the Cape UI dashboard.';

/** The diagram's Markdown form. */
export const markdown = `_${contentFlowTitle}:_ ${contentFlowDescription}`;
