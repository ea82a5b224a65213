// Two plugins take one of the classic theme's client modules out of the
// bundle and do its job another way (src/plugins/themeClientModule.ts). If a
// Docusaurus upgrade moves such a module, `docusaurus start` and `docusaurus
// build` must stop with a message that says so, not run with the module
// back beside its replacement. Each case builds a copy of the site whose
// plugin asks for the module where it no longer is.
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {build, withMistake} from './siteCopy.mjs';

/** Runs `docusaurus start` in a copy; it must end on its own, not run on. */
function start(dir) {
  const result = spawnSync(
    join(dir, 'node_modules', '.bin', 'docusaurus'),
    ['start', '--no-open', '--port', '3391'],
    {
      cwd: dir,
      encoding: 'utf8',
      env: {...process.env, FORCE_COLOR: '0'},
      timeout: 120_000,
    },
  );
  assert.equal(result.signal, null, 'the dev server kept running');
  return {status: result.status, output: `${result.stdout}\n${result.stderr}`};
}

const cases = [
  {
    plugin: 'src/plugins/progressBar',
    file: join('src', 'plugins', 'progressBar', 'index.ts'),
    request: '@docusaurus/theme-classic/lib/nprogress',
  },
  {
    plugin: 'src/plugins/buildTimeHighlight',
    file: join('src', 'plugins', 'buildTimeHighlight', 'index.ts'),
    request: '@docusaurus/theme-classic/lib/prism-include-languages',
  },
];

describe('a theme client module moved by an upgrade', {concurrency: 2}, () => {
  for (const {plugin, file, request} of cases) {
    for (const [command, run] of [
      ['build', build],
      ['start', start],
    ]) {
      test(`stops docusaurus ${command}, naming ${plugin} and the module`, () => {
        const moved = request.replace('/lib/', '/lib/moved/');
        const {status, output} = withMistake((dir) => {
          const source = readFileSync(join(dir, file), 'utf8');
          assert.ok(
            source.includes(`'${request}'`),
            `${file} names ${request}`,
          );
          writeFileSync(
            join(dir, file),
            source.replace(`'${request}'`, `'${moved}'`),
          );
        }, run);
        assert.notEqual(status, 0, output);
        assert.match(
          output,
          new RegExp(
            `${plugin} replaces the client module ${moved}, which cannot be found: a Docusaurus upgrade moved or removed it`,
          ),
        );
      });
    }
  }
});
