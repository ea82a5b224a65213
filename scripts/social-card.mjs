// Renders the site's OpenGraph/Twitter card, a 1200x630 PNG, to
// static/img/cape-social-card.png. The brand name, tagline and promise come
// from src/site.ts and the mark from static/img/logo.svg; the page is drawn
// by the system Chromium with system fonts only, so nothing is fetched.
// Usage: node scripts/social-card.mjs (then commit the PNG it writes)
import {readFileSync, writeFileSync} from 'node:fs';
import {chromium} from '@playwright/test';
import createJiti from 'jiti';
import chromiumFinder from './system-tools.cjs';

const root = new URL('../', import.meta.url);
const outFile = new URL('static/img/cape-social-card.png', root);
const width = 1200;
const height = 630;

/** The logo, inline, without its accessible name (the wordmark beside it says it). */
function logoSvg() {
  return readFileSync(new URL('static/img/logo.svg', root), 'utf8')
    .replace(/<\?xml[^>]*>\s*/, '')
    .replace(/\s(?:role|aria-label)="[^"]*"/g, '')
    .replace('<svg', '<svg aria-hidden="true"')
    .trim();
}

/** The card, its texts left empty: they are set as text (no markup) once it is loaded. */
function cardHtml() {
  const logo = logoSvg();
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<style>
  * { box-sizing: border-box; margin: 0; padding: 0; }
  html, body { width: ${width}px; height: ${height}px; overflow: hidden; }
  body {
    font-family: 'DejaVu Sans', 'Liberation Sans', sans-serif;
    color: #ffffff;
    background: #1e1b4b;
    position: relative;
  }
  .accent {
    position: absolute; left: 0; top: 0; bottom: 0; width: 16px;
    background: #be123c;
  }
  .halo { position: absolute; border-radius: 50%; }
  .halo.outer {
    right: -260px; top: -150px; width: 820px; height: 820px;
    background: #252160;
  }
  .halo.inner {
    right: -120px; top: -10px; width: 540px; height: 540px;
    background: #2c2874;
  }
  .watermark {
    position: absolute; right: 20px; top: 110px; width: 300px;
    height: 300px; opacity: 0.35;
  }
  .watermark svg { width: 100%; height: 100%; }
  .card {
    position: absolute; inset: 0; padding: 72px 96px 72px 112px;
    display: flex; flex-direction: column; justify-content: space-between;
  }
  .brand { display: flex; align-items: center; gap: 24px; }
  .tile {
    width: 88px; height: 88px; border-radius: 22px; background: #ffffff;
    display: flex; align-items: center; justify-content: center;
    box-shadow: 0 10px 30px rgba(0, 0, 0, 0.25);
  }
  .tile svg { width: 64px; height: 64px; }
  .name { font-size: 56px; font-weight: bold; letter-spacing: -1px; }
  .label {
    margin-left: 8px; padding: 8px 18px; border-radius: 999px;
    background: #be123c; font-size: 22px; font-weight: bold;
    letter-spacing: 1px; text-transform: uppercase;
  }
  .tagline {
    font-size: 76px; font-weight: bold; line-height: 1.1;
    letter-spacing: -2px; max-width: 820px; text-wrap: balance;
  }
  .rule {
    width: 120px; height: 8px; border-radius: 4px; background: #be123c;
    margin: 32px 0 28px;
  }
  .promise {
    font-size: 30px; line-height: 1.35; color: #e0e7ff; max-width: 960px;
    text-wrap: balance;
  }
</style>
</head>
<body>
  <div class="accent"></div>
  <div class="halo outer"></div>
  <div class="halo inner"></div>
  <div class="watermark">${logo}</div>
  <div class="card">
    <div class="brand">
      <div class="tile">${logo}</div>
      <div class="name"></div>
      <div class="label">Documentation</div>
    </div>
    <div>
      <div class="tagline"></div>
      <div class="rule"></div>
      <div class="promise"></div>
    </div>
  </div>
</body>
</html>`;
}

// src/site.ts, loaded as Docusaurus loads TypeScript config.
const {site} = createJiti(import.meta.url)('../src/site.ts');
const browser = await chromium.launch(chromiumFinder.launchOptionsOrExit());
try {
  const page = await browser.newPage({
    viewport: {width, height},
    deviceScaleFactor: 1,
  });
  // Belt and braces: the page is built here and needs nothing from a network.
  await page.route('**/*', (route) => route.abort());
  // System fonts only; page.screenshot() also waits for fonts to be ready.
  await page.setContent(cardHtml(), {waitUntil: 'load'});
  for (const key of ['name', 'tagline', 'promise']) {
    await page.locator(`.${key}`).evaluate((node, text) => {
      node.textContent = text;
    }, site[key]);
  }
  const png = await page.screenshot({type: 'png'});
  writeFileSync(outFile, png);
  console.log(
    `${outFile.pathname.slice(root.pathname.length)}: ${width}x${height}, ${png.length} bytes`,
  );
} finally {
  await browser.close();
}
