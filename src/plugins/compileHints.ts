import type {Plugin} from '@docusaurus/types';

/** V8's explicit compile hint: compile every function of this file eagerly. */
const compileHint = '//# allFunctionsCalledOnLoad';

/**
 * Starts every script of the production client build with V8's explicit
 * compile hint (Chrome 136 and later; other engines read a comment).
 *
 * V8 compiles a function lazily, on the main thread, the first time it is
 * called, unless the script asks for eager compilation. A page's scripts run
 * almost all of their functions while the page hydrates (React DOM, the
 * theme's layout, the page's own components), so on Cape most of the time
 * `main.js` took to evaluate was spent compiling functions one by one. With
 * the hint, V8 compiles them on a background thread while the script streams
 * in, and the main thread only runs them.
 *
 * The hint is added after minification, which drops comments, and before
 * the content hash is computed, so each file's name still matches its bytes.
 * The dev server's bundles are left as they are.
 */
export default function compileHints(): Plugin {
  return {
    name: 'cape-compile-hints',
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer || config.mode !== 'production') {
        return {};
      }
      const {BannerPlugin, Compilation} = currentBundler.instance;
      return {
        plugins: [
          new BannerPlugin({
            banner: compileHint,
            raw: true,
            test: /\.js$/,
            stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING,
          }),
        ],
      };
    },
  };
}
