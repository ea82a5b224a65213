/**
 * A doc's MDX source as plain Markdown, for readers that are programs: AI
 * assistants reading /llms-full.txt, and readers who copy a page
 * (src/components/CopyPage). The page reads as it does on the site:
 * - front matter and `import` lines go;
 * - tabs become headed sections, one per tab, under the section they sit in
 *   (a bold label where they sit in a list);
 * - admonitions become block quotes that start with their kind and title;
 * - `<details>` becomes its summary in bold, then the answer;
 * - a one-line `<CodeBlock language="…">{'…'}</CodeBlock>` becomes a fence;
 * - components become what they show (`components`: the diagram's text
 *   description, the index's list of pages), reference tables and facts
 *   become Markdown (`reference`);
 * - links to other docs and to the site become absolute URLs.
 * Fenced code is kept exactly as written. Anything else in angle brackets
 * that is not plain HTML fails, so a new component cannot leak into the text
 * unconverted.
 */

export type MarkdownOptions = {
  /** The doc's source file relative to the site (`docs/Cape UI.mdx`). */
  page: string;
  /** The public origin and base URL, without a trailing slash. */
  siteUrl: string;
  /** `<Name />` components standing alone on a line, as Markdown. */
  components: Record<string, string>;
  /** Reference tables and facts (`<ReferenceTable>`, `<Fact>`) as Markdown. */
  reference: (markdown: string) => string;
};

const fence = /^(\s*)(`{3,}|~{3,})/;

/** `./Cape%20UI.mdx#keys` from `docs/Cape.mdx` → `/docs/Cape%20UI#keys`. */
function docLink(target: string, page: string): string | undefined {
  const match = /^<?((?:\.{1,2}\/|\/)?[^>#)]*?)\.mdx?(#[^>)]*)?>?$/.exec(
    target,
  );
  if (!match) return undefined;
  const [, path, hash = ''] = match;
  const from = page.split('/').slice(0, -1);
  const segments = path!.startsWith('/') ? [] : [...from];
  for (const segment of decodeURI(path!).split('/')) {
    if (segment === '..') segments.pop();
    else if (segment !== '.' && segment !== '') segments.push(segment);
  }
  return `/${encodeURI(segments.join('/'))}${hash}`;
}

/** Makes every link target absolute: docs, site paths and static files. */
function absoluteLinks(line: string, options: MarkdownOptions): string {
  return line.replace(/\]\((<[^>]+>|[^)\s]+)\)/g, (whole, target: string) => {
    const doc = docLink(target, options.page);
    const bare = target.replace(/^<(.*)>$/, '$1');
    const url = doc
      ? `${options.siteUrl}${doc}`
      : bare.startsWith('pathname://')
        ? `${options.siteUrl}${bare.slice('pathname://'.length)}`
        : bare.startsWith('/')
          ? `${options.siteUrl}${encodeURI(decodeURI(bare))}`
          : bare.startsWith('#')
            ? `${options.siteUrl}/${encodeURI(options.page.replace(/\.mdx?$/, ''))}${bare}`
            : bare;
    return whole.replace(target, url);
  });
}

const capitalise = (word: string) =>
  `${word[0]!.toUpperCase()}${word.slice(1)}`;

export function mdxToMarkdown(
  source: string,
  options: MarkdownOptions,
): string {
  const lines = source.replace(/^---\n[\s\S]*?\n---\n/, '').split('\n');
  const out: string[] = [];
  let inFence: string | undefined;
  let headingLevel = 1;
  let admonition: {indent: string} | undefined;
  lines.forEach((line, index) => {
    const where = `${options.page}:${index + 1}`;
    const fenceMatch = fence.exec(line);
    if (inFence) {
      out.push(admonition ? `> ${line}` : line);
      if (
        fenceMatch &&
        line.trim().startsWith(inFence) &&
        line.trim().replace(/[`~]/g, '') === ''
      ) {
        inFence = undefined;
      }
      return;
    }
    if (fenceMatch) {
      inFence = fenceMatch[2];
      out.push(admonition ? `> ${line}` : line);
      return;
    }
    const trimmed = line.trim();
    const indent = /^\s*/.exec(line)![0];
    const heading = /^(#{1,6}) /.exec(line);
    if (heading) headingLevel = heading[1]!.length;

    if (/^import\s.+from\s+['"][^'"]+['"];?$/.test(trimmed)) return;
    if (/^<\/?Tabs\b[^>]*>$/.test(trimmed) || trimmed === '</TabItem>') return;
    const tab = /^<TabItem\b[^>]*\blabel="([^"]+)"[^>]*>$/.exec(trimmed);
    if (tab) {
      out.push(
        indent
          ? `${indent}**${tab[1]}**`
          : `${'#'.repeat(Math.min(headingLevel + 1, 6))} ${tab[1]}`,
      );
      return;
    }
    const admonitionStart = /^:::(\w+)(?:\[(.*)\])?$/.exec(trimmed);
    if (admonitionStart) {
      const [, kind, title] = admonitionStart;
      out.push(
        `${indent}> **${capitalise(kind!)}${title ? `: ${title}` : ''}**`,
        `${indent}>`,
      );
      admonition = {indent};
      return;
    }
    if (admonition && trimmed === ':::') {
      admonition = undefined;
      return;
    }
    if (trimmed === '<details>' || trimmed === '</details>') return;
    const summary = /^<summary>(.*)<\/summary>$/.exec(trimmed);
    if (summary) {
      out.push(`${indent}**${summary[1]}**`);
      return;
    }
    // A code block written in JSX, on one line, with its code as a string.
    const codeBlock =
      /^<CodeBlock\b([^>]*)>\{(['"])((?:\\.|(?!\2).)*)\2\}<\/CodeBlock>$/.exec(
        trimmed,
      );
    if (codeBlock) {
      const language = /\blanguage="([^"]*)"/.exec(codeBlock[1]!)?.[1] ?? '';
      const code = codeBlock[3]!.replace(/\\(.)/g, (_, char: string) =>
        char === 'n' ? '\n' : char,
      );
      out.push(
        `${indent}\`\`\`${language}`,
        ...code.split('\n').map((codeLine) => `${indent}${codeLine}`),
        `${indent}\`\`\``,
      );
      return;
    }
    const component = /^<([A-Z]\w*) \/>$/.exec(trimmed);
    if (
      component &&
      component[1] !== 'ReferenceTable' &&
      component[1] !== 'Fact'
    ) {
      const markdown = options.components[component[1]!];
      if (markdown === undefined) {
        throw new Error(
          `${where}: <${component[1]} /> has no plain-Markdown form; add one to the llms plugin's components.`,
        );
      }
      out.push(markdown);
      return;
    }
    const converted = absoluteLinks(line, options);
    if (admonition) {
      out.push(
        trimmed
          ? `${admonition.indent}> ${converted.slice(admonition.indent.length)}`
          : `${admonition.indent}>`,
      );
    } else {
      out.push(converted);
    }
  });
  if (inFence) throw new Error(`${options.page}: a code fence is never closed`);
  const markdown = options.reference(out.join('\n'));
  // Outside code, a capitalised tag can only be a component left behind.
  const leftover = /^.*<[A-Z]\w*\b.*$/m.exec(
    markdown
      .replace(/^(\s*)(`{3,}|~{3,})[\s\S]*?^\1\2\s*$/gm, '')
      .replace(/`[^`\n]*`/g, ''),
  );
  if (leftover) {
    throw new Error(
      `${options.page}: this line still holds MDX after conversion: ${leftover[0].trim()}`,
    );
  }
  return markdown.replace(/\n{3,}/g, '\n\n').trim();
}
