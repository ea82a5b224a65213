import {resolve} from 'node:path';
import {defineConfig, devices} from '@playwright/test';
import {
  chromiumArgs,
  findChromium,
  installHint,
} from '../../scripts/system-tools.cjs';

// Visual regression: Playwright's own screenshot comparison of the production
// build served by nginx (as tests/e2e is). `npm run test:visual` compares;
// `npm run test:visual -- --update` takes new baselines after an intended
// change. Baselines: tests/visual/__screenshots__/, one name per shot with no
// platform suffix: the browser (Debian's Chromium) and the fonts
// (tests/visual/fonts.conf) are the same on every machine that runs them.
const port = Number(process.env.E2E_PORT ?? 3210) + 8;

const executablePath = findChromium();
if (!executablePath) throw new Error(installHint);

export default defineConfig({
  testDir: '.',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  forbidOnly: true,
  retries: 0,
  workers: 2,
  reporter: [['list']],
  // A new baseline takes two shots that must agree; on a busy machine the
  // components test's ten can take a minute.
  timeout: 120_000,
  expect: {
    timeout: 60_000,
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      // Tolerance: a pixel counts as different past Playwright's default
      // colour distance (0.2), which absorbs anti-aliasing shades; and a shot
      // fails past 50 such pixels: a few glyph edges, where any layout shift,
      // colour or spacing change moves thousands.
      threshold: 0.2,
      maxDiffPixels: 50,
    },
  },
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${port}`,
    deviceScaleFactor: 1,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        ...chromiumArgs,
        '--font-render-hinting=none',
        '--force-color-profile=srgb',
      ],
      env: {...process.env, FONTCONFIG_FILE: resolve(__dirname, 'fonts.conf')},
    },
  },
  webServer: {
    command: `node scripts/serve-nginx.mjs --port ${port}`,
    cwd: resolve(__dirname, '../..'),
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
