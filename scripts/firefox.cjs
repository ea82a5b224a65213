// Finds the Firefox the cross-engine smoke (tests/engines) drives with
// Puppeteer over WebDriver BiDi. Nothing here downloads a browser.
const {existsSync} = require('node:fs');

/** @returns {string | undefined} FIREFOX_PATH, else Debian's Firefox ESR, else a Firefox on the PATH's usual place */
function findFirefox() {
  return [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox']
    .filter(Boolean)
    .find((path) => existsSync(path));
}

const installHint = [
  'No Firefox was found for the cross-engine smoke. Any one of these fixes it:',
  '  - Debian: sudo apt-get update && sudo apt-get install -y firefox-esr',
  '  - any system: set FIREFOX_PATH to a Firefox executable (version 129 or later)',
].join('\n');

module.exports = {findFirefox, installHint};
