// Finds the Chromium the end-to-end tests drive. Nothing here downloads a
// browser: Playwright's own download is not possible everywhere this site is
// built, so the tests use a system Chromium.
// CommonJS so that both Node.js scripts and the Playwright config (which
// Playwright loads as CommonJS) can require it.
const {existsSync} = require('node:fs');

/** Where to look, in order: explicit setting, Debian/Ubuntu paths, Playwright's own browser. */
function candidates() {
  const list = [
    process.env.CHROMIUM_PATH,
    process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome-stable',
    '/usr/bin/google-chrome',
  ];
  try {
    const {chromium} = require('@playwright/test');
    list.push(chromium.executablePath());
  } catch {
    // @playwright/test is not installed yet, or has no browser of its own.
  }
  return list.filter(Boolean);
}

/** @returns {string | undefined} the first Chromium executable that exists */
function findChromium() {
  return candidates().find((path) => existsSync(path));
}

const installHint = [
  'No Chromium was found for the end-to-end tests. Any one of these fixes it:',
  '  - Debian or Ubuntu: sudo apt-get update && sudo apt-get install -y chromium',
  '  - any system: set CHROMIUM_PATH to a Chromium or Chrome executable',
  '  - where browser downloads are allowed: npx playwright install chromium',
].join('\n');

/**
 * The flags headless Chromium needs on these machines: no sandbox (tests run
 * as root) and no background traffic to a network that isn't there.
 */
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Options for Playwright's `chromium.launch()`: the Chromium found and the
 * flags above. With no Chromium, prints how to get one and exits, for scripts
 * run by hand.
 */
function launchOptionsOrExit() {
  const executablePath = findChromium();
  if (!executablePath) {
    console.error(installHint);
    process.exit(1);
  }
  return {executablePath, args: chromiumArgs};
}

module.exports = {chromiumArgs, findChromium, installHint, launchOptionsOrExit};
