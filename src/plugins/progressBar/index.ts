import {createRequire} from 'node:module';
import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';

// The classic theme's route-change progress bar: a client module that runs
// the nprogress library (1.7 KB of every page's JavaScript, gzip). Client
// modules are imported by absolute path without extension; resolving it here
// makes the config fail to load if an upgrade moves it.
const require = createRequire(__filename);
const themeProgressBarModule = require
  .resolve('@docusaurus/theme-classic/lib/nprogress')
  .replace(/\.js$/, '');

/**
 * The route-change progress bar, drawn the way the theme draws it
 * (`#nprogress .bar`, 2 px in `--docusaurus-progress-bar-color`) and shown
 * only when a route change takes longer than 200 ms, with a CSS transition
 * (`client.ts`, `styles.css`) in place of the theme's nprogress library.
 */
export default function progressBar(): Plugin {
  return {
    name: 'cape-progress-bar',
    getClientModules() {
      return [join(__dirname, 'client')];
    },
    configureWebpack() {
      return {resolve: {alias: {[themeProgressBarModule]: false}}};
    },
  };
}
