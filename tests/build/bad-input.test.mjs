// An author's mistake fails the build with the file and the reason, and the
// specification's softer cases (broken anchors, broken Markdown links) warn,
// which the project's own strict build then refuses. Each case builds a copy
// of the site with one mistake in it.
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {appendFileSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {check, withMistake} from './siteCopy.mjs';

const page = (dir) => join(dir, 'docs', 'Cape UI.mdx');

// One build at a time: every build uses the one fixture site (siteCopy.mjs).
describe('author mistakes', () => {
  // One build, two kinds of broken link: a route that does not exist, and a
  // Markdown link to a file that does not, which the specification asks to
  // warn about; Docusaurus warns, and the unresolved link is then a broken
  // link too, which fails the build.
  test('a broken internal link fails the build, naming the page and the link; a broken Markdown link warns with the file and line first', () => {
    const {status, output} = withMistake((dir) =>
      appendFileSync(
        page(dir),
        '\n\nSee the [retired page](/docs/Cape%20Retired) and [the old page](./Retired%20Page.mdx).\n',
      ),
    );
    assert.notEqual(status, 0, output);
    assert.match(
      output,
      /\[WARNING\] Markdown link with URL `\.\/Retired%20Page\.mdx` in source file "docs\/Cape UI\.mdx" \(\d+:\d+\) couldn't be resolved/,
    );
    assert.match(output, /Broken link on source page path = \/docs\/Cape UI/);
    assert.match(output, /linking to \/docs\/Cape%20Retired/);
    assert.match(output, /linking to \S*Retired%20Page/);
  });

  test('invalid MDX fails the build, naming the file and the line', () => {
    const {status, output} = withMistake((dir) =>
      appendFileSync(page(dir), '\n\n<div>An unclosed element\n'),
    );
    assert.notEqual(status, 0, output);
    assert.match(output, /docs\/Cape UI\.mdx/);
    assert.match(output, /Expected a closing tag for `<div>`/);
    assert.match(output, /\(\d+:\d+/);
  });

  // Each kind of author check's line: src/plugins/authorChecks/checks.test.mjs.
  // In every production build, the same plugin refuses any front matter the
  // author checks refuse (an unknown key, a value of the wrong type, ...).
  test('npm run check names the file, the line and the fix of each mistake; the strict build stops at a misspelt front matter key, naming the file and the key meant', () => {
    const {status, output} = withMistake(
      (dir) =>
        writeFileSync(
          page(dir),
          readFileSync(page(dir), 'utf8')
            .replace(/^sidebar_label:/m, 'sidebar_lable:')
            .replace(/^description: .*$/m, 'description: Too short.'),
        ),
      check,
    );
    assert.notEqual(status, 0, output);
    assert.match(output, /FAIL {2}Author checks/);
    assert.match(
      output,
      /^docs\/Cape UI\.mdx:4:1 {2}unknown front matter key "sidebar_lable" {2}did you mean "sidebar_label"\?$/m,
    );
    assert.match(
      output,
      /^docs\/Cape UI\.mdx:3:1 {2}"description" is 10 characters {2}write 50 to 160/m,
    );
    assert.match(output, /FAIL {2}Strict build/);
    // The build's own check (src/plugins/authorChecks/index.ts), no line.
    assert.match(
      output,
      /\[cape-author-checks\][^]*docs\/Cape UI\.mdx: unknown front matter key "sidebar_lable" {2}did you mean "sidebar_label"\?/,
    );
    // No stack trace, no test-runner diff, no JSON dump.
    assert.doesNotMatch(output, /^\s+at |\+ actual|^\s*[{}]\s*$/m);
  });

  test('a component used without its import fails the build, naming it and the page', () => {
    const {status, output} = withMistake((dir) =>
      appendFileSync(
        page(dir),
        '\n\n<Tabs>\n<TabItem value="a" label="A">\n\nA\n\n</TabItem>\n</Tabs>\n',
      ),
    );
    assert.notEqual(status, 0, output);
    assert.match(
      output,
      /Can't render static file for pathname "\/docs\/Cape UI"/,
    );
    assert.match(output, /Expected component `(Tabs|TabItem)` to be defined/);
  });

  // The strict build sets broken anchors to throw (src/config.test.mjs).
  test('a broken anchor only warns', () => {
    const {status, output} = withMistake((dir) =>
      appendFileSync(
        page(dir),
        '\n\nSee [the platform](/docs/Cape#no-such-section).\n',
      ),
    );
    assert.equal(status, 0, output);
    assert.match(output, /\[WARNING\] Docusaurus found broken anchors!/);
    assert.match(output, /linking to \/docs\/Cape#no-such-section/);
  });
});
