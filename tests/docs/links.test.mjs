// Every link between docs points at a page that exists and, with `#`, at a
// section that page has: reported with the file and line the link is written
// on, and the sections there are. The build finds broken anchors too, but
// names the route that links, not the line. The check is the author check
// the dev server and `npm run check` run (src/plugins/authorChecks).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  format,
  linkChecks,
  readSite,
} from '../../src/plugins/authorChecks/checks.mjs';
import {root} from './sources.mjs';

const site = await readSite(root);

for (const page of site.pages.filter(({isDoc}) => isDoc)) {
  test(`${page.name}: every link to a doc finds the page and the section`, () => {
    assert.deepEqual(linkChecks(page, site).map(format), []);
  });
}
