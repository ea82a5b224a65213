// The front matter a doc page may have, checked in the dev server and every
// build (./index.ts) and by `npm run check`; and the titles no two pages share. Docusaurus checks
// the types of the keys it knows, but lets any other key through: a misspelt
// key silently does nothing. Here every key must be known, `title`,
// `description` and `sidebar_label` are required, and a mistake is reported
// with the closest known key. Front matter is parsed by Docusaurus's own
// parser and its types checked by the docs plugin's own schema, the ones the
// build runs, so the checks read and refuse what the site does.
import {DocFrontMatterSchema} from '@docusaurus/plugin-content-docs/lib/frontMatter.js';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {closest, problemIn} from './report.mjs';

/** @typedef {{required?: boolean | ((frontMatter: Record<string, unknown>) => boolean), check?: (value: unknown) => [string, string] | undefined, why: string}} Field */

/** @type {Record<string, Field>} */
export const docFields = {
  title: {
    required: true,
    why: "the page's h1, and its title in search results and browser tabs",
  },
  description: {
    required: true,
    check: (value) =>
      String(value).length < 50 || String(value).length > 160
        ? [
            `"description" is ${String(value).length} characters`,
            'write 50 to 160: search engines and link previews cut a longer one off',
          ]
        : undefined,
    why: 'the meta description search engines and link previews show',
  },
  sidebar_label: {
    // A page outside the sidebar (the docs index) names the one it shows.
    required: (frontMatter) => frontMatter.displayed_sidebar === undefined,
    why: "the page's name in the sidebar",
  },
  // Optional keys of Docusaurus's docs plugin that the site uses or may.
  slug: {why: "the page's URL, for the docs index only"},
  displayed_sidebar: {why: 'the sidebar shown on the page'},
  hide_table_of_contents: {why: 'whether the table of contents is hidden'},
  pagination_prev: {why: 'the previous page link, or null for none'},
  pagination_next: {why: 'the next page link, or null for none'},
  keywords: {why: 'extra words for search engines'},
  image: {why: 'the image link previews show'},
  toc_min_heading_level: {
    why: 'the smallest heading level in the table of contents',
  },
  toc_max_heading_level: {
    why: 'the largest heading level in the table of contents',
  },
};

/** The known key a written one means: case, hyphens and spaces aside. */
const keyMeant = (key) =>
  closest(key.toLowerCase().replace(/[-\s]/g, '_'), Object.keys(docFields));

/** @typedef {{key?: string, problem: string, fix: string}} Problem */

/**
 * The problems with a doc's front matter, each naming the key and what to do;
 * none when it is valid.
 * @param {Record<string, unknown>} frontMatter
 * @returns {Problem[]}
 */
export function frontMatterProblems(frontMatter) {
  // The types, as the docs plugin checks them when it loads a page.
  const {error} = DocFrontMatterSchema.validate(frontMatter, {
    convert: true,
    allowUnknown: true,
    abortEarly: false,
  });
  const typeErrors = new Map(
    (error?.details ?? []).map(({path, message}) => [String(path[0]), message]),
  );
  const problems = [];
  for (const [key, value] of Object.entries(frontMatter)) {
    const field = docFields[key];
    if (!field) {
      const suggestion = keyMeant(key);
      problems.push({
        key,
        problem: `unknown front matter key "${key}"`,
        fix: suggestion
          ? `did you mean "${suggestion}"?`
          : `use one of ${Object.keys(docFields).join(', ')} (src/plugins/authorChecks/frontMatter.mjs)`,
      });
      continue;
    }
    const fix = `it is ${field.why}`;
    if (typeErrors.has(key)) {
      problems.push({key, problem: typeErrors.get(key), fix});
    } else if (typeof value === 'string' && value.trim() === '') {
      problems.push({key, problem: `"${key}" is empty`, fix});
    } else {
      const [problem, checkFix] = field.check?.(value) ?? [];
      if (problem) problems.push({key, problem, fix: checkFix});
    }
  }
  for (const [key, field] of Object.entries(docFields)) {
    const required =
      typeof field.required === 'function'
        ? field.required(frontMatter)
        : field.required;
    const misspelt = Object.keys(frontMatter).some(
      (written) => !(written in docFields) && keyMeant(written) === key,
    );
    if (required && !(key in frontMatter) && !misspelt) {
      problems.push({
        problem: `"${key}" is missing`,
        fix: `add "${key}:", ${field.why}`,
      });
    }
  }
  return problems;
}

/** The line of `key:` in the front matter (1 when it is not written there). */
function keyLine(lines, key) {
  const end = lines.indexOf('---', 1);
  const index = lines.findIndex(
    (line, i) => i < end && key && line.startsWith(`${key}:`),
  );
  return index + 1 || 1;
}

// gray-matter, under Docusaurus's parser, caches a text before parsing it:
// parsed again, a text that failed gives no front matter and no error.
const failures = new Map();

/**
 * A page's front matter as Docusaurus reads it, and its problems, each with
 * the line and column of the key in the file.
 * @returns {Promise<{frontMatter: Record<string, unknown>, problems: (Problem & {line: number, column: number})[]}>}
 */
export async function readFrontMatter(filePath, source) {
  const lines = source.split('\n');
  if (lines[0] !== '---') {
    const fix =
      'start the file with --- and a title, description and sidebar_label';
    return {
      frontMatter: {},
      problems: [{line: 1, column: 1, problem: 'no front matter', fix}],
    };
  }
  if (failures.has(source)) return failures.get(source);
  try {
    const {frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({
      filePath,
      fileContent: source,
      defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER,
    });
    const problems = frontMatterProblems(frontMatter).map((problem) => ({
      ...problem,
      line: keyLine(lines, problem.key),
      column: 1,
    }));
    return {frontMatter, problems};
  } catch (error) {
    // js-yaml, which Docusaurus's parser uses, marks the line (counting the opening ---).
    const {line = 0, column = 0} = error.mark ?? {};
    const problem = `the front matter is not valid YAML: ${error.reason ?? error.message.split('\n')[0]}`;
    const fix =
      'write each field as "key: value" on its own line; quote a value holding ": " or starting with a symbol';
    const result = {
      frontMatter: {},
      problems: [{line: line + 1, column: column + 1, problem, fix}],
    };
    if (failures.size > 100) failures.clear();
    failures.set(source, result);
    return result;
  }
}

/** A `title` or `sidebar_label` another page has. */
export function titleChecks(page, site) {
  const at = problemIn(page);
  return ['title', 'sidebar_label'].flatMap((key) => {
    const value = page.frontMatter[key];
    const other = site.pages.find(
      (candidate) =>
        candidate !== page && value && candidate.frontMatter[key] === value,
    );
    if (!other) return [];
    return at(
      {line: keyLine(page.source.split('\n'), key)},
      `${key} "${value}" is also the ${key} of ${other.name}`,
      `give each page its own ${key}: readers tell pages apart by it`,
    );
  });
}
