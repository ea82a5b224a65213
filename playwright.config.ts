import {resolve} from 'node:path';
import {defineConfig, devices} from '@playwright/test';
import {
  chromiumArgs,
  findChromium,
  installHint,
} from './scripts/system-tools.cjs';

// The suite runs against the production build as real hosts serve it:
// - project `nginx`: `build/`, served by nginx with the config the project
//   ships (deploy/nginx/cape-docs.conf); `npm test` builds first;
// - project `github-pages`: the fixture site of tests/build (every route, the
//   pages cut short) built for a project site's sub-path, served the way
//   GitHub Pages serves files (tests/hosts/github-pages.mjs builds it).
// The loads that check a page also compare its look with a baseline in
// tests/e2e/__screenshots__/ (Playwright's screenshot comparison): one name per
// shot with no platform suffix, since the browser (Debian's Chromium) and the
// fonts (tests/e2e/fonts.conf) are the same on every machine that runs them.
// `npm run test:e2e -- --update-snapshots` takes new baselines after an
// intended change.
const port = Number(process.env.E2E_PORT ?? 3210);
const githubPagesPort = port + 1;
export const githubPagesBase = '/cape-docs/';

const executablePath = findChromium();
if (!executablePath) {
  throw new Error(installHint);
}

const chromium = {
  ...devices['Desktop Chrome'],
  viewport: {width: 1280, height: 800},
  launchOptions: {
    executablePath,
    args: [
      ...chromiumArgs,
      '--font-render-hinting=none',
      '--force-color-profile=srgb',
    ],
    env: {
      ...process.env,
      FONTCONFIG_FILE: resolve(__dirname, 'tests/e2e/fonts.conf'),
    },
  },
};

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  // A stray `test.only` would quietly skip the rest of the suite.
  forbidOnly: true,
  retries: 0,
  workers: 2,
  // On CI, also an HTML report, uploaded with the traces when a test fails.
  reporter: process.env.CI ? [['list'], ['html', {open: 'never'}]] : [['list']],
  // A timeout catches a hang; it does not judge speed (the bench scripts do).
  // CI runs two workers on two shared cores, where tests that take 15 s here
  // have taken over 30 s.
  timeout: 60_000,
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  expect: {
    timeout: 7_000,
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      // A pixel counts as different past Playwright's default colour
      // distance (0.2), which absorbs anti-aliasing shades; a shot fails past
      // 50 such pixels: a few glyph edges, where any layout shift, colour or
      // spacing change moves thousands.
      threshold: 0.2,
      maxDiffPixels: 50,
    },
  },
  // A failed test keeps its trace: actions, network, console and the
  // screencast. Not the DOM snapshot Playwright takes at every action: on
  // pages of 6,000 elements those cost 15 % of the suite's CPU (pages.spec
  // and critical-css.spec: 213 -> 182 CPU-seconds, interleaved runs).
  use: {trace: {mode: 'retain-on-failure', snapshots: false}},
  projects: [
    {
      name: 'nginx',
      testIgnore: /github-pages\.spec\.ts$/,
      use: {...chromium, baseURL: `http://127.0.0.1:${port}`},
    },
    {
      name: 'github-pages',
      testMatch: /github-pages\.spec\.ts$/,
      use: {
        ...chromium,
        baseURL: `http://127.0.0.1:${githubPagesPort}${githubPagesBase}`,
      },
    },
  ],
  // Always fresh servers: one already on the port may serve an older build,
  // so Playwright stops and says so instead of reusing it.
  webServer: [
    {
      command: `node scripts/serve-nginx.mjs --port ${port}`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 30_000,
      // Stopped with SIGTERM, not Playwright's default SIGKILL, so the
      // wrapper removes nginx's temporary folder (config, logs) as it exits.
      gracefulShutdown: {signal: 'SIGTERM', timeout: 5_000},
    },
    {
      command: `node tests/hosts/github-pages.mjs --port ${githubPagesPort}`,
      url: `http://127.0.0.1:${githubPagesPort}${githubPagesBase}`,
      reuseExistingServer: false,
      timeout: 240_000,
    },
  ],
});
