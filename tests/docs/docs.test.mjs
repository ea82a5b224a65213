// Every page passes the author checks, the ones the dev server runs on each
// save and `npm run check` runs on every page (src/plugins/authorChecks):
// front matter, unique titles, structure, links and anchors, components, MDX
// syntax, samples that parse, spelling. CONTRIBUTING.md's samples go through
// the same checks, and its TypeScript samples type-check as the docs' do
// (samples.test.mjs), so the guide cannot drift from the code.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  checkSite,
  format,
  readSite,
  specifiedDocs,
} from '../../src/plugins/authorChecks/checks.mjs';
import {parseDoc} from '../../src/plugins/authorChecks/parse.mjs';
import {typeCheck} from '../../scripts/docs/snippets.mjs';
import {root} from '../../scripts/docs/sources.mjs';

const site = await readSite(root);

test('the docs are the pages of the specification', () => {
  assert.deepEqual(
    site.pages
      .filter((page) => page.isDoc)
      .map((page) => page.name)
      .sort(),
    [...specifiedDocs].sort(),
  );
});

for (const page of site.pages) {
  test(`${page.name}: passes the author checks`, async () => {
    const problems = await checkSite(site, {pages: [page]});
    if (problems.length > 0) assert.fail(problems.map(format).join('\n'));
  });
}

const guide = site.pages.find((page) => page.name === 'CONTRIBUTING.md');
const typeScriptBlocks = (page) =>
  page.codeBlocks
    .filter((block) => ['ts', 'tsx'].includes(block.lang))
    .map((block) => ({doc: page, block}));

test("CONTRIBUTING.md's TypeScript samples type-check against the SDK", async () => {
  const blocks = typeScriptBlocks(guide);
  assert.ok(blocks.length > 0, 'CONTRIBUTING.md shows a TypeScript sample');
  const problems = await typeCheck(blocks);
  if (problems.length > 0) assert.fail(problems.join('\n'));
});

test('a guide sample that does not type-check is caught, with its line in the guide', async () => {
  // The SDK's option is `apiKey`: the guide once showed `secretKey`.
  const source = guide.source.replace('apiKey:', 'secretKey:');
  assert.notEqual(source, guide.source, 'the guide shows `new Cape({apiKey})`');
  const [block] = typeScriptBlocks({...guide, ...parseDoc(source)});
  const problems = await typeCheck([block]);
  assert.match(problems.join('\n'), /^CONTRIBUTING\.md:\d+: .*secretKey/m);
});
