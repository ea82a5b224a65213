import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {aliasAwayClientModule} from '../themeClientModule';

/**
 * The route-change progress bar, drawn the way the theme draws it
 * (`#nprogress .bar`, 2 px in `--docusaurus-progress-bar-color`) and shown
 * only when a route change takes longer than 200 ms, with a CSS transition
 * (`client.ts`, `styles.css`) in place of the theme's nprogress library.
 */
export default function progressBar(): Plugin {
  // The theme's progress bar, which runs the nprogress library (1.7 KB of
  // every page's JavaScript, gzip).
  const alias = aliasAwayClientModule(
    '@docusaurus/theme-classic/lib/nprogress',
    'src/plugins/progressBar',
  );
  return {
    name: 'cape-progress-bar',
    getClientModules() {
      return [join(__dirname, 'client')];
    },
    configureWebpack() {
      return {resolve: {alias}};
    },
  };
}
