// Validates every workflow in .github/workflows against GitHub's workflow
// schema, with @action-validator/core (the maintained action-validator, as
// WebAssembly: no binary to download). One line per error, with the file, the
// place in the file and the reason; exits 1 on any. `npm run lint:workflows`.
import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {fileURLToPath} from 'node:url';
import {validateWorkflow} from '@action-validator/core';

const root = fileURLToPath(new URL('..', import.meta.url));
const folder = join(root, '.github', 'workflows');
const files = readdirSync(folder).filter((name) => /\.ya?ml$/.test(name));
let errors = 0;
for (const name of files) {
  const file = relative(root, join(folder, name));
  for (const error of validateWorkflow(readFileSync(join(folder, name), 'utf8'))
    .errors) {
    errors += 1;
    const where =
      'path' in error
        ? error.path || '(top level)'
        : `line ${error.location?.line ?? '?'}`;
    console.error(
      `${file}: ${where}: ${error.title}${error.detail ? `: ${error.detail}` : ''}`,
    );
  }
}
if (errors > 0) {
  console.error(`\n${errors} error(s) in the workflows.`);
  process.exit(1);
}
console.log(`${files.length} workflows are valid GitHub Actions workflows.`);
