// Docs are tested like code: structure, links that would silently render as
// text, and every JSON and YAML sample parses (samples.test.mjs checks the
// code samples further).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import YAML from 'yaml';
import {docs} from './sources.mjs';

test('there are the seven pages of the specification and the docs index', () => {
  // The specification fixes the routes: a new topic is a section of one of
  // these pages (CONTRIBUTING.md, "Where new content goes").
  assert.deepEqual(
    docs.map(({name}) => name).sort(),
    [
      'docs/Best Prectice/overview.mdx',
      'docs/Cape Chatmodal UI.mdx',
      'docs/Cape Landing Page/overview.mdx',
      'docs/Cape UI.mdx',
      'docs/Cape Webcrawlers.mdx',
      'docs/Cape.mdx',
      'docs/Web Extractors.mdx',
      'docs/index.mdx',
    ],
    'The docs are the fixed list of routes in the specification: add a section to one of these pages instead of a new file (CONTRIBUTING.md, "Where new content goes").',
  );
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

/** Where each component an author may use comes from (CONTRIBUTING.md). */
const componentImports = {
  Tabs: "import Tabs from '@theme/Tabs';",
  TabItem: "import TabItem from '@theme/TabItem';",
  CodeBlock: "import CodeBlock from '@theme/CodeBlock';",
  ContentFlowDiagram:
    "import ContentFlowDiagram from '@site/src/components/ContentFlowDiagram';",
  DocsIndexCards:
    "import DocsIndexCards from '@site/src/components/DocsIndexCards';",
};
/** Written in MDX without an import: rendered at build time or by the theme. */
const providedComponents = new Set(['ReferenceTable', 'Fact', 'Details']);

for (const doc of docs) {
  test(`${doc.name}: every component it uses is imported`, () => {
    const imported = new Set(
      [...doc.source.matchAll(/^import\s+(\w+)/gm)].map(([, name]) => name),
    );
    const problems = [];
    let fence = null;
    doc.source.split('\n').forEach((text, index) => {
      const marker = /^\s*(`{3,}|~{3,})/.exec(text)?.[1];
      if (marker && (!fence || marker.startsWith(fence))) {
        fence = fence ? null : marker;
        return;
      }
      if (fence) return;
      const prose = text.replace(/`[^`]*`/g, '');
      for (const [, name] of prose.matchAll(/<([A-Z]\w*)/g)) {
        if (imported.has(name) || providedComponents.has(name)) continue;
        const fix = componentImports[name]
          ? `add \`${componentImports[name]}\` below the front matter`
          : 'import it below the front matter (CONTRIBUTING.md, "Components")';
        problems.push(
          `${doc.name}:${index + 1}: <${name}> is used but not imported; ${fix}`,
        );
      }
    });
    assert.deepEqual(problems, []);
  });
}
