import {createRequire} from 'node:module';
import type {Plugin} from '@docusaurus/types';

const require = createRequire(__filename);

/**
 * A webpack alias that leaves one of a theme's client modules out of the
 * bundle, for a plugin that does its job another way. Client modules are
 * imported by absolute path without extension. The path is resolved when the
 * plugin is created, before anything is bundled, so an upgrade that moves the
 * module stops `docusaurus start` and `docusaurus build` with this message,
 * instead of the module coming back unnoticed beside its replacement.
 */
export function aliasAwayClientModule(
  request: string,
  replacedBy: string,
): Record<string, false> {
  let path: string;
  try {
    path = require.resolve(request);
  } catch (error) {
    throw new Error(
      `${replacedBy} replaces the client module ${request}, which cannot be found: a Docusaurus upgrade moved or removed it. Find where the theme registers its client modules (getClientModules) and update the path, or drop ${replacedBy} if the theme no longer needs replacing.`,
      {cause: error},
    );
  }
  return {[path.replace(/\.js$/, '')]: false};
}

/**
 * Makes a named import of a module that does not export that name a bundling
 * error instead of a warning and `undefined` at run time. The site's theme
 * wrappers import hooks from `@docusaurus/theme-common/internal`, which has no
 * stability promise: when an upgrade renames one, `docusaurus start` and
 * `build` stop, naming the import.
 */
export function missingExportsFail(): Plugin {
  return {
    name: 'cape-missing-exports-fail',
    configureWebpack() {
      return {module: {parser: {javascript: {exportsPresence: 'error'}}}};
    },
  };
}
