// Every page passes the author checks, the ones the dev server runs on each
// save and `npm run check` runs on every page (src/plugins/authorChecks):
// front matter, unique titles, structure, links and anchors, components, MDX
// syntax, samples that parse, spelling. CONTRIBUTING.md's samples go through
// the same checks; its TypeScript samples type-check with the docs' ones
// (samples.test.mjs), so the guide cannot drift from the code.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  checkSite,
  format,
  readSite,
  specifiedDocs,
} from '../../src/plugins/authorChecks/checks.mjs';
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
