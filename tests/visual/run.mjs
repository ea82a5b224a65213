// `npm run test:visual [-- --update] [other Playwright options]`: runs the
// screenshot comparison (tests/visual/playwright.config.ts). `--update` takes
// the current screenshots as the new baselines (Playwright's
// `--update-snapshots`): run it after an intended change, look at the
// changed PNGs in tests/visual/__screenshots__/, and commit them.
import {spawnSync} from 'node:child_process';
import {fileURLToPath} from 'node:url';

const config = fileURLToPath(new URL('playwright.config.ts', import.meta.url));
const args = process.argv
  .slice(2)
  .map((arg) => (arg === '--update' ? '--update-snapshots' : arg));
const {status} = spawnSync(
  'npx',
  ['playwright', 'test', '--config', config, ...args],
  {stdio: 'inherit'},
);
process.exit(status ?? 1);
