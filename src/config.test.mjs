// What docusaurus.config.ts promises, read from the configuration itself
// rather than from a full build of a changed copy: pages are MDX (the
// specification), the table of contents shows levels 2 and 3 (the
// specification), and the strict build refuses what authors' previews only
// warn about (scripts/build-strict.mjs).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import createJiti from 'jiti';
import {docs} from '../scripts/docs/sources.mjs';

/** The configuration as Docusaurus loads it, with `env` set. */
function config(env) {
  const saved = {...process.env};
  Object.assign(process.env, env);
  try {
    const load = createJiti(import.meta.url, {
      interopDefault: true,
      requireCache: false,
    });
    return load('../docusaurus.config.ts');
  } finally {
    for (const key of Object.keys(env)) {
      if (key in saved) process.env[key] = saved[key];
      else delete process.env[key];
    }
  }
}

const site = config({CAPE_STRICT: ''});

test('every page, .md included, is read as MDX', () => {
  assert.equal(site.markdown.format, 'mdx');
});

test('the table of contents lists h2 and h3, and no page changes that', () => {
  // Docusaurus's default is 2 to 3; the theme config may only restate it.
  const {minHeadingLevel = 2, maxHeadingLevel = 3} =
    site.themeConfig.tableOfContents ?? {};
  assert.deepEqual([minHeadingLevel, maxHeadingLevel], [2, 3]);
  for (const doc of docs) {
    for (const key of ['toc_min_heading_level', 'toc_max_heading_level']) {
      assert.equal(
        doc.source.match(new RegExp(`^${key}:`, 'm')),
        null,
        `${doc.name} sets ${key}`,
      );
    }
  }
});

test('authors see warnings; the strict build throws on every configurable one', () => {
  const docsOptions = (options) => options.presets[0][1].docs;
  const severities = (options) => [
    options.onBrokenAnchors,
    options.onDuplicateRoutes,
    options.markdown.hooks.onBrokenMarkdownLinks,
    options.markdown.hooks.onBrokenMarkdownImages,
    docsOptions(options).onInlineTags,
  ];
  assert.equal(site.onBrokenLinks, 'throw');
  assert.deepEqual(severities(site), Array(5).fill('warn'));
  assert.deepEqual(
    severities(config({CAPE_STRICT: '1'})),
    Array(5).fill('throw'),
  );
});
