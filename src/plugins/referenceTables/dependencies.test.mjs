// The MDX loader items that run the reference tables get the API document as
// a dependency (./dependencies.ts); rules written by @docusaurus/mdx-loader
// itself, so a change to how it writes them fails here.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import createJiti from 'jiti';
import {createMDXLoaderRule} from '@docusaurus/mdx-loader';

const load = createJiti(import.meta.url, {interopDefault: true});
const {default: plugin, tableLoaders} = load('./dependencies.ts');
const {default: remarkReferenceTables, registrySources} = load('./remark.ts');
const {openApiPath} = load('../../openApiDocument.ts');

// With NODE_ENV=test the loader keeps its options as given (no processors).
process.env.NODE_ENV = 'test';
const mdxRule = (options) =>
  createMDXLoaderRule({include: ['/site/docs/'], options});

test('the docs rule, which runs the tables, gets the API document, the data and the registry as dependencies', async () => {
  const docs = await mdxRule({
    dependencies: ['/site/.docusaurus/docs-data.json'],
    beforeDefaultRemarkPlugins: [[remarkReferenceTables, {siteDir: '/site'}]],
  });
  const pages = await mdxRule({beforeDefaultRemarkPlugins: []});
  const config = {module: {rules: [pages, {oneOf: [docs]}]}};
  assert.equal(tableLoaders(config.module.rules).length, 1);
  plugin().configureWebpack(config, false, {}, {});
  assert.deepEqual(docs.use[0].options.dependencies, [
    '/site/.docusaurus/docs-data.json',
    openApiPath,
    ...registrySources,
  ]);
  assert.equal(pages.use[0].options.dependencies, undefined);
  for (const file of [
    'referenceTables/registry.ts',
    'referenceTables/define.ts',
    'data/plans.ts',
  ]) {
    assert.ok(
      registrySources.some((source) => source.endsWith(file)),
      file,
    );
  }
});

test('no MDX loader running the tables stops the build, naming the plugin', async () => {
  const config = {module: {rules: [await mdxRule({})]}};
  assert.throws(
    () => plugin().configureWebpack(config, false, {}, {}),
    /\[cape-reference-tables\] No MDX loader runs src\/plugins\/referenceTables/,
  );
});
