// Makes sure the end-to-end tests have what they drive: a Chromium, and nginx
// to serve the build as a real host would. Uses what is there; installs
// Debian's packages when this is a Debian-like system and we may (root,
// apt-get present); otherwise stops, saying how to get them. Nothing here
// downloads a browser of its own.
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import chromium from './chromium.cjs';
import nginx from './nginx.cjs';

const tools = [
  {
    name: 'Chromium',
    debianPackage: 'chromium',
    find: chromium.findChromium,
    hint: chromium.installHint,
  },
  {
    name: 'nginx',
    debianPackage: 'nginx',
    find: nginx.findNginx,
    hint: nginx.installHint,
  },
];

const canInstallWithApt =
  process.platform === 'linux' &&
  process.getuid?.() === 0 &&
  existsSync('/usr/bin/apt-get');

const missing = tools.filter((tool) => !tool.find());
if (missing.length > 0 && canInstallWithApt) {
  const packages = missing.map((tool) => tool.debianPackage);
  console.log(`Installing Debian's ${packages.join(' and ')} with apt-get.`);
  const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
  execFileSync('apt-get', ['update', '-qq'], {stdio: 'inherit', env});
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], {
    stdio: 'inherit',
    env,
  });
}
let ready = true;
for (const tool of tools) {
  const path = tool.find();
  if (path) {
    console.log(`${tool.name} for the end-to-end tests: ${path}`);
  } else {
    console.error(tool.hint);
    ready = false;
  }
}
if (!ready) process.exit(1);
