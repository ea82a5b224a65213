import {readFileSync} from 'node:fs';
import {readdir, readFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';

const require = createRequire(__filename);
const helpers = join(__dirname, 'helpers.mjs');
/** A helper of tslib's that no client code here calls. */
export const FULL_TSLIB_MARKER = '__addDisposableResource';

/** The tslib helpers a CommonJS module calls (`tslib_1.__importDefault`). */
export function helpersUsedBy(source: string): string[] {
  const binding = /const (\w+) = require\("tslib"\);/.exec(source)?.[1];
  if (!binding) return [];
  const calls = source.matchAll(new RegExp(`\\b${binding}\\.(\\w+)`, 'g'));
  return [...new Set([...calls].map((call) => call[1]!))].sort();
}

/** The names `helpers.mjs` exports. */
export function helpersExported(): string[] {
  const source = readFileSync(helpers, 'utf8');
  return [...source.matchAll(/export \{([^}]+)\} from 'tslib'/g)]
    .flatMap((match) => match[1]!.split(','))
    .map((name) => name.trim())
    .sort();
}

/**
 * @docusaurus/utils-common, which every page's JavaScript imports, is
 * CommonJS compiled with tslib's `importHelpers`: its `require("tslib")`
 * brings all of tslib (3.8 KB gzip) into every page for one helper, in the
 * stock template too. Its requests for tslib resolve to `helpers.mjs`, which
 * re-exports the helpers it calls from tslib's ES module. The module is read
 * when the plugin is created: when an upgrade calls another helper, or stops
 * using tslib, `docusaurus start` and `build` stop with this plugin's name;
 * and a build whose scripts still hold all of tslib (a helper only tslib's
 * full module has) fails, so an alias the bundler stops applying is seen.
 */
export default function tslibHelpers(): Plugin {
  const consumer = require.resolve('@docusaurus/utils-common');
  const used = helpersUsedBy(readFileSync(consumer, 'utf8'));
  const exported = helpersExported();
  if (used.length === 0 || used.join() !== exported.join()) {
    throw new Error(
      `src/plugins/tslibHelpers: ${consumer} calls the tslib helpers [${used.join(', ')}], and ${helpers} exports [${exported.join(', ')}]. A Docusaurus upgrade changed what it uses: export exactly those helpers, or remove the plugin if it calls none.`,
    );
  }
  return {
    name: 'cape-tslib-helpers',
    configureWebpack() {
      return {
        module: {
          rules: [{test: consumer, resolve: {alias: {tslib$: helpers}}}],
        },
      };
    },
    async postBuild({outDir}) {
      const dir = join(outDir, 'assets', 'js');
      for (const name of await readdir(dir)) {
        const text = await readFile(join(dir, name), 'utf8');
        if (text.includes(FULL_TSLIB_MARKER)) {
          throw new Error(
            `src/plugins/tslibHelpers: assets/js/${name} holds all of tslib (${FULL_TSLIB_MARKER}): the alias for ${consumer} no longer applies, or another client module requires tslib.`,
          );
        }
      }
    },
  };
}
