import assert from 'node:assert/strict';
import {test} from 'node:test';
import {buildIndex, pageSections} from './indexer.mjs';

// A doc page as the classic theme renders it (minified, as in the build).
const docPage = (body) =>
  `<!doctype html><html><body><article><div class="theme-doc-markdown markdown"><header><h1>Cape UI</h1></header>${body}</div><footer class=theme-doc-footer>Edit this page</footer></article></body></html>`;
/** A term's postings across the index's term files. */
const postingsOf = (files, term) =>
  Object.assign(
    {},
    ...[...files]
      .filter(([name]) => name.startsWith('terms/'))
      .map(([, file]) => file),
  )[term];

test('a page is split into its opening and one section per h2 and h3, as readers see the text', () => {
  const sections = pageSections(
    docPage(
      '<p>Cape UI is the <code>web</code> dashboard (<a href=#x><strong>UI</strong></a>), &amp; more.</p>' +
        '<h2 class=anchor id=api-keys>API keys<a href=#api-keys class=hash-link>&#8203;#</a></h2>' +
        '<p>Roll a key &lt;sk_live&gt;.</p><div><button>Copy</button><pre>curl x</pre></div>' +
        '<h3 id="secrets">Secrets</h3><ul><li>one</li><li>two</li></ul><p>a<br>b</p>',
    ),
    '/docs/Cape%20UI',
  );
  const section = (hash, heading, text) => ({
    url: `/docs/Cape%20UI${hash}`,
    page: 'Cape UI',
    heading,
    text,
  });
  assert.deepEqual(sections, [
    section('', 'Cape UI', 'Cape UI is the web dashboard (UI), & more.'),
    section('#api-keys', 'API keys', 'Roll a key <sk_live>. curl x'),
    section('#secrets', 'Secrets', 'one two a b'),
  ]);
});

test('an empty opening and the "Next steps" list are left out', () => {
  const sections = pageSections(
    docPage('<h2 id=a>A</h2><p>a</p><h2 id=next-steps>Next steps</h2><p>b</p>'),
    '/docs/x',
  );
  assert.deepEqual(
    sections.map((section) => section.heading),
    ['A'],
  );
});

test('a doc page without the theme markup the indexer reads stops the build, naming the page', () => {
  assert.throws(
    () => pageSections('<main><h1>Cape</h1><p>text</p></main>', '/docs/Cape'),
    /\/docs\/Cape: no element with the class "theme-doc-markdown".*indexer\.mjs/,
  );
  assert.throws(
    () =>
      pageSections(
        '<div class="theme-doc-markdown"><p>no title</p></div>',
        '/docs/Cape',
      ),
    /\/docs\/Cape: no h1/,
  );
  assert.throws(
    () => pageSections(docPage('<h2>No id</h2>'), '/docs/Cape'),
    /\/docs\/Cape: an h2 without an id/,
  );
});

test('the index scores a word in a heading above the same word in text, and names its files by their content', () => {
  const sections = [
    {url: '/a', page: 'A', heading: 'Webhooks', text: 'events sent to you'},
    {url: '/b', page: 'B', heading: 'Keys', text: 'a webhook is mentioned'},
    {url: '/c', page: 'C', heading: 'Other', text: 'nothing here'},
  ];
  const {files, manifest} = buildIndex(sections);
  const postings = postingsOf(files, 'webhook');
  assert.equal(
    postings[0],
    0,
    'the section with "Webhooks" as its heading first',
  );
  assert.equal(postings[2], 1);
  assert.ok(postings[1] > postings[3]);
  assert.deepEqual(files.get('sections/1.json'), sections[1]);
  assert.equal(files.get('vocabulary/w.json').webhook, 1);
  assert.equal(manifest.sections, 3);
  assert.equal(buildIndex(sections).manifest.version, manifest.version);
  assert.notEqual(
    buildIndex([...sections, {url: '/d', page: 'D', heading: 'D', text: 'd'}])
      .manifest.version,
    manifest.version,
  );
});

test("a heading with data-search-weight scales its section's scores (the API reference ranks below prose)", () => {
  const [section] = pageSections(
    docPage(
      '<h3 data-search-weight=0.5 id=create-source>POST /v1/sources</h3><p>Creates a source.</p>',
    ),
    '/docs/Cape',
  );
  assert.equal(section.weight, 0.5);
  const scores = (weight) =>
    postingsOf(
      buildIndex([
        {url: '/a', page: 'A', heading: 'Webhooks', text: 'events', weight},
        {url: '/b', page: 'B', heading: 'Other', text: 'nothing here'},
      ]).files,
      'webhook',
    );
  // Scores are rounded to whole hundredths: half, to within one.
  assert.ok(Math.abs(scores(0.5)[1] - scores(undefined)[1] / 2) <= 1);
});
