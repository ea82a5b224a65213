// Firefox, driven by Puppeteer over WebDriver BiDi (puppeteer-core: it never
// downloads a browser; Debian's firefox-esr is used). Each session is a fresh
// browser context: its own storage and cache.
//
// Puppeteer follows Firefox's latest release, Debian ships the ESR: Puppeteer
// 24.43's `page.setViewport` also sends `emulation.setScreenOrientationOverride`,
// which Firefox ESR 140 does not know (puppeteer/puppeteer#14989), while the
// viewport itself is set with `browsingContext.setViewport`, which every ESR
// since 115 knows. So the window is sized at launch, and a resize that meets
// only that missing command is accepted once the page shows the new width.
import puppeteer from 'puppeteer-core';
import tools from '../../scripts/system-tools.cjs';

/** The Firefox ESR releases this smoke is known to pass with (README). */
export const knownToPass = ['140.12.0', '153.8.0'];
const oldestDrivable = 115;

export async function launchFirefox() {
  const executablePath = tools.findFirefox();
  if (!executablePath) throw new Error(tools.hint('firefox'));
  let browser;
  try {
    browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath,
      headless: true,
      defaultViewport: null,
      args: ['--width=1280', '--height=800'],
    });
  } catch (error) {
    throw new Error(
      `Firefox at ${executablePath} did not start for the smoke (${error.message.split('\n')[0]}). ${tools.hint('firefox')}`,
    );
  }
  const version = (await browser.version()).replace(/^Firefox\//i, '');
  console.log(
    `Firefox ${version} (${executablePath}); known to pass: ${knownToPass.join(', ')}`,
  );
  if (Number.parseInt(version, 10) < oldestDrivable) {
    await browser.close();
    throw new Error(
      `Firefox ${version} is older than ${oldestDrivable}, the first release with WebDriver BiDi's browsingContext.setViewport. ${tools.hint('firefox')}`,
    );
  }
  let orientationNoted = false;
  return {
    close: () => browser.close(),
    async newSession(baseUrl) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      // Firefox's own console, besides the page's probe.
      const nativeErrors = [];
      page.on('console', (message) => {
        if (message.type() === 'error') nativeErrors.push(message.text());
      });
      page.on('pageerror', (error) => nativeErrors.push(error.message));
      async function resize(width, height) {
        try {
          await page.setViewport({width, height});
          return;
        } catch (error) {
          if (
            !/unknown command emulation\.setScreenOrientationOverride/.test(
              error.message,
            )
          ) {
            throw new Error(
              `Firefox ${version} could not set a ${width} x ${height} viewport: ${error.message.split('\n')[0]}. The smoke is known to pass with Firefox ESR ${knownToPass.join(' and ')}.`,
            );
          }
        }
        if (!orientationNoted) {
          orientationNoted = true;
          console.log(
            `Firefox ${version} does not know emulation.setScreenOrientationOverride; the viewport is set by browsingContext.setViewport alone.`,
          );
        }
        // The viewport command was sent beside the one that failed: wait for it.
        const deadline = Date.now() + 5_000;
        /* global innerWidth */
        while ((await page.evaluate(() => innerWidth)) !== width) {
          if (Date.now() > deadline) {
            throw new Error(
              `Firefox ${version} did not take a ${width} px viewport. The smoke is known to pass with Firefox ESR ${knownToPass.join(' and ')}.`,
            );
          }
          await new Promise((wait) => setTimeout(wait, 50));
        }
      }
      return {
        nativeErrors,
        goto: (path) => page.goto(baseUrl + encodeURI(path)),
        reload: () => page.reload(),
        evaluate: (fn, ...args) => page.evaluate(fn, ...args),
        click: (selector) => page.click(selector),
        clickAt: (x, y) => page.mouse.click(x, y),
        async press(key, modifier) {
          if (modifier) await page.keyboard.down(modifier);
          await page.keyboard.press(key);
          if (modifier) await page.keyboard.up(modifier);
        },
        type: (text) => page.keyboard.type(text),
        resize,
        close: () => context.close(),
      };
    },
  };
}
