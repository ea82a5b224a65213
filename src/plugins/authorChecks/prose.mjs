// The prose: words cspell knows (with the project's cspell.json), and
// quantities that are product facts rendered with `<Fact>`, not typed.
import {pathToFileURL} from 'node:url';
import {spellCheckDocument} from 'cspell-lib';
import createJiti from 'jiti';
import {bodyStart} from './parse.mjs';
import {lineColumn, problemIn} from './report.mjs';

/** Unknown words, by cspell with the project's cspell.json. */
export async function spellingChecks(page) {
  const result = await spellCheckDocument(
    {
      uri: pathToFileURL(page.path).href,
      text: page.source,
      languageId: page.path.endsWith('.mdx') ? 'mdx' : 'markdown',
    },
    {generateSuggestions: true, numSuggestions: 3},
    {},
  );
  const lines = page.source.split('\n');
  const start = bodyStart(lines);
  const at = problemIn(page);
  return result.issues.flatMap((issue) => {
    const {line, column} = lineColumn(page.source, issue.offset);
    // A front matter key is checked against the known keys instead.
    if (line <= start && column <= lines[line - 1].indexOf(':')) return [];
    const suggestions = issue.suggestions?.length
      ? `did you mean ${issue.suggestions.map((word) => `"${word}"`).join(' or ')}? `
      : '';
    return at(
      {line, column},
      `unknown word "${issue.text}"`,
      `${suggestions}If it is right, add it to cspell-words.txt`,
    );
  });
}

/**
 * The prose rule (in the dev server and `npm run check`): a quantity with a unit
 * (time, size, money, percentage, a count of things the plans limit) typed
 * in a page's prose is a product fact, rendered with `<Fact>`, unless it is
 * marked where it is written with `{/* not a fact *\/}` right after it.
 */
export const notAFact = '{/* not a fact */}';

const units = {
  time: 'milliseconds?|ms|seconds?|minutes?|hours?|days?|weeks?|months?|years?',
  size: 'bytes?|[KMG]B|kilobytes?|megabytes?|gigabytes?',
  percentage: '%|percent',
  count:
    'requests?|questions?|pages?|sources?|assistants?|members?|origins?|conversations?|keys?|crawls?|domains?',
};
const quantity = new RegExp(
  String.raw`(?<![\w.$€-])(?:(?<money>[€$]\s?\d[\d,]*(?:\.\d+)?)|(?<number>\d[\d,]*(?:\.\d+)?)[\s-]?(?<unit>${Object.values(units).join('|')})(?![\w]))`,
  'g',
);
/** The kind of quantity a match of `quantity` is (none for no match). */
function kindOf(match) {
  if (!match) return undefined;
  if (match.groups.money) return 'money';
  return Object.keys(units).find((kind) =>
    new RegExp(`^(?:${units[kind]})$`).test(match.groups.unit),
  );
}

let registry;
/** The facts, each with the kind of quantity it renders and its page. */
function factsByKind() {
  if (registry) return registry;
  const {facts, tables} = createJiti(import.meta.url, {interopDefault: true})(
    '../referenceTables/registry.ts',
  );
  registry = Object.entries(facts).map(([id, fact]) => {
    const text = fact.text();
    return {
      id,
      text,
      kind: kindOf(new RegExp(quantity.source).exec(text)),
      page: tables[fact.table]?.page,
      words: id
        .split(/[.-]|(?=[A-Z])/)
        .map((word) => word.toLowerCase())
        .filter((word) => word.length > 2),
    };
  });
  return registry;
}

/** The `<Fact>` a quantity in `sentence` most likely states. */
function likelyFact(kind, sentence, page) {
  const lower = sentence.toLowerCase();
  const [best] = factsByKind()
    .filter((fact) => fact.kind === kind)
    .map((fact) => ({
      fact,
      score:
        fact.words.filter((word) => lower.includes(word)).length +
        (fact.page === page ? 0.5 : 0),
    }))
    .filter(({score}) => score >= 1)
    .sort((a, b) => b.score - a.score);
  return best?.fact;
}

/**
 * Quantities typed in prose that no `<Fact>` renders and no marker excuses:
 * the text of the page's paragraphs and headings (./parse.mjs), where code,
 * elements, link targets and `{…}` are not.
 */
export function proseQuantityChecks(page) {
  const at = problemIn(page);
  const problems = [];
  for (const {start, end, texts} of page.paragraphs) {
    for (const [from, to] of texts) {
      for (const match of page.source.slice(from, to).matchAll(quantity)) {
        const offset = from + match.index;
        const after = page.source.slice(offset + match[0].length).trimStart();
        if (after.startsWith(notAFact)) continue;
        const kind = kindOf(match);
        const paragraph = page.source.slice(start, end);
        const fact = likelyFact(kind, paragraph, page.name);
        problems.push(
          at(
            lineColumn(page.source, offset),
            `"${match[0]}" is a ${kind} typed in prose`,
            fact
              ? `write <Fact of="${fact.id}" /> (src/data says ${fact.text}), or ${notAFact} right after it if it is not a product fact`
              : `render it with a <Fact> (docs-reference-catalogue.md), or write ${notAFact} right after it if it is not a product fact`,
          ),
        );
      }
    }
  }
  return problems;
}
