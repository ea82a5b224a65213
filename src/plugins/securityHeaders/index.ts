import {readdir, readFile, rename, writeFile} from 'node:fs/promises';
import {join, relative} from 'node:path';
import type {Plugin} from '@docusaurus/types';
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

const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const styleElement = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
const styleAttribute = /\sstyle=(?:"([^"]*)"|'([^']*)'|([^\s>"'&][^\s>]*))/gi;

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(
    `(?:^|\\s)${name}(?:=(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`,
    'i',
  ).exec(attributes);
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/** Attribute values as the browser reads them: with character references decoded. */
function decodeEntities(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, code: string) =>
      String.fromCodePoint(Number(code)),
    )
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) =>
      String.fromCodePoint(parseInt(code, 16)),
    )
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The inline code of one page. */
export function inlineCode(html: string): InlineCode {
  const found: InlineCode = {scripts: [], styles: [], styleAttributes: []};
  for (const [, attributes = '', text = ''] of html.matchAll(scriptElement)) {
    if (attribute(attributes, 'src') !== undefined) continue;
    const type = (attribute(attributes, 'type') ?? '').trim().toLowerCase();
    if (scriptTypes.has(type)) found.scripts.push(text);
  }
  for (const [, text = ''] of html.matchAll(styleElement)) {
    found.styles.push(text);
  }
  // Over the whole page, scripts included: HTML an inline script inserts
  // (the wrong-base-URL banner) carries its own `style` attributes.
  for (const match of html.matchAll(styleAttribute)) {
    found.styleAttributes.push(
      decodeEntities(match[1] ?? match[2] ?? match[3] ?? ''),
    );
  }
  return found;
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {withFileTypes: true, recursive: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

const charset = /<meta charset=(?:"[^"]*"|'[^']*'|[^\s>]+)\s*\/?>/i;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

export default function securityHeadersPlugin(): Plugin {
  return {
    name: 'cape-security-headers',
    async postBuild({outDir}) {
      const files = await htmlFiles(outDir);
      const pages = await Promise.all(
        files.map(async (file) => ({file, html: await readFile(file, 'utf8')})),
      );
      const inline: InlineCode = {scripts: [], styles: [], styleAttributes: []};
      for (const {html} of pages) {
        const found = inlineCode(html);
        inline.scripts.push(...found.scripts);
        inline.styles.push(...found.styles);
        inline.styleAttributes.push(...found.styleAttributes);
      }
      const directives = policy(inline);

      const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(metaPolicy(directives))}">`;
      await Promise.all(
        pages.map(async ({file, html}) => {
          if (!charset.test(html)) {
            throw new Error(
              `[cape-security-headers] ${relative(outDir, file)} has no <meta charset> to put the Content Security Policy after.`,
            );
          }
          // Written beside the page, then renamed over it: other plugins'
          // postBuild steps, running at the same time, read the pages.
          const temporary = `${file}.csp`;
          await writeFile(
            temporary,
            html.replace(charset, (tag) => tag + meta),
          );
          await rename(temporary, file);
        }),
      );

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
    },
  };
}
