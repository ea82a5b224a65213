// `docusaurus build`, failing on any warning. Docusaurus only warns about
// broken anchors and broken Markdown links (the specification asks for
// warnings there), so authors can still preview; the published build must be
// clean, so `npm test` builds through this script.
import {spawn} from 'node:child_process';
import {createRequire} from 'node:module';

const cli = createRequire(import.meta.url).resolve(
  '@docusaurus/core/bin/docusaurus.mjs',
);
const child = spawn(
  process.execPath,
  [cli, 'build', ...process.argv.slice(2)],
  {
    env: {...process.env, FORCE_COLOR: '0'},
  },
);
let output = '';
for (const stream of [child.stdout, child.stderr]) {
  stream.on('data', (chunk) => {
    output += chunk;
  });
}
child.stdout.pipe(process.stdout);
child.stderr.pipe(process.stderr);

child.on('close', (code) => {
  if (code !== 0) {
    process.exit(code ?? 1);
  }
  // A warning is a `[WARNING]` line plus the indented or bulleted lines under it.
  const warnings = output
    .split(/^(?=\[(?:WARNING|INFO|SUCCESS|ERROR)\])/m)
    .filter((block) => block.startsWith('[WARNING]'))
    .flatMap((block) => {
      const items = block
        .split('\n')
        .slice(1)
        .filter((line) => line.trim());
      return items.length > 0 ? items : [block.trim()];
    });
  if (warnings.length > 0) {
    console.error(
      `\nThe build succeeded with ${warnings.length} warning(s); the published build must have none:`,
    );
    for (const warning of warnings) console.error(`  ${warning.trim()}`);
    process.exit(1);
  }
});
