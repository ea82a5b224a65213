/**
 * Where a page's Markdown is served: its path with `.md` added
 * (`/docs/Cape UI` → `/docs/Cape UI.md`). The plugin writes the file there
 * and Copy page fetches it, so both take the path from here.
 */
export function markdownPath(pagePath: string): string {
  const path = pagePath.replace(/\/$/, '');
  return `${path === '' ? '/index' : path}.md`;
}
