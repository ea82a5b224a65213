// A small, dependency-free reader for the parts of an MDX doc the checks need:
// front matter, headings, links and fenced code blocks, each with its line;
// and the list of doc files.
import {readdirSync} from 'node:fs';
import {join} from 'node:path';
import YAML from 'yaml';

const fence = /^(\s*)(`{3,}|~{3,})\s*([\w+-]*)(.*)$/;

export function parseDoc(source) {
  const lines = source.split('\n');
  let frontMatter = {};
  let start = 0;
  if (lines[0] === '---') {
    const end = lines.indexOf('---', 1);
    frontMatter = YAML.parse(lines.slice(1, end).join('\n')) ?? {};
    start = end + 1;
  }
  const headings = [];
  const links = [];
  const codeBlocks = [];
  let open = null;
  for (let index = start; index < lines.length; index += 1) {
    const text = lines[index];
    const lineNumber = index + 1;
    if (open) {
      if (
        text.trim().startsWith(open.marker) &&
        text.trim().replace(/[`~]/g, '') === ''
      ) {
        codeBlocks.push({
          lang: open.lang,
          meta: open.meta,
          line: open.line,
          code: open.code.join('\n'),
        });
        open = null;
      } else {
        open.code.push(
          text.slice(
            Math.min(open.indent, text.length - text.trimStart().length),
          ),
        );
      }
      continue;
    }
    const fenceMatch = fence.exec(text);
    if (fenceMatch) {
      open = {
        indent: fenceMatch[1].length,
        marker: fenceMatch[2],
        lang: fenceMatch[3],
        meta: fenceMatch[4].trim(),
        line: lineNumber,
        code: [],
      };
      continue;
    }
    const heading = /^(#{1,6})\s+(.*?)\s*#*$/.exec(text);
    if (heading) {
      headings.push({
        level: heading[1].length,
        text: heading[2],
        line: lineNumber,
      });
    }
    const prose = text.replace(/`[^`]*`/g, '');
    for (const match of prose.matchAll(/\]\(([^)]*)\)/g)) {
      links.push({target: match[1], line: lineNumber});
    }
  }
  return {frontMatter, headings, links, codeBlocks};
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
