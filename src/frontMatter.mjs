// The front matter a doc page may have, checked when the site loads its
// docs (docusaurus.config.ts, `markdown.parseFrontMatter`: the dev server and
// every build) and by `npm run check`. Docusaurus checks the types of the
// keys it knows, but lets any other key through: a misspelt key silently
// does nothing. Here every key must be known,
// `title`, `description` and `sidebar_label` are required, and a mistake is
// reported with the closest known key.
//
// An ES module with no dependencies, so both the config (TypeScript) and the
// checks (Node.js) can import it.

/** @typedef {{type: 'string' | 'boolean' | 'number' | 'string[]' | 'string|null', required?: boolean | ((frontMatter: Record<string, unknown>) => boolean), check?: (value: unknown) => string | undefined, why: string}} Field */

/** @type {Record<string, Field>} */
export const docFields = {
  title: {
    type: 'string',
    required: true,
    why: "the page's h1, and its title in search results and browser tabs",
  },
  description: {
    type: 'string',
    required: true,
    check: (value) =>
      String(value).length < 50 || String(value).length > 200
        ? `should be 50 to 200 characters (it is ${String(value).length}): search engines and link previews show it`
        : undefined,
    why: 'the meta description search engines and link previews show',
  },
  sidebar_label: {
    type: 'string',
    // A page outside the sidebar (the docs index) names the one it shows.
    required: (frontMatter) => frontMatter.displayed_sidebar === undefined,
    why: "the page's name in the sidebar",
  },
  // Optional keys of Docusaurus's docs plugin that the site uses or may.
  slug: {type: 'string', why: "the page's URL, for the docs index only"},
  displayed_sidebar: {type: 'string', why: 'the sidebar shown on the page'},
  hide_table_of_contents: {
    type: 'boolean',
    why: 'whether the table of contents is hidden',
  },
  pagination_prev: {
    type: 'string|null',
    why: 'the previous page link, or null for none',
  },
  pagination_next: {
    type: 'string|null',
    why: 'the next page link, or null for none',
  },
  keywords: {type: 'string[]', why: 'extra words for search engines'},
  image: {type: 'string', why: 'the image link previews show'},
  toc_min_heading_level: {
    type: 'number',
    why: 'the smallest heading level in the table of contents',
  },
  toc_max_heading_level: {
    type: 'number',
    why: 'the largest heading level in the table of contents',
  },
};

/** Levenshtein distance, for "did you mean". */
function distance(a, b) {
  let previous = Array.from({length: b.length + 1}, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(
        previous[j] + 1,
        current[j - 1] + 1,
        previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length];
}

/** The known key closest to `key`, if one is close enough to be a typo. */
export function closestKey(key, known = Object.keys(docFields)) {
  const normalised = key.toLowerCase().replace(/[-\s]/g, '_');
  let best;
  let bestDistance = Infinity;
  for (const candidate of known) {
    const d = distance(normalised, candidate);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return bestDistance <= Math.max(2, Math.floor(key.length / 3))
    ? best
    : undefined;
}

const typeNames = {
  string: 'a string',
  boolean: 'true or false',
  number: 'a number',
  'string[]': 'a list of strings',
  'a list': 'a list',
  null: 'null',
  object: 'a mapping',
};

function typeOf(value) {
  if (value === null) return 'null';
  if (Array.isArray(value)) {
    return value.every((item) => typeof item === 'string')
      ? 'string[]'
      : 'a list';
  }
  return typeof value;
}

/**
 * The problems with a doc's front matter, each a sentence that names the key
 * and what to do; none when it is valid.
 * @param {Record<string, unknown>} frontMatter
 * @returns {string[]}
 */
export function frontMatterProblems(frontMatter) {
  const problems = [];
  for (const [key, value] of Object.entries(frontMatter)) {
    const field = docFields[key];
    if (!field) {
      const suggestion = closestKey(key);
      problems.push(
        suggestion
          ? `unknown key "${key}": did you mean "${suggestion}"?`
          : `unknown key "${key}": the keys a doc may have are ${Object.keys(docFields).join(', ')} (src/frontMatter.mjs)`,
      );
      continue;
    }
    const actual = typeOf(value);
    const allowed = field.type.split('|');
    if (!allowed.includes(actual)) {
      problems.push(
        `"${key}" must be ${allowed.map((type) => typeNames[type]).join(' or ')}, not ${typeNames[actual] ?? actual}: it is ${field.why}`,
      );
      continue;
    }
    if (actual === 'string' && String(value).trim() === '') {
      problems.push(`"${key}" is empty: it is ${field.why}`);
      continue;
    }
    const message = field.check?.(value);
    if (message) problems.push(`"${key}" ${message}`);
  }
  for (const [key, field] of Object.entries(docFields)) {
    const required =
      typeof field.required === 'function'
        ? field.required(frontMatter)
        : field.required;
    const misspelt = Object.keys(frontMatter).some(
      (written) => !(written in docFields) && closestKey(written) === key,
    );
    if (required && !(key in frontMatter) && !misspelt) {
      problems.push(`"${key}" is missing: it is ${field.why}`);
    }
  }
  return problems;
}
