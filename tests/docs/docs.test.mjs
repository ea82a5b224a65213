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

test("CONTRIBUTING.md's TypeScript samples type-check against the SDK; one that does not is caught, with its line in the guide", async () => {
  const blocks = typeScriptBlocks(guide);
  assert.ok(blocks.length > 0, 'CONTRIBUTING.md shows a TypeScript sample');
  // Planted beside them, in the same program: the SDK's option is `apiKey`,
  // and the guide once showed `secretKey`.
  const source = guide.source.replace('apiKey:', 'secretKey:');
  assert.notEqual(source, guide.source, 'the guide shows `new Cape({apiKey})`');
  const planted = typeScriptBlocks({...guide, ...parseDoc(source)}).filter(
    ({block}) => block.code.includes('secretKey:'),
  );
  const problems = await typeCheck([...blocks, ...planted]);
  assert.equal(problems.length, 1, problems.join('\n'));
  assert.match(problems[0], /^CONTRIBUTING\.md:\d+: .*secretKey/);
});
