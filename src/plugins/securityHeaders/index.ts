import {readFile, rename, writeFile} from 'node:fs/promises';
import {join, relative} from 'node:path';
import {parse, parseFragment, type DefaultTreeAdapterMap} from 'parse5';
import {attribute, elements, textOf} from '../builtHtml.mjs';
import {metaPolicy, policy, securityHeaders, type InlineCode} from './policy';

/**
 * Delivers the site's Content Security Policy (./policy.ts) with hashes of
 * the inline code the build actually wrote, computed from the built HTML
 * after every page is rendered, never by hand:
 * - in every page, as `<meta http-equiv="Content-Security-Policy">` right
 *   after `<meta charset>`, before any script: the policy for hosts that
 *   cannot send headers (GitHub Pages), without the directives only a header
 *   can carry;
 * - as `_headers`, the headers file Netlify and Cloudflare Pages read;
 * - as `_headers.nginx`, `add_header` lines the shipped nginx config
 *   includes (deploy/nginx/cape-docs.conf).
 * A page whose head has no `<meta charset>` fails the build: the policy
 * would otherwise come after code it must cover.
 */

/** Script types the browser runs; any other (`application/ld+json`) is data. */
const scriptTypes = new Set([
  '',
  'text/javascript',
  'application/javascript',
  'module',
]);

type Node = DefaultTreeAdapterMap['node'];
/**
 * The inline code of one page, read by an HTML parser (parse5, the parser of
 * the HTML standard, which rehype uses too): attribute values come decoded,
 * as the browser hashes them.
 */
export function inlineCode(html: string, page: Node = parse(html)): InlineCode {
  const found: InlineCode = {scripts: [], styles: [], styleAttributes: []};
  const styleAttributes = (tree: Node) => {
    for (const element of elements(tree)) {
      const style = attribute(element, 'style');
      if (style !== undefined) found.styleAttributes.push(style);
    }
  };
  styleAttributes(page);
  for (const element of elements(page)) {
    if (element.tagName === 'style') found.styles.push(textOf(element));
    if (element.tagName !== 'script' || attribute(element, 'src') !== undefined)
      continue;
    const type = (attribute(element, 'type') ?? '').trim().toLowerCase();
    if (!scriptTypes.has(type)) continue;
    const text = textOf(element);
    found.scripts.push(text);
    // HTML that the script inserts, written in it as a string (the theme's
    // wrong-base-URL banner), carries `style` attributes of its own.
    styleAttributes(parseFragment(text));
  }
  return found;
}

/** Where the policy goes: right after `<meta charset>`, before any script. */
function charsetEnd(page: Node): number | undefined {
  const meta = [...elements(page)].find(
    (element) =>
      element.tagName === 'meta' && attribute(element, 'charset') !== undefined,
  );
  return meta?.sourceCodeLocation?.endOffset;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/**
 * Writes the policy into the built pages `files` under `outDir`, and the
 * `_headers` files. A step the config runs after every other step that
 * rewrites the pages (the critical CSS): Docusaurus runs every plugin's
 * postBuild at the same time, so a plugin of its own could take the hashes
 * before another changed a page.
 */
export async function writeSecurityHeaders({
  outDir,
  files,
}: {
  outDir: string;
  files: string[];
}): Promise<void> {
  // Page by page, keeping only what the policy needs: each page's inline
  // code, deduplicated, and where its policy goes (each page parsed
  // once). A large site's pages are never all in memory at once.
  const found = {
    scripts: new Set<string>(),
    styles: new Set<string>(),
    styleAttributes: new Set<string>(),
  };
  const charsetEnds = new Map<string, number | undefined>();
  for (const file of files) {
    const html = await readFile(file, 'utf8');
    const page = parse(html, {sourceCodeLocationInfo: true});
    charsetEnds.set(file, charsetEnd(page));
    const code = inlineCode(html, page);
    for (const kind of ['scripts', 'styles', 'styleAttributes'] as const) {
      for (const text of code[kind]) found[kind].add(text);
    }
  }
  const directives = policy({
    scripts: [...found.scripts],
    styles: [...found.styles],
    styleAttributes: [...found.styleAttributes],
  });

  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(metaPolicy(directives))}">`;
  for (const file of files) {
    const at = charsetEnds.get(file);
    if (at === undefined) {
      throw new Error(
        `[cape-security-headers] ${relative(outDir, file)} has no <meta charset> to put the Content Security Policy after.`,
      );
    }
    const html = await readFile(file, 'utf8');
    // Written beside the page, then renamed over it: other plugins'
    // postBuild steps, running at the same time, read the pages.
    const temporary = `${file}.csp`;
    await writeFile(temporary, html.slice(0, at) + meta + html.slice(at));
    await rename(temporary, file);
  }

  const headers = Object.entries(securityHeaders(directives));
  for (const [name, value] of headers) {
    if (/["\n]/.test(value)) {
      throw new Error(
        `[cape-security-headers] The ${name} header may not hold a double quote or a line break: ${value}`,
      );
    }
  }
  await writeFile(
    join(outDir, '_headers'),
    `# Netlify and Cloudflare Pages: the headers of every response.\n# Written by the build (src/plugins/securityHeaders).\n/*\n${headers
      .map(([name, value]) => `  ${name}: ${value}`)
      .join('\n')}\n`,
  );
  await writeFile(
    join(outDir, '_headers.nginx'),
    `# nginx: the headers of every response, included by deploy/nginx/cape-docs.conf.\n# Written by the build (src/plugins/securityHeaders).\n${headers
      .map(([name, value]) => `add_header ${name} "${value}" always;`)
      .join('\n')}\n`,
  );
}
