// Screenshots of pages of a running site, light and dark, desktop and phone,
// for looking at a change the way readers see it.
// Usage: node scripts/screenshots.mjs [baseUrl] [path ...]
//   e.g. npm run serve, then: node scripts/screenshots.mjs http://localhost:3000 / "/docs/Cape UI"
import {mkdirSync} from 'node:fs';
import {chromium} from '@playwright/test';
import chromiumFinder from './chromium.cjs';

const [baseUrl = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const pages = paths.length > 0 ? paths : ['/', '/docs/Cape'];
const outDir = 'screenshots';
mkdirSync(outDir, {recursive: true});

const browser = await chromium.launch(chromiumFinder.launchOptionsOrExit());
for (const width of [1280, 375]) {
  for (const theme of ['light', 'dark']) {
    const page = await browser.newPage({
      viewport: {width, height: width > 900 ? 900 : 812},
    });
    for (const path of pages) {
      // `?docusaurus-theme=` is Docusaurus's own switch for the colour mode.
      await page.goto(`${baseUrl}${encodeURI(path)}?docusaurus-theme=${theme}`);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      const name = `${path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${width}-${theme}.png`;
      await page.screenshot({path: `${outDir}/${name}`});
      console.log(`${outDir}/${name}`);
    }
    await page.close();
  }
}
await browser.close();
