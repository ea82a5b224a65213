// Finds what the cross-engine smoke (tests/engines) needs to drive WebKit:
// WebKitGTK's WebDriver server, the MiniBrowser it starts, and xvfb-run for a
// display. Debian packages all three; nothing here downloads a browser.
const {existsSync, readdirSync} = require('node:fs');
const {join} = require('node:path');

const first = (paths) => paths.filter(Boolean).find((path) => existsSync(path));

/** WebKitGTK's MiniBrowser, in the multiarch library folder, e.g. /usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/. */
function findMiniBrowser() {
  const lib = '/usr/lib';
  const archs = existsSync(lib)
    ? readdirSync(lib).map((dir) => join(lib, dir))
    : [];
  return first([
    process.env.WEBKIT_MINIBROWSER_PATH,
    ...[lib, ...archs].map((dir) => join(dir, 'webkit2gtk-4.1', 'MiniBrowser')),
  ]);
}

const findWebKitDriver = () =>
  first([process.env.WEBKIT_WEBDRIVER_PATH, '/usr/bin/WebKitWebDriver']);
const findXvfbRun = () => first(['/usr/bin/xvfb-run']);

/** All three, or undefined when one is missing. */
function findWebKit() {
  const found = {
    driver: findWebKitDriver(),
    miniBrowser: findMiniBrowser(),
    xvfbRun: findXvfbRun(),
  };
  return Object.values(found).every(Boolean) ? found : undefined;
}

const installHint = [
  'No WebKit was found for the cross-engine smoke (WebKitWebDriver, the',
  "WebKitGTK MiniBrowser and xvfb-run). Debian's packages give all three:",
  '  sudo apt-get update && sudo apt-get install -y webkit2gtk-driver xvfb',
  'Elsewhere, set WEBKIT_WEBDRIVER_PATH and WEBKIT_MINIBROWSER_PATH.',
].join('\n');

module.exports = {findWebKit, installHint};
