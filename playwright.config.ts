import {defineConfig, devices} from '@playwright/test';
import {chromiumArgs, findChromium, installHint} from './scripts/chromium.cjs';

// The suite runs against the production build, served by `docusaurus serve`
// exactly as `npm run serve` does; `npm test` builds first.
const port = Number(process.env.E2E_PORT ?? 3210);
const executablePath = findChromium();
if (!executablePath) {
  throw new Error(installHint);
}

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: [['list']],
  timeout: 30_000,
  expect: {timeout: 7_000},
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: {width: 1280, height: 800},
        launchOptions: {
          executablePath,
          args: chromiumArgs,
        },
      },
    },
  ],
  webServer: {
    command: `npx docusaurus serve --port ${port} --no-open`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
