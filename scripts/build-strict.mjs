// `docusaurus build` for publishing: CAPE_STRICT=1 makes docusaurus.config.ts
// set every configurable check (broken anchors, broken Markdown links and
// images, duplicate routes, inline tags) to 'throw'. What Docusaurus cannot be
// configured to refuse, it only logs as `[WARNING]`: unused Markdown
// directives (`:::unknown`), warnings of the static rendering (React), of the
// bundler, of the config's validation, and "last updated" without Git
// history. Those still fail this script, from the log.
import {spawn} from 'node:child_process';
import {createRequire} from 'node:module';

const cli = createRequire(import.meta.url).resolve(
  '@docusaurus/core/bin/docusaurus.mjs',
);
const child = spawn(
  process.execPath,
  [cli, 'build', ...process.argv.slice(2)],
  {
    env: {...process.env, CAPE_STRICT: '1', FORCE_COLOR: '0'},
    stdio: ['inherit', 'pipe', 'pipe'],
  },
);
let output = '';
for (const [stream, out] of [
  [child.stdout, process.stdout],
  [child.stderr, process.stderr],
]) {
  stream.on('data', (chunk) => {
    output += chunk;
    out.write(chunk);
  });
}
child.on('close', (code) => {
  const warnings = output.match(/^\[WARNING\]/gm)?.length ?? 0;
  if (code === 0 && warnings === 0) return;
  console.error(
    code === 0
      ? `\nThe build succeeded with ${warnings} warning(s) above; the published build must have none.`
      : '\nThe strict build stopped: warnings are errors here, and the published build must have none.',
  );
  process.exit(code || 1);
});
