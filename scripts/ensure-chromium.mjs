// Makes sure a Chromium exists before the end-to-end tests run: uses one that
// is there, installs Debian's package when this is a Debian-like system and we
// may (root, apt-get present), and otherwise stops saying how to get one.
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {findChromium, installHint} from './chromium.cjs';

function canInstallWithApt() {
  return (
    process.platform === 'linux' &&
    typeof process.getuid === 'function' &&
    process.getuid() === 0 &&
    existsSync('/usr/bin/apt-get')
  );
}

let chromium = findChromium();
if (!chromium && canInstallWithApt()) {
  console.log(
    "No Chromium found: installing Debian's chromium package with apt-get.",
  );
  const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
  execFileSync('apt-get', ['update', '-qq'], {stdio: 'inherit', env});
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env,
  });
  chromium = findChromium();
}
if (!chromium) {
  console.error(installHint);
  process.exit(1);
}
console.log(`Chromium for the end-to-end tests: ${chromium}`);
