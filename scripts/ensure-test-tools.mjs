// Makes sure the browser tests have what they drive, for the suites named on
// the command line (default: e2e):
//   e2e      a Chromium, and nginx to serve the build as a real host would;
//   engines  Firefox and WebKit (tests/engines), and nginx;
//   visual   Chromium, nginx and the fonts the screenshots are taken with.
// Uses what is there; installs Debian's packages when this is a Debian-like
// system and we may (root, apt-get present); otherwise stops, saying how to
// get them. Nothing here downloads a browser of its own.
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import chromium from './chromium.cjs';
import firefox from './firefox.cjs';
import nginx from './nginx.cjs';
import webkit from './webkit.cjs';

// The screenshots' fonts (tests/visual/fonts.conf): the site's font stacks
// resolve to DejaVu Sans and Liberation Mono on Debian.
const fontFiles = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationMono-Regular.ttf',
];
const tools = {
  chromium: {
    name: 'Chromium',
    debianPackages: ['chromium'],
    find: chromium.findChromium,
    hint: chromium.installHint,
  },
  nginx: {
    name: 'nginx',
    debianPackages: ['nginx'],
    find: nginx.findNginx,
    hint: nginx.installHint,
  },
  firefox: {
    name: 'Firefox',
    debianPackages: ['firefox-esr'],
    find: firefox.findFirefox,
    hint: firefox.installHint,
  },
  webkit: {
    name: 'WebKit',
    debianPackages: ['webkit2gtk-driver', 'xvfb'],
    find: () => webkit.findWebKit()?.driver,
    hint: webkit.installHint,
  },
  fonts: {
    name: 'The screenshot fonts',
    debianPackages: ['fonts-dejavu-core', 'fonts-liberation'],
    find: () => fontFiles.every(existsSync) && fontFiles.join(', '),
    hint: `Missing ${fontFiles.join(' or ')}: sudo apt-get install -y fonts-dejavu-core fonts-liberation`,
  },
};
const suites = {
  e2e: ['chromium', 'nginx'],
  engines: ['firefox', 'webkit', 'nginx'],
  visual: ['chromium', 'nginx', 'fonts'],
};

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !suites[name]);
if (unknown.length > 0) {
  console.error(
    `Unknown suite ${unknown.join(', ')}; known: ${Object.keys(suites).join(', ')}.`,
  );
  process.exit(1);
}
const needed = [
  ...new Set((asked.length ? asked : ['e2e']).flatMap((name) => suites[name])),
].map((key) => tools[key]);

const onDebian = process.platform === 'linux' && existsSync('/usr/bin/apt-get');
const isRoot = process.getuid?.() === 0;
const missing = needed.filter((tool) => !tool.find());
const packages = missing.flatMap((tool) => tool.debianPackages);
if (missing.length > 0 && onDebian && isRoot) {
  console.log(`Installing Debian's ${packages.join(', ')} with apt-get.`);
  const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
  execFileSync('apt-get', ['update', '-qq'], {stdio: 'inherit', env});
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], {
    stdio: 'inherit',
    env,
  });
} else if (missing.length > 0 && onDebian) {
  console.error(
    `Not running as root, so apt-get cannot install what the tests need. Run:\n  sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}\nthen run the tests again.`,
  );
}
let ready = true;
for (const tool of needed) {
  const path = tool.find();
  if (path) {
    console.log(`${tool.name} for the browser tests: ${path}`);
  } else {
    console.error(tool.hint);
    ready = false;
  }
}
if (!ready) process.exit(1);
