// The checks an author meets while writing: the dev server runs them on every
// save (./index.ts) and `npm run check` on every page (scripts/check.mjs), so
// the two cannot disagree. Each problem is one line,
// `file:line:column  problem  fix`.
import {existsSync, readFileSync} from 'node:fs';
import {dirname, join, relative, resolve} from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {createProcessor} from '@mdx-js/mdx';
import {createSlugger} from '@docusaurus/utils';
import createJiti from 'jiti';
import leven from 'leven';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {toString} from 'mdast-util-to-string';
import {spellCheckDocument} from 'cspell-lib';
import ts from 'typescript';
import YAML from 'yaml';
import {closestKey, readFrontMatter} from '../../frontMatter.mjs';
import {bodyStart, listDocs, parseDoc} from './parse.mjs';

/** @typedef {{file: string, line: number, column: number, problem: string, fix: string}} Problem */

/** The components a page may use, with the import each needs. */
export const componentImports = {
  Tabs: "import Tabs from '@theme/Tabs';",
  TabItem: "import TabItem from '@theme/TabItem';",
  CodeBlock: "import CodeBlock from '@theme/CodeBlock';",
  ContentFlowDiagram:
    "import ContentFlowDiagram from '@site/src/components/ContentFlowDiagram';",
  DocsIndexCards:
    "import DocsIndexCards from '@site/src/components/DocsIndexCards';",
};
/** Written in MDX without an import: rendered at build time or by the theme. */
const providedComponents = [
  'ReferenceTable',
  'Fact',
  'Details',
  'ApiReference',
  'Screen',
];

/** The pictures `<Screen name="…" />` shows (src/components/Screen/screens.ts). */
export const screenNames = Object.keys(
  createJiti(fileURLToPath(import.meta.url))(
    '../../components/Screen/screens.ts',
  ).screens,
);

let apiReferenceAnchors;
/** The ids of the headings `<ApiReference />` writes (src/plugins/apiReference). */
function referenceAnchors() {
  apiReferenceAnchors ??= createJiti(fileURLToPath(import.meta.url), {
    interopDefault: true,
  })('../apiReference/reference.ts').referenceAnchors();
  return apiReferenceAnchors;
}

export const format = ({file, line, column, problem, fix}) =>
  `${file}:${line}:${column}  ${problem}  ${fix}`;

/** Reads a page: its front matter as Docusaurus reads it and its parts. */
export async function readPage(
  root,
  path,
  source = readFileSync(path, 'utf8'),
) {
  const name = relative(root, path).split('\\').join('/');
  const isDoc = name.startsWith('docs/');
  const {frontMatter, problems} = isDoc
    ? await readFrontMatter(path, source)
    : {frontMatter: {}, problems: []};
  const at = (problem) => ({file: name, ...problem});
  return {
    path,
    name,
    source,
    isDoc,
    frontMatter,
    frontMatterProblems: problems.map(at),
    ...parseDoc(source),
  };
}

const readCache = new Map();

/** The pages the checks read: every doc and CONTRIBUTING.md's samples. */
export async function readSite(root) {
  const paths = [
    ...listDocs(join(root, 'docs')),
    join(root, 'CONTRIBUTING.md'),
  ].filter((path) => existsSync(path));
  const pages = await Promise.all(
    paths.map(async (path) => {
      // A page is parsed again only when its text changed (the dev server
      // reads the site on every save).
      const source = readFileSync(path, 'utf8');
      const cached = readCache.get(path);
      if (cached?.source === source) return cached;
      const page = await readPage(root, path, source);
      readCache.set(path, page);
      return page;
    }),
  );
  return {root, pages, byPath: new Map(pages.map((page) => [page.path, page]))};
}

/**
 * A page's anchors as Docusaurus writes them: a heading's explicit `{#id}`,
 * or its text (Markdown and HTML tags removed) through Docusaurus's slugger,
 * one per page so repeats are numbered; and `id="…"` written on an element.
 */
export function anchorsOf(page) {
  if (page.anchors) return page.anchors;
  const slugger = createSlugger();
  const anchors = new Set(
    page.headings.map(
      ({text}) =>
        /\{#([^}]+)\}\s*$/.exec(text)?.[1] ??
        slugger.slug(toString(fromMarkdown(text), {includeHtml: false})),
    ),
  );
  for (const [, id] of page.source.matchAll(/\sid=["']([^"']+)["']/g)) {
    anchors.add(id);
  }
  if (page.components.some(({name}) => name === 'ApiReference')) {
    for (const id of referenceAnchors()) anchors.add(id);
  }
  page.anchors = anchors;
  return anchors;
}

function frontMatterChecks(page, site) {
  const problems = [...page.frontMatterProblems];
  for (const key of ['title', 'sidebar_label']) {
    const value = page.frontMatter[key];
    const other = site.pages.find(
      (candidate) =>
        candidate !== page && value && candidate.frontMatter[key] === value,
    );
    if (!other) continue;
    const line = page.source
      .split('\n')
      .findIndex((text) => text.startsWith(`${key}:`));
    problems.push({
      file: page.name,
      line: line + 1,
      column: 1,
      problem: `${key} "${value}" is also the ${key} of ${other.name}`,
      fix: `give each page its own ${key}: readers tell pages apart by it`,
    });
  }
  return problems;
}

/** The pages the specification fixes: `docFiles` in src/site.ts. */
const {docFiles} = createJiti(import.meta.url, {interopDefault: true})(
  '../../site.ts',
);
export const specifiedDocs = docFiles.map((page) => page.file);

function newPageChecks(page) {
  if (specifiedDocs.includes(page.name)) return [];
  const problem =
    'a new page: the specification fixes the pages and their routes';
  const list = docFiles
    .map(({file, covers}) => `${file} (${covers})`)
    .join('; ');
  const fix = `add a section to the page the topic belongs to: ${list}`;
  return [{file: page.name, line: 1, column: 1, problem, fix}];
}

function headingChecks(page) {
  const problems = [];
  let previous = 1;
  const at = (line, problem, fix) => ({
    file: page.name,
    line,
    column: 1,
    problem,
    fix,
  });
  for (const {level, line, text} of page.headings) {
    if (level !== 2 && level !== 3) {
      problems.push(
        at(
          line,
          `"${text}" is an h${level}`,
          'use ## or ###: the title is the h1, and the table of contents shows h2 and h3',
        ),
      );
    } else if (level > previous + 1) {
      problems.push(
        at(
          line,
          `"${text}" skips from h${previous} to h${level}`,
          `make it an h${previous + 1} (${'#'.repeat(previous + 1)})`,
        ),
      );
    }
    previous = level;
  }
  if (!page.headings.some(({level}) => level === 2)) {
    problems.push(
      at(1, 'the page has no ## section', 'divide it into ## sections'),
    );
  }
  return problems;
}

/** The doc file a route such as `/docs/Cape UI` is served from. */
function docOfRoute(site, route) {
  const id = route.replace(/^\/docs\/?/, '') || 'index';
  return [`${id}.mdx`, `${id}.md`, `${id}/index.mdx`]
    .map((name) => join(site.root, 'docs', name))
    .find((path) => site.byPath.has(path));
}

function linkChecks(page, site) {
  const problems = [];
  for (const {target, image, unparsed, line, column} of page.links) {
    const at = (problem, fix) =>
      problems.push({file: page.name, line, column, problem, fix});
    if (unparsed) {
      at(
        `link target "${target}" holds a space, so the link renders as plain text`,
        'write %20 for the space or wrap the target in <...>',
      );
      continue;
    }
    const [path = '', anchor] = decodeURI(target).split('#');
    if (/^[a-z]+:/i.test(path)) continue;
    if (image) {
      const file = path.startsWith('/')
        ? join(site.root, 'static', path)
        : resolve(dirname(page.path), path);
      if (!existsSync(file)) {
        at(
          `image "${path}" does not exist`,
          'put the file under static/img/ and link it as /img/<name>',
        );
      }
      continue;
    }
    let file;
    if (path === '') file = page.path;
    else if (path.startsWith('/docs')) file = docOfRoute(site, path);
    else if (/\.mdx?$/.test(path)) file = resolve(dirname(page.path), path);
    else continue;
    const linked = site.byPath.get(file);
    if (!linked) {
      at(
        `"${target}" points at no doc`,
        'link to an existing file, such as ./Cape.mdx (CONTRIBUTING.md, "Links")',
      );
      continue;
    }
    if (!anchor) continue;
    const anchors = [...anchorsOf(linked)];
    if (!anchors.includes(anchor)) {
      const suggestion = closestKey(anchor, anchors);
      at(
        `"#${anchor}" is not a section of ${linked.name}`,
        suggestion
          ? `did you mean "#${suggestion}"?`
          : `its sections are ${anchors.map((a) => `#${a}`).join(', ')}`,
      );
    }
  }
  return problems;
}

function componentChecks(page) {
  const known = [...Object.keys(componentImports), ...providedComponents];
  return page.components
    .filter(
      ({name}) => !page.imports.has(name) && !providedComponents.includes(name),
    )
    .map(({name, line, column}) => {
      const suggestion = closestKey(name, known);
      return {
        file: page.name,
        line,
        column,
        problem: componentImports[name]
          ? `<${name}> is used but not imported`
          : `<${name}> is not a component the docs know`,
        fix: componentImports[name]
          ? `add \`${componentImports[name]}\` below the front matter`
          : suggestion
            ? `did you mean <${suggestion}>?`
            : `use one of ${known.map((n) => `<${n}>`).join(', ')} (CONTRIBUTING.md, "Components")`,
      };
    });
}

/** Each `<Screen>` names a picture of the map, by its `name`. */
function screenChecks(page) {
  return page.components
    .filter(({name}) => name === 'Screen')
    .filter(({attributes}) => !screenNames.includes(attributes?.name))
    .map(({attributes, line, column}) => {
      const written = attributes?.name;
      const [nearest] = [...screenNames].sort(
        (a, b) => leven(written ?? '', a) - leven(written ?? '', b),
      );
      return {
        file: page.name,
        line,
        column,
        problem:
          written === undefined
            ? '<Screen> has no name'
            : `<Screen name="${written}"> is not a picture`,
        fix: `did you mean name="${nearest}"? (src/components/Screen/screens.ts)`,
      };
    });
}

/** The language a code block without one most likely holds. */
export function guessLanguage(code) {
  const text = code.trim();
  if (/^[{[]/.test(text)) return 'json';
  if (/^(\$ |curl |npm |npx |yarn |pnpm |export |#!)/m.test(text))
    return 'bash';
  if (
    /^(import|export|const|let|await|function|type|interface)\b/m.test(text)
  ) {
    return /<[A-Z]\w*/.test(text) ? 'tsx' : 'ts';
  }
  if (/^<[a-z!]/i.test(text)) return 'html';
  if (/^[\w-]+:(\s|$)/m.test(text)) return 'yaml';
  return 'text';
}

/** The line and column in the page of an offset in a code block. */
function inPage(block, code, offset) {
  const before = code.slice(0, offset).split('\n');
  return {
    line: block.line + before.length,
    column: block.indent + before.at(-1).length + 1,
  };
}

function codeBlockChecks(page) {
  const problems = [];
  for (const block of page.codeBlocks) {
    const at = ({line, column}, problem, fix) =>
      problems.push({file: page.name, line, column, problem, fix});
    const {lang, code} = block;
    if (!lang) {
      at(
        {line: block.line, column: block.indent + 1},
        'code block without a language',
        `name it after the fence: \`\`\`${guessLanguage(code)}`,
      );
    } else if (lang === 'json') {
      try {
        JSON.parse(code);
      } catch (error) {
        const offset = Number(
          /position (\d+)/.exec(error.message)?.[1] ?? code.length,
        );
        at(
          inPage(block, code, offset),
          `the JSON sample does not parse: ${error.message.replace(/ in JSON.*$/, '')}`,
          'fix the JSON: double-quoted keys and strings, no trailing comma, no comments',
        );
      }
    } else if (lang === 'yaml' || lang === 'yml') {
      // A front matter sample is several documents (--- blocks).
      const errors = YAML.parseAllDocuments(code).flatMap(
        (doc) => doc.errors ?? [],
      );
      for (const error of errors) {
        const {line, col} = error.linePos?.[0] ?? {line: 1, col: 1};
        at(
          {line: block.line + line, column: block.indent + col},
          `the YAML sample does not parse: ${error.message.split('\n')[0].replace(/ at line \d+.*$/, '')}`,
          'fix the YAML: indent with spaces, quote values that hold ": "',
        );
      }
    } else if (
      ['ts', 'tsx', 'typescript', 'js', 'jsx', 'javascript'].includes(lang)
    ) {
      const {diagnostics = []} = ts.transpileModule(code, {
        reportDiagnostics: true,
        fileName: `sample.${lang.startsWith('t') ? 'tsx' : 'jsx'}`,
        compilerOptions: {jsx: ts.JsxEmit.ReactJSX},
      });
      for (const diagnostic of diagnostics) {
        at(
          inPage(block, code, diagnostic.start ?? 0),
          `the ${lang} sample does not parse: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`,
          'fix the syntax: samples run as written',
        );
      }
    }
  }
  return problems;
}

const mdx = createProcessor({format: 'mdx'});

function mdxChecks(page) {
  if (!page.path.endsWith('.mdx')) return [];
  const lines = page.source.split('\n');
  const start = bodyStart(lines);
  // The front matter is blanked, so lines keep their numbers.
  const body = lines
    .map((line, index) => (index < start ? '' : line))
    .join('\n');
  try {
    mdx.parse(body);
    return [];
  } catch (error) {
    const reason = String(error.reason ?? error.message).split('\n')[0];
    const fix = /closing tag/.test(reason)
      ? 'close the element (</name> or <name />), or write < as &lt; in text'
      : 'fix the MDX syntax: { and < start code in MDX; write \\{ or &lt; in text';
    return [
      {
        file: page.name,
        line: error.line ?? 1,
        column: error.column ?? 1,
        problem: reason,
        fix,
      },
    ];
  }
}

const spellingCache = new Map();

/** Unknown words, by cspell with the project's cspell.json. */
export async function spellingChecks(page) {
  const cached = spellingCache.get(page.path);
  if (cached?.source === page.source) return cached.problems;
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
  const problems = result.issues.flatMap((issue) => {
    const {line, column} = inPage(
      {line: 0, indent: 0},
      page.source,
      issue.offset,
    );
    const suggestions = issue.suggestions?.length
      ? `did you mean ${issue.suggestions.map((word) => `"${word}"`).join(' or ')}? `
      : '';
    // A front matter key is checked against the known keys instead.
    if (line <= start && column <= lines[line - 1].indexOf(':')) return [];
    return {
      file: page.name,
      line,
      column,
      problem: `unknown word "${issue.text}"`,
      fix: `${suggestions}If it is right, add it to cspell-words.txt`,
    };
  });
  spellingCache.set(page.path, {source: page.source, problems});
  return problems;
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
const unitKind = (unit) =>
  Object.keys(units).find((kind) =>
    new RegExp(`^(?:${units[kind]})$`).test(unit),
  );
const kindOf = (text) => {
  const match = new RegExp(quantity.source).exec(text);
  if (!match) return undefined;
  return match.groups.money ? 'money' : unitKind(match.groups.unit);
};

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
      kind: kindOf(text),
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

/** The paragraph that holds line `index`: its lines up to blank ones. */
function paragraphAt(lines, index) {
  let start = index;
  let end = index;
  while (start > 0 && lines[start - 1].trim()) start -= 1;
  while (end < lines.length - 1 && lines[end + 1].trim()) end += 1;
  return lines.slice(start, end + 1).join(' ');
}

/** Quantities typed in prose that no `<Fact>` renders and no marker excuses. */
export function proseQuantityChecks(page) {
  const problems = [];
  const lines = page.source.split('\n');
  let fenced = false;
  lines.forEach((text, index) => {
    if (index < bodyStart(lines)) return;
    if (/^\s*(```|~~~)/.test(text)) fenced = !fenced;
    if (fenced || /^\s*(import|export)\s/.test(text)) return;
    // Code, links' targets, elements and comments are not prose; each is
    // blanked to spaces so columns stay right.
    const blank = (match) => ' '.repeat(match.length);
    const prose = text
      .replace(/`[^`]*`/g, blank)
      .replace(/\]\([^)]*\)/g, blank)
      .replace(/<[^>]*>/g, blank)
      .replace(/\{\/\*.*?\*\/\}/g, blank);
    for (const match of prose.matchAll(quantity)) {
      const after = text.slice(match.index + match[0].length).trimStart();
      if (after.startsWith(notAFact)) continue;
      const kind = match.groups.money ? 'money' : unitKind(match.groups.unit);
      const fact = likelyFact(kind, paragraphAt(lines, index), page.name);
      problems.push({
        file: page.name,
        line: index + 1,
        column: match.index + 1,
        problem: `"${match[0]}" is a ${kind} typed in prose`,
        fix: fact
          ? `write <Fact of="${fact.id}" /> (src/data says ${fact.text}), or ${notAFact} right after it if it is not a product fact`
          : `render it with a <Fact> (docs-reference-catalogue.md), or write ${notAFact} right after it if it is not a product fact`,
      });
    }
  });
  return problems;
}

/**
 * The checks of one page, given the site for the links, anchors and titles
 * between pages. `acrossPages` checks read other pages and run on every
 * save; the others run again only when their page changes. A check of the
 * numbers in prose against src/data goes in this list, as
 * `{docsOnly: true, run: (page) => problems}`, and so runs in the dev server,
 * `npm run check` and `npm test` at once.
 */
export const pageChecks = [
  {docsOnly: true, run: newPageChecks},
  {docsOnly: true, acrossPages: true, run: frontMatterChecks},
  {docsOnly: true, run: headingChecks},
  {docsOnly: true, acrossPages: true, run: linkChecks},
  {docsOnly: true, run: componentChecks},
  {docsOnly: true, run: screenChecks},
  {docsOnly: true, run: mdxChecks},
  {docsOnly: false, run: codeBlockChecks},
  {docsOnly: true, run: proseQuantityChecks},
];

const pageCache = new Map();

/** A page's own problems, kept until its text changes. */
function ownProblems(page) {
  const cached = pageCache.get(page.path);
  if (cached?.source === page.source) return cached.problems;
  const problems = pageChecks
    .filter(
      ({docsOnly, acrossPages}) => !acrossPages && (page.isDoc || !docsOnly),
    )
    .flatMap(({run}) => run(page));
  pageCache.set(page.path, {source: page.source, problems});
  return problems;
}

/** Every problem of the given pages (all of them by default), in order. */
export async function checkSite(
  site,
  {pages = site.pages, spelling = true} = {},
) {
  const problems = await Promise.all(
    pages.map(async (page) => [
      ...ownProblems(page),
      ...pageChecks
        .filter(
          ({docsOnly, acrossPages}) => acrossPages && (page.isDoc || !docsOnly),
        )
        .flatMap(({run}) => run(page, site)),
      ...(spelling ? await spellingChecks(page) : []),
    ]),
  );
  return problems
    .flat()
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}
