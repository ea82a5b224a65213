// The catalogue of `<ReferenceTable>` names and `<Fact>` keys with what each
// renders, generated from the registry (src/plugins/referenceTables/
// registry.ts) into docs-reference-catalogue.md, which CONTRIBUTING.md links.
// `npm run catalogue` writes it; a test fails when it is stale.
import {writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import prettier from 'prettier';

const root = fileURLToPath(new URL('../../..', import.meta.url));
export const cataloguePath = join(root, 'docs-reference-catalogue.md');

/** Inline Markdown as plain text in a table cell. */
const cell = (text) =>
  String(text)
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\|/g, '\\|')
    .replace(/\s+/g, ' ');

export async function catalogue() {
  const jiti = createJiti(fileURLToPath(import.meta.url), {
    interopDefault: true,
  });
  const {tables, facts} = jiti('./registry.ts');
  const markdown = [
    '# Reference tables and facts',
    '',
    '<!-- Generated from src/plugins/referenceTables/registry.ts by `npm run catalogue`: do not edit. -->',
    '',
    'What each `<ReferenceTable of="…" />` and `<Fact of="…" />` renders. A page writes them without an import; the data is in `src/data/` and `static/openapi.yaml` ([CONTRIBUTING.md](CONTRIBUTING.md#facts-live-in-one-place)).',
    '',
    '## Reference tables',
    '',
    '| `of` | Columns | Shown on |',
    '| --- | --- | --- |',
    ...Object.entries(tables).map(
      ([id, table]) =>
        `| \`${id}\` | ${cell(table.columns.join(', '))} | \`${table.page}#${table.anchor}\` |`,
    ),
    '',
    '## Facts',
    '',
    '| `of` | Renders | Links to the table |',
    '| --- | --- | --- |',
    ...Object.entries(facts).map(
      ([key, fact]) =>
        `| \`${key}\` | ${cell(fact.text())} | \`${fact.table}\` |`,
    ),
    '',
  ].join('\n');
  const options = await prettier.resolveConfig(cataloguePath);
  return prettier.format(markdown, {...options, filepath: cataloguePath});
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(cataloguePath, await catalogue());
  console.log(`Wrote ${cataloguePath}`);
}
