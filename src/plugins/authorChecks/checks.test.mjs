// Each author mistake is caught with its file, line, column and fix, on one
// line: pages made in memory, checked with the real site beside them.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {checkSite, format, readPage, readSite} from './checks.mjs';
import {guessLanguage} from './samples.mjs';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const frontMatter = [
  '---',
  'title: Draft page',
  'description: A page made by the tests, long enough to be a meta description for a search engine.',
  'sidebar_label: Draft page',
  '---',
];
/** That front matter with `from` (a string or a pattern) replaced by `to`. */
const frontMatterWith = (from, to) =>
  frontMatter.map((line) => line.replace(from, to));

/**
 * The problems of `docs/Cape UI.mdx` (or `file`) when it holds `body`, after
 * valid front matter and a ## section unless given.
 */
async function problemsOf(
  body,
  {
    head = frontMatter,
    section = ['## A section', ''],
    spelling = false,
    file = 'Cape UI.mdx',
  } = {},
) {
  const site = await readSite(root);
  const path = join(root, 'docs', file);
  const page = await readPage(
    root,
    path,
    [...head, '', ...section, ...body, ''].join('\n'),
  );
  site.pages = site.pages.map((other) => (other.path === path ? page : other));
  site.byPath.set(path, page);
  return (await checkSite(site, {pages: [page], spelling})).map(format);
}

const expectOne = async (body, pattern, options) => {
  const problems = await problemsOf(body, options);
  assert.equal(problems.length, 1, problems.join('\n'));
  assert.match(problems[0], pattern);
  assert.doesNotMatch(problems[0], /\n/);
};

test('an unknown front matter key, with the key meant', () =>
  expectOne(
    [],
    /^docs\/Cape UI\.mdx:4:1 {2}unknown front matter key "sidebar_lable" {2}did you mean "sidebar_label"\?$/,
    {
      head: frontMatterWith('sidebar_label', 'sidebar_lable'),
      // The key is not reported again as a misspelt word.
      spelling: true,
    },
  ));

test('a description longer than search results and link previews show', () =>
  expectOne(
    [],
    /^docs\/Cape UI\.mdx:3:1 {2}"description" is 161 characters {2}write 50 to 160/,
    {
      head: frontMatterWith(
        /^description: .*/,
        `description: ${'a'.repeat(161)}`,
      ),
    },
  ));

test("a value of the wrong type, refused as the docs plugin's schema refuses it", () =>
  expectOne(
    [],
    /^docs\/Cape UI\.mdx:2:1 {2}"title" must be a string {2}it is the page's h1/,
    {head: frontMatterWith('title: Draft page', 'title: [Draft, page]')},
  ));

test('front matter that is not YAML, with its line', () =>
  expectOne(
    [],
    /^docs\/Cape UI\.mdx:2:\d+ {2}the front matter is not valid YAML/,
    {head: frontMatterWith('title: Draft page', 'title: Draft: page: two')},
  ));

test('a required key missing or empty, and a page without front matter', async () => {
  const head = ['---', "title: ' '", 'sidebar_label: Draft page', '---'];
  assert.deepEqual(await problemsOf([], {head}), [
    `docs/Cape UI.mdx:1:1  "description" is missing  add "description:", the meta description search engines and link previews show`,
    `docs/Cape UI.mdx:2:1  "title" is empty  it is the page's h1, and its title in search results and browser tabs`,
  ]);
  await expectOne(
    [],
    /^docs\/Cape UI\.mdx:1:1 {2}no front matter {2}start the file with ---/,
    {head: []},
  );
});

test('a title and a sidebar_label another page has', async () => {
  const head = frontMatter.map((line) =>
    line.replace(
      'Draft page',
      line.startsWith('title') ? 'Cape platform' : 'Cape Webcrawlers',
    ),
  );
  const problems = await problemsOf([], {head});
  assert.deepEqual(
    problems.map((line) => line.replace(/ {2}give.*$/, '')),
    [
      'docs/Cape UI.mdx:2:1  title "Cape platform" is also the title of docs/Cape.mdx',
      'docs/Cape UI.mdx:4:1  sidebar_label "Cape Webcrawlers" is also the sidebar_label of docs/Cape Webcrawlers.mdx',
    ],
  );
});

test('a link to a page that does not exist, by its file or its route', async () => {
  await expectOne(
    ['See [it](./Retired%20Page.mdx).'],
    /^docs\/Cape UI\.mdx:9:5 {2}"\.\/Retired%20Page\.mdx" points at no doc/,
  );
  await expectOne(
    ['See [it](/docs/Cape%20Retired).'],
    /:9:5 {2}"\/docs\/Cape%20Retired" points at no doc/,
  );
});

test('a link to a section that does not exist, with the closest one', () =>
  expectOne(
    ['See [keys](./Cape.mdx#api-key).'],
    /:9:5 {2}"#api-key" is not a section of docs\/Cape\.mdx {2}did you mean "#api-keys"\?$/,
  ));

test("anchors are the ids Docusaurus's heading plugin gives, not ids in a sample", () =>
  expectOne(
    [
      '### Retrying {/* #retry-later */}',
      '',
      'See [retries](#retry-later) and [the app](#app).',
      '',
      ...['```html', '<div id="app"></div>', '```'],
    ],
    /:11:33 {2}"#app" is not a section of docs\/Cape UI\.mdx {2}its sections are #a-section, #retry-later$/,
  ));

test('a link target with a raw space, which renders as plain text', async () => {
  await expectOne(
    ['See [the crawlers](./Cape Webcrawlers.mdx).'],
    /:9:5 {2}link target "\.\/Cape Webcrawlers\.mdx" holds a space, so the link renders as plain text {2}write %20/,
  );
  // Wrapped in <...>, the same target is a link, and a good one.
  assert.deepEqual(
    await problemsOf(['See [the crawlers](<./Cape Webcrawlers.mdx>).']),
    [],
  );
});

test('an image that does not exist', () =>
  expectOne(
    ['![A diagram](/img/no-such-diagram.png)'],
    /:9:1 {2}image "\/img\/no-such-diagram\.png" does not exist/,
  ));

test('a known component without its import names the import line', () =>
  expectOne(
    ['<Tabs>', '', 'A', '', '</Tabs>'],
    /:9:1 {2}<Tabs> is used but not imported {2}add `import Tabs from '@theme\/Tabs';`/,
  ));

test('an unknown component, with the closest known one', () =>
  expectOne(
    ['<ReferenceTabel of="roles" />'],
    /:9:1 {2}<ReferenceTabel> is not a component the docs know {2}did you mean <ReferenceTable>\?$/,
  ));

test('a picture that does not exist, with the nearest name', () =>
  expectOne(
    ['<Screen name="chat-modal-opened" />'],
    /^docs\/Cape UI\.mdx:9:1 {2}<Screen name="chat-modal-opened"> is not a picture {2}did you mean name="chat-modal-open"\?/,
  ));

test('a known picture needs no import', async () => {
  assert.deepEqual(await problemsOf(['<Screen name="cape-ui-sources" />']), []);
});

test('an unclosed tag, with its line and column', () =>
  expectOne(
    ['<div>An unclosed element'],
    /:9:\d+ {2}Expected a closing tag for `<div>`.* {2}close the element/,
  ));

test('headings: only h2 and h3, an h3 under an h2, and at least one h2', async () => {
  assert.deepEqual(
    await problemsOf(['### Deep', '#### Deeper'], {section: []}),
    [
      'docs/Cape UI.mdx:1:1  the page has no ## section  divide it into ## sections',
      'docs/Cape UI.mdx:7:1  "Deep" skips from h1 to h3  make it an h2 (##)',
      'docs/Cape UI.mdx:8:1  "Deeper" is an h4  use ## or ###: the title is the h1, and the table of contents shows h2 and h3',
    ],
  );
});

test('a new page names the pages the topic may belong to', () =>
  expectOne(
    [],
    /^docs\/Draft\.mdx:1:1 {2}a new page: the specification fixes the pages and their routes {2}add a section to the page the topic belongs to: docs\/index\.mdx \(/,
    {file: 'Draft.mdx'},
  ));

test('a misspelt word, with suggestions', () =>
  expectOne(
    ['The crawler retreives pages.'],
    /:9:13 {2}unknown word "retreives" {2}did you mean "retrieves"/,
    {spelling: true},
  ));

test('a JSON sample error gives the line in the page', () =>
  expectOne(
    ['```json', '{', '  "name": "Docs",', '}', '```'],
    /:12:1 {2}the JSON sample does not parse/,
  ));

test('a YAML sample error gives the line in the page', () =>
  expectOne(
    ['```yaml', 'name: Docs', 'schedule: daily: 6am', '```'],
    /:11:\d+ {2}the YAML sample does not parse/,
  ));

test('a TypeScript sample that does not parse', () =>
  expectOne(
    ['```ts', 'const a = {;', '```'],
    /:10:\d+ {2}the ts sample does not parse/,
  ));

test('a code block without a language suggests one', async () => {
  await expectOne(
    ['```', '{"a": 1}', '```'],
    /:9:1 {2}code block without a language {2}name it after the fence: ```json$/,
  );
  assert.equal(guessLanguage('curl https://api.cape.example.com/v1'), 'bash');
  assert.equal(guessLanguage("import {Cape} from '@cape/sdk';"), 'ts');
  assert.equal(guessLanguage('schedule: daily'), 'yaml');
});

test('the prose rule: a product quantity typed in prose names the <Fact> to use', () =>
  // The planted mistake: the crawler's request timeout typed as 60 seconds
  // where src/data says 30.
  expectOne(
    [
      '## Speed',
      '',
      'A request that takes',
      'longer than 60 seconds gets the outcome `error`.',
      '',
      'Allow 5 minutes{/* not a fact */} for the page to load, <Fact of="crawler.requestTimeout" />.',
      '',
      // Not prose: code, an attribute, a sample with a sample in it.
      '`sleep 45 seconds` or <abbr title="45 seconds">a wait</abbr>.',
      '',
      ...['````md', '```text', '45 seconds', '```', '45 seconds', '````'],
    ],
    /^docs\/Cape Webcrawlers\.mdx:10:13 {2}"60 seconds" is a time typed in prose {2}write <Fact of="crawler\.requestTimeout" \/> \(src\/data says 30 seconds\), or \{\/\* not a fact \*\/\} right after it if it is not a product fact$/,
    {file: 'Cape Webcrawlers.mdx', section: []},
  ));
