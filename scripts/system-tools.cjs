// The programs the tests drive that come from the system, never from a
// download of the project's own: Chromium (end-to-end suite, screenshots,
// bench), Firefox ESR and WebKitGTK (engine smoke), nginx (every browser
// suite serves the build with it), the screenshot fonts, and Java (the HTML
// checker). One place finds each and, on a Debian-like machine as root,
// installs every missing one with a single apt-get run.
//   node scripts/system-tools.cjs [suite...]   (default: all; `npm run tools`)
// Suites: e2e, engines, html. Elsewhere it stops and prints the
// install line. CommonJS so that the Playwright configs (loaded as CommonJS)
// and Node.js scripts can both require it.
const {execFileSync, spawnSync} = require('node:child_process');
const {existsSync, readdirSync} = require('node:fs');
const {join} = require('node:path');

const first = (paths) => paths.filter(Boolean).find((path) => existsSync(path));
const onPath = (name) => {
  const which = spawnSync('sh', ['-c', `command -v ${name}`], {
    encoding: 'utf8',
  });
  return which.status === 0 ? which.stdout.trim() : undefined;
};

function findChromium() {
  const list = [
    process.env.CHROMIUM_PATH,
    process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome-stable',
    '/usr/bin/google-chrome',
  ];
  try {
    list.push(require('@playwright/test').chromium.executablePath());
  } catch {
    // @playwright/test is not installed yet, or has no browser of its own.
  }
  return first(list);
}

/** FIREFOX_PATH, else Debian's Firefox ESR, else a Firefox in the usual place. */
const findFirefox = () =>
  first([process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox']);

/** WebKitGTK's WebDriver server, its MiniBrowser and xvfb-run, or undefined when one is missing. */
function findWebKit() {
  const lib = '/usr/lib';
  const archs = existsSync(lib)
    ? readdirSync(lib).map((dir) => join(lib, dir))
    : [];
  const found = {
    driver: first([
      process.env.WEBKIT_WEBDRIVER_PATH,
      '/usr/bin/WebKitWebDriver',
    ]),
    miniBrowser: first([
      process.env.WEBKIT_MINIBROWSER_PATH,
      ...[lib, ...archs].map((dir) =>
        join(dir, 'webkit2gtk-4.1', 'MiniBrowser'),
      ),
    ]),
    xvfbRun: first(['/usr/bin/xvfb-run']),
  };
  return Object.values(found).every(Boolean) ? found : undefined;
}

const findNginx = () =>
  first([
    process.env.NGINX_PATH,
    '/usr/sbin/nginx',
    '/usr/bin/nginx',
    '/usr/local/sbin/nginx',
    '/usr/local/bin/nginx',
    '/opt/homebrew/bin/nginx',
  ]) ?? onPath('nginx');

// The screenshots' fonts (tests/e2e/fonts.conf): the site's font stacks
// resolve to DejaVu Sans and Liberation Mono on Debian.
const fontFiles = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationMono-Regular.ttf',
];
const findFonts = () =>
  fontFiles.every((file) => existsSync(file)) && fontFiles.join(', ');

/** JAVA_HOME's java, else `java` on the PATH (the HTML checker needs 11 or newer). */
function findJava() {
  const {JAVA_HOME} = process.env;
  return first([JAVA_HOME && join(JAVA_HOME, 'bin', 'java')]) ?? onPath('java');
}

const tools = {
  chromium: {
    name: 'Chromium',
    find: findChromium,
    packages: ['chromium'],
    elsewhere:
      'set CHROMIUM_PATH to a Chromium or Chrome executable (or, where browser downloads are allowed, npx playwright install chromium)',
  },
  nginx: {
    name: 'nginx',
    find: findNginx,
    packages: ['nginx'],
    elsewhere:
      'set NGINX_PATH to an nginx executable (1.19.5 or later; macOS: brew install nginx)',
  },
  firefox: {
    name: 'Firefox',
    find: findFirefox,
    packages: ['firefox-esr'],
    elsewhere:
      'set FIREFOX_PATH to a Firefox executable (version 129 or later)',
  },
  webkit: {
    name: 'WebKit (WebKitWebDriver, the WebKitGTK MiniBrowser and xvfb-run)',
    find: () => findWebKit()?.driver,
    packages: ['webkit2gtk-driver', 'xvfb'],
    elsewhere: 'set WEBKIT_WEBDRIVER_PATH and WEBKIT_MINIBROWSER_PATH',
  },
  fonts: {
    name: 'The screenshot fonts',
    find: findFonts,
    packages: ['fonts-dejavu-core', 'fonts-liberation'],
    elsewhere: `provide ${fontFiles.join(' and ')}`,
  },
  java: {
    name: 'A Java runtime for the HTML checker',
    find: findJava,
    packages: ['default-jre-headless'],
    elsewhere:
      'install a Java runtime (11 or newer) and set JAVA_HOME, or put `java` on the PATH',
  },
};
const suites = {
  e2e: ['chromium', 'nginx', 'fonts'],
  engines: ['firefox', 'webkit', 'nginx'],
  html: ['java'],
};

/** How to get a missing tool, as printed when it is not found. */
const hint = (key) => {
  const tool = tools[key];
  return [
    `${tool.name} was not found. Any one of these fixes it:`,
    `  - Debian or Ubuntu: sudo apt-get update && sudo apt-get install -y ${tool.packages.join(' ')}`,
    `  - any system: ${tool.elsewhere}`,
  ].join('\n');
};
const installHint = hint('chromium');

/**
 * Makes sure the tools of `names` (suites) are there, installing every missing
 * Debian package in one apt-get run when root on Debian; prints what is still
 * missing, and how to get it, and exits 1.
 */
function ensureOrExit(names = Object.keys(suites), quiet = true) {
  const unknown = names.filter((name) => !suites[name]);
  if (unknown.length > 0) {
    console.error(
      `Unknown suite ${unknown.join(', ')}; known: ${Object.keys(suites).join(', ')}.`,
    );
    process.exit(1);
  }
  const keys = [...new Set(names.flatMap((name) => suites[name]))];
  const missing = keys.filter((key) => !tools[key].find());
  const packages = missing.flatMap((key) => tools[key].packages);
  const onDebian =
    process.platform === 'linux' && existsSync('/usr/bin/apt-get');
  if (missing.length > 0 && onDebian && process.getuid?.() === 0) {
    console.log(`Installing Debian's ${packages.join(', ')} with apt-get.`);
    const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
    execFileSync('apt-get', ['update', '-qq'], {stdio: 'inherit', env});
    execFileSync('apt-get', ['install', '-y', '-qq', ...packages], {
      stdio: 'inherit',
      env,
    });
  }
  const problems = [];
  for (const key of keys) {
    const path = tools[key].find();
    if (path && !quiet) console.log(`${tools[key].name}: ${path}`);
    if (!path) problems.push(hint(key));
  }
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
}

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

/** Options for Playwright's `chromium.launch()`; with no Chromium, prints how to get one and exits. */
function launchOptionsOrExit() {
  const executablePath = findChromium();
  if (!executablePath) {
    console.error(installHint);
    process.exit(1);
  }
  return {executablePath, args: chromiumArgs};
}

module.exports = {
  chromiumArgs,
  ensureOrExit,
  findChromium,
  findFirefox,
  findJava,
  findNginx,
  findWebKit,
  hint,
  installHint,
  launchOptionsOrExit,
};

if (require.main === module) {
  const names = process.argv.slice(2);
  ensureOrExit(names.length ? names : undefined, false);
}
