// Docs are tested like code: structure, links that would silently render as
// text, and every code sample in the language it claims to be.
// Run with `node --test tests/docs/` (part of `npm test`).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {join, relative} from 'node:path';
import {fileURLToPath} from 'node:url';
import ts from 'typescript';
import YAML from 'yaml';
import {parseDoc} from './parseDoc.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const docsDir = join(root, 'docs');

function listDocs(dir) {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listDocs(path);
    return /\.mdx?$/.test(entry.name) && !entry.name.startsWith('_')
      ? [path]
      : [];
  });
}

const docs = listDocs(docsDir).map((path) => ({
  path,
  name: relative(root, path),
  ...parseDoc(readFileSync(path, 'utf8')),
}));

test('there are the seven pages of the specification and the docs index', () => {
  assert.deepEqual(docs.map(({name}) => name).sort(), [
    'docs/Best Prectice/overview.mdx',
    'docs/Cape Chatmodal UI.mdx',
    'docs/Cape Landing Page/overview.mdx',
    'docs/Cape UI.mdx',
    'docs/Cape Webcrawlers.mdx',
    'docs/Cape.mdx',
    'docs/Web Extractors.mdx',
    'docs/index.mdx',
  ]);
});

for (const doc of docs) {
  test(`${doc.name}: has a title, a description and h2/h3 sections without gaps`, () => {
    const {frontMatter, headings} = doc;
    assert.equal(
      typeof frontMatter.title,
      'string',
      `${doc.name}: front matter needs a string title`,
    );
    assert.ok(frontMatter.title.trim(), `${doc.name}: the title is empty`);
    assert.equal(
      typeof frontMatter.description,
      'string',
      `${doc.name}: front matter needs a string description`,
    );
    assert.ok(
      frontMatter.description.length >= 50 &&
        frontMatter.description.length <= 200,
      `${doc.name}: the description should be 50-200 characters (it is the page's meta description), not ${frontMatter.description.length}`,
    );
    assert.ok(
      headings.some(({level}) => level === 2),
      `${doc.name}: needs at least one h2 section`,
    );
    for (const {level, line, text} of headings) {
      assert.ok(
        level === 2 || level === 3,
        `${doc.name}:${line}: "${text}" is an h${level}; sections use h2 and h3 only (the title is the h1)`,
      );
    }
    let previous = 1;
    for (const {level, line, text} of headings) {
      assert.ok(
        level <= previous + 1,
        `${doc.name}:${line}: "${text}" skips from h${previous} to h${level}`,
      );
      previous = level;
    }
  });

  test(`${doc.name}: no link target holds a raw space`, () => {
    // `[Cape UI](/docs/Cape UI)` is not a link in Markdown: it renders as plain
    // text and the build does not warn. Write `/docs/Cape%20UI` or `<...>`.
    const problems = doc.links
      .filter(
        ({target}) =>
          !target.startsWith('<') &&
          /\s/.test(target.replace(/\s+(["'(]).*$/, '')),
      )
      .map(
        ({line, target}) =>
          `${doc.name}:${line}: link target "${target}" contains a space; write %20 or wrap it in <...>`,
      );
    assert.deepEqual(problems, []);
  });

  const blocks = doc.codeBlocks;
  test(`${doc.name}: every code block names its language`, () => {
    const unnamed = blocks
      .filter(({lang}) => !lang)
      .map(({line}) => `${doc.name}:${line}: code block without a language`);
    assert.deepEqual(unnamed, []);
  });

  for (const block of blocks.filter(({lang}) => lang === 'json')) {
    test(`${doc.name}:${block.line}: the JSON block parses`, () => {
      assert.doesNotThrow(
        () => JSON.parse(block.code),
        (error) => `${doc.name}:${block.line}: ${error}`,
      );
    });
  }

  for (const block of blocks.filter(
    ({lang}) => lang === 'yaml' || lang === 'yml',
  )) {
    test(`${doc.name}:${block.line}: the YAML block parses`, () => {
      const parsed = YAML.parseDocument(block.code);
      assert.deepEqual(
        parsed.errors.map(
          (error) => `${doc.name}:${block.line}: ${error.message}`,
        ),
        [],
      );
    });
  }
}

test('every TypeScript and TSX block type-checks against the SDK the docs describe', () => {
  const outDir = join(root, 'node_modules', '.cache', 'cape-doc-snippets');
  rmSync(outDir, {recursive: true, force: true});
  mkdirSync(outDir, {recursive: true});
  const snippets = new Map();
  for (const doc of docs) {
    for (const block of doc.codeBlocks) {
      if (!['ts', 'tsx', 'typescript'].includes(block.lang)) continue;
      const file = join(
        outDir,
        `${snippets.size}.${block.lang === 'tsx' ? 'tsx' : 'ts'}`,
      );
      writeFileSync(file, block.code);
      snippets.set(file, {doc, block});
    }
  }
  assert.ok(snippets.size > 0, 'the docs have TypeScript examples');
  const program = ts.createProgram(
    [...snippets.keys(), join(root, 'tests', 'docs', 'cape-sdk.d.ts')],
    {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      moduleDetection: ts.ModuleDetectionKind.Force,
      jsx: ts.JsxEmit.ReactJSX,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
      typeRoots: [join(root, 'node_modules', '@types')],
    },
  );
  const problems = ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(
      diagnostic.messageText,
      '\n',
    );
    const snippet = diagnostic.file && snippets.get(diagnostic.file.fileName);
    if (!snippet)
      return `${diagnostic.file?.fileName ?? 'program'}: ${message}`;
    const {line} = diagnostic.file.getLineAndCharacterOfPosition(
      diagnostic.start ?? 0,
    );
    return `${snippet.doc.name}:${snippet.block.line + 1 + line}: ${message}`;
  });
  assert.deepEqual(problems, []);
});
