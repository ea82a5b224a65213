// A doc's place and shape: it is one of the pages the specification fixes,
// its sections are h2 and h3 in order, and it is valid MDX.
import createJiti from 'jiti';
import {problemIn} from './report.mjs';

/** The pages the specification fixes: `docFiles` in src/site.ts. */
const {docFiles} = createJiti(import.meta.url, {interopDefault: true})(
  '../../site.ts',
);
export const specifiedDocs = docFiles.map((page) => page.file);

export function newPageChecks(page) {
  if (specifiedDocs.includes(page.name)) return [];
  const list = docFiles
    .map(({file, covers}) => `${file} (${covers})`)
    .join('; ');
  return [
    problemIn(page)(
      {line: 1},
      'a new page: the specification fixes the pages and their routes',
      `add a section to the page the topic belongs to: ${list}`,
    ),
  ];
}

/**
 * Only h2 and h3, an h3 under an h2, and at least one h2. Kept by hand:
 * remark-lint-heading-increment lets a page open with an h3 (the title's h1
 * is in the front matter), and markdownlint's MD001, which counts the title,
 * runs in `npm run check` but not in the dev server.
 */
export function headingChecks(page) {
  const at = problemIn(page);
  const problems = [];
  let previous = 1;
  for (const {level, line, text} of page.headings) {
    if (level !== 2 && level !== 3) {
      problems.push(
        at(
          {line},
          `"${text}" is an h${level}`,
          'use ## or ###: the title is the h1, and the table of contents shows h2 and h3',
        ),
      );
    } else if (level > previous + 1) {
      problems.push(
        at(
          {line},
          `"${text}" skips from h${previous} to h${level}`,
          `make it an h${previous + 1} (${'#'.repeat(previous + 1)})`,
        ),
      );
    }
    previous = level;
  }
  if (!page.headings.some(({level}) => level === 2)) {
    problems.push(
      at({line: 1}, 'the page has no ## section', 'divide it into ## sections'),
    );
  }
  return problems;
}

/** The error of the MDX parser Docusaurus compiles with (./parse.mjs). */
export function mdxChecks(page) {
  const error = page.mdxError;
  if (!page.path.endsWith('.mdx') || !error) return [];
  const reason = String(error.reason ?? error.message).split('\n')[0];
  const fix = /closing tag/.test(reason)
    ? 'close the element (</name> or <name />), or write < as &lt; in text'
    : 'fix the MDX syntax: { and < start code in MDX; write \\{ or &lt; in text';
  return [
    problemIn(page)(
      {line: error.line ?? 1, column: error.column ?? 1},
      reason,
      fix,
    ),
  ];
}
