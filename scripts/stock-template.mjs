// The stock Docusaurus template ("classic", TypeScript) of the version the
// site uses, created with create-docusaurus and installed once in .bench/:
// what scripts/bench.mjs and scripts/large-site.mjs hold Cape against.
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {basename, join} from 'node:path';
import {fileURLToPath} from 'node:url';

const require = createRequire(import.meta.url);
const root = fileURLToPath(new URL('..', import.meta.url));

function run(command, args, cwd) {
  const result = spawnSync(command, args, {cwd, stdio: 'inherit'});
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
  }
}

/** Creates and installs the template if it is not there; returns its folder. */
export function prepareStock() {
  const {version} = require('@docusaurus/core/package.json');
  const dir = join(root, '.bench', `docusaurus-${version}`);
  if (!existsSync(join(dir, 'package.json'))) {
    console.error(
      `[stock] creating the template (create-docusaurus@${version})`,
    );
    mkdirSync(join(dir, '..'), {recursive: true});
    run(
      'npx',
      [
        '--yes',
        `create-docusaurus@${version}`,
        basename(dir),
        'classic',
        '--typescript',
        '--skip-install',
        '--package-manager',
        'npm',
      ],
      join(dir, '..'),
    );
    // The registry here lacks a package the template's newest versions need;
    // the site's own `overrides` pin it (README).
    const file = join(dir, 'package.json');
    const pkg = JSON.parse(readFileSync(file, 'utf8'));
    pkg.overrides = JSON.parse(
      readFileSync(join(root, 'package.json'), 'utf8'),
    ).overrides;
    writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`);
  }
  // Written as Cape's pages are (`docs/intro.html`, no trailing slash), so
  // the shipped nginx config serves both sites the same way.
  const config = join(dir, 'docusaurus.config.ts');
  const source = readFileSync(config, 'utf8');
  if (!source.includes('trailingSlash')) {
    const baseUrl = /^(\s*)baseUrl: '\/',$/m;
    if (!baseUrl.test(source)) {
      throw new Error(
        `${config}: cannot find \`baseUrl: '/',\` to set trailingSlash after.`,
      );
    }
    writeFileSync(
      config,
      source.replace(baseUrl, '$&\n$1trailingSlash: false,'),
    );
  }
  if (!existsSync(join(dir, 'node_modules', '@docusaurus', 'core'))) {
    console.error('[stock] installing the template');
    run('npm', ['install', '--no-audit', '--no-fund'], dir);
  }
  return {version, dir};
}
