// The dev server keeps one remark plugin for its whole run: after an edit to
// src/data, the next page it compiles shows the edit (./remark.ts). Run on a
// copy of the plugin and the data, which the test edits.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  cpSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import {createProcessor} from '@mdx-js/mdx';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const load = createJiti(import.meta.url, {interopDefault: true});
const remark = load('./remark.ts');
const parse = (source) => createProcessor({format: 'mdx'}).parse(source);
const texts = (node) =>
  node.type === 'text' ? [node.value] : (node.children ?? []).flatMap(texts);

test('an edit to src/data reaches the next page the same plugin renders', (t) => {
  const site = mkdtempSync(join(tmpdir(), 'cape-reference-tables-'));
  t.after(() => rmSync(site, {recursive: true, force: true}));
  for (const path of [
    'src/plugins/referenceTables',
    'src/data',
    'src/openApiDocument.ts',
    'static/openapi.yaml',
  ]) {
    cpSync(join(root, path), join(site, path), {recursive: true});
  }
  symlinkSync(join(root, 'node_modules'), join(site, 'node_modules'), 'dir');
  const copy = load(join(site, 'src/plugins/referenceTables/remark.ts'));
  const transform = copy({siteDir: site});
  const render = () => {
    const tree = parse('<ReferenceTable of="plans" />');
    transform(tree, {
      path: join(site, 'docs/Cape.mdx'),
      fail: (reason) => assert.fail(reason),
    });
    return texts(tree);
  };

  assert.ok(render().includes('Growth'));
  const plans = join(site, 'src/data/plans.ts');
  const source = readFileSync(plans, 'utf8');
  assert.match(source, /name: 'Growth',/);
  writeFileSync(plans, source.replace("name: 'Growth',", "name: 'Scale',"));
  const later = new Date(Date.now() + 5000);
  utimesSync(plans, later, later);
  const after = render();
  assert.ok(after.includes('Scale') && !after.includes('Growth'), after.join());
});

test('a table laid out as entries renders a list: one item per row, each cell under its column', () => {
  const {tables} = load('./registry.ts');
  const id = 'chatmodal-stopped-answering';
  const {columns, rows, layout, page} = tables[id];
  assert.equal(layout, 'entries');
  const tree = parse(`<ReferenceTable of="${id}" />`);
  remark({siteDir: root})(tree, {
    path: join(root, page),
    fail: (reason) => assert.fail(reason),
  });
  const {parseInline} = load('./inline.ts');
  const [list] = tree.children;
  assert.equal(list.type, 'list');
  assert.equal(list.children.length, rows().length);
  list.children.forEach((item, index) => {
    const [first, ...rest] = rows()[index];
    const [lead, cells] = item.children;
    assert.equal(lead.type, 'paragraph');
    assert.deepEqual(lead.children, parseInline(first));
    // Each cell: its column's name in bold, a space, then the cell itself.
    assert.deepEqual(
      cells.children.map(({children: [paragraph]}) => paragraph.children),
      rest.map((cell, column) => [
        {
          type: 'strong',
          children: [{type: 'text', value: `${columns[column + 1]}:`}],
        },
        {type: 'text', value: ' '},
        ...parseInline(cell),
      ]),
    );
  });
});

test('a mistyped name stops the page with one line: file, line and the name meant', () => {
  const run = (name, of) => {
    // On line 12, at column 5.
    const tree = parse(`${'\n'.repeat(11)}See <${name} of="${of}" />`);
    try {
      remark({siteDir: root})(tree, {path: join(root, 'docs/Cape.mdx')});
    } catch (error) {
      // The MDX loader prints the stack and any enumerable property too.
      assert.equal(error.stack, '');
      assert.equal(JSON.stringify(error), '{}');
      return error.message;
    }
    assert.fail('no error');
  };
  assert.equal(
    run('Fact', 'keys.rolGrace'),
    'docs/Cape.mdx:12:5  <Fact of="keys.rolGrace"> names no fact: did you mean <Fact of="keys.rollGrace" />?',
  );
  assert.equal(
    run('ReferenceTable', 'plan'),
    'docs/Cape.mdx:12:5  <ReferenceTable of="plan"> names no table: did you mean <ReferenceTable of="plans" />?',
  );
  assert.match(
    run('Fact', 'nothing.like.any'),
    /^docs\/Cape\.mdx:12:5 {2}<Fact of="nothing.like.any"> names no fact: use a name from docs-reference-catalogue\.md/,
  );
});
