// The parts of a Markdown or MDX page the checks read, each with its line and
// column: headings, links and images, components, imports and fenced code
// blocks (with the blocks nested in a `md`/`mdx` sample, as CONTRIBUTING.md
// shows them). Front matter is read by Docusaurus's own parser
// (src/frontMatter.mjs); here it is only skipped.
import {readdirSync} from 'node:fs';
import {join} from 'node:path';

const fence = /^(\s*)(`{3,}|~{3,})\s*([\w+-]*)(.*)$/;

/** The line after the front matter (0 when there is none). */
export function bodyStart(lines) {
  if (lines[0] !== '---') return 0;
  const end = lines.indexOf('---', 1);
  return end < 0 ? 0 : end + 1;
}

export function parseDoc(source, offset = 0) {
  const lines = source.split('\n');
  const headings = [];
  const links = [];
  const components = [];
  const imports = new Set();
  const codeBlocks = [];
  let open = null;
  for (let index = bodyStart(lines); index < lines.length; index += 1) {
    const text = lines[index];
    const line = offset + index + 1;
    if (open) {
      const closes =
        text.trim().startsWith(open.marker) &&
        text.trim().replace(/[`~]/g, '') === '';
      if (!closes) {
        const indent = text.length - text.trimStart().length;
        open.code.push(text.slice(Math.min(open.indent, indent)));
        continue;
      }
      const block = {...open, code: open.code.join('\n')};
      codeBlocks.push(block);
      // A Markdown sample's own code blocks are samples too.
      if (block.lang === 'md' || block.lang === 'mdx') {
        codeBlocks.push(...parseDoc(block.code, block.line).codeBlocks);
      }
      open = null;
      continue;
    }
    const fenceMatch = fence.exec(text);
    if (fenceMatch) {
      open = {
        indent: fenceMatch[1].length,
        marker: fenceMatch[2],
        lang: fenceMatch[3],
        meta: fenceMatch[4].trim(),
        line,
        code: [],
      };
      continue;
    }
    const heading = /^(#{1,6})\s+(.*?)\s*#*$/.exec(text);
    if (heading) {
      headings.push({level: heading[1].length, text: heading[2], line});
    }
    const imported = /^import\s+(?:\{([^}]*)\}|(\w+))/.exec(text);
    for (const name of (imported?.[1] ?? imported?.[2] ?? '').split(',')) {
      if (name.trim())
        imports.add(
          name
            .trim()
            .split(/\s+as\s+/)
            .pop(),
        );
    }
    // Inline code is blanked, not removed, so columns stay true.
    const prose = text.replace(/`[^`]*`/g, (code) => ' '.repeat(code.length));
    for (const match of prose.matchAll(/(!?)\[[^\]]*\]\(([^)]*)\)/g)) {
      links.push({
        target: match[2],
        image: match[1] === '!',
        line,
        column: match.index + 1,
      });
    }
    for (const match of prose.matchAll(/<([A-Z]\w*)/g)) {
      components.push({name: match[1], line, column: match.index + 1});
    }
  }
  return {headings, links, components, imports, codeBlocks};
}

/** Every doc file under `dir`: .md and .mdx, without partials (`_name`). */
export function listDocs(dir) {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listDocs(path);
    return /\.mdx?$/.test(entry.name) && !entry.name.startsWith('_')
      ? [path]
      : [];
  });
}
