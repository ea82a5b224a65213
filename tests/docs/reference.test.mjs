// Each fact lives in one place (src/data/README.md): every reference table is
// shown once, on the page the registry names, and the prose states the
// values it holds only through <Fact>, which links to the table.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {docs, loadTs} from '../../scripts/docs/sources.mjs';

const {tables, facts} = loadTs('../../src/plugins/referenceTables/registry.ts');
const crawling = loadTs('../../src/data/crawling.ts');

/** Text outside fenced code blocks, line by line (code blocks blanked). */
function proseLines(doc) {
  const lines = doc.source.split('\n');
  for (const {line, code} of doc.codeBlocks) {
    const length = code.split('\n').length + 2;
    for (let index = line - 1; index < line - 1 + length; index += 1) {
      lines[index] = '';
    }
  }
  return lines;
}

test('every reference table is shown exactly once, on the page the registry names', () => {
  const problems = [];
  for (const [id, table] of Object.entries(tables)) {
    const element = `<ReferenceTable of="${id}" />`;
    const shownOn = docs.flatMap((doc) =>
      doc.source.split(element).length > 1
        ? Array(doc.source.split(element).length - 1).fill(doc.name)
        : [],
    );
    if (shownOn.length !== 1 || shownOn[0] !== table.page) {
      problems.push(
        `${element} should be on ${table.page} once; it is on: ${shownOn.join(', ') || 'no page'}`,
      );
    }
  }
  assert.deepEqual(problems, []);
});

test('no page restates a value a reference table holds: it writes <Fact> instead', () => {
  const problems = [];
  for (const [id, fact] of Object.entries(facts)) {
    // The value as prose would write it, without Markdown code marks, as
    // whole words: "7 days" is in "within 7 days", not in "17 days".
    const text = fact.text().replace(/`/g, '');
    const pattern = new RegExp(
      `(?<![\\w.,])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w])`,
    );
    for (const doc of docs) {
      proseLines(doc).forEach((line, index) => {
        const prose = line
          .replace(/<Fact of="[^"]*" \/>/g, '')
          .replace(/`/g, '');
        if (pattern.test(prose)) {
          problems.push(
            `${doc.name}:${index + 1}: "${text}" is stated by <Fact of="${id}" />`,
          );
        }
      });
    }
  }
  assert.deepEqual(problems, []);
});

/** The URL pattern syntax, as the Cape Webcrawlers page documents it. */
function patternMatches(pattern, url) {
  const source = pattern
    .split(/(\*\*|\*)/)
    .map((part) =>
      part === '**'
        ? '.*'
        : part === '*'
          ? '[^/]*'
          : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${source}$`).test(url.split('#')[0]);
}

test('the URL pattern examples match exactly as the documented syntax says', () => {
  const wrong = crawling.urlPatternExamples
    .filter(
      ({pattern, url, matches}) => patternMatches(pattern, url) !== matches,
    )
    .map(
      ({pattern, url, matches}) =>
        `${pattern} ${matches ? 'does not match' : 'matches'} ${url}`,
    );
  assert.deepEqual(wrong, []);
  // Both answers appear, so the table teaches something.
  assert.ok(crawling.urlPatternExamples.some(({matches}) => matches));
  assert.ok(crawling.urlPatternExamples.some(({matches}) => !matches));
});
