/** Text as HTML: the three escapes the highlighted lines use. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A fenced block's code, as MDX gives it (lines joined by `\n`, one line
 * break at the end), read back from its highlighted lines: the tags dropped
 * and the three escapes `rehype.ts` writes undone. The build drops a block's
 * text from the page's JavaScript when this gives it back exactly, so the
 * code is shipped once, as HTML, rather than twice.
 */
export function codeFromHighlightedLines(highlightedLines: string): string {
  return `${highlightedLines
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')}\n`;
}
