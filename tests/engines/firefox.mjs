// Firefox, driven by Puppeteer over WebDriver BiDi (puppeteer-core: it never
// downloads a browser; Debian's firefox-esr is used). Each session is a fresh
// browser context: its own storage and cache.
import puppeteer from 'puppeteer-core';
import firefox from '../../scripts/firefox.cjs';

export async function launchFirefox() {
  const executablePath = firefox.findFirefox();
  if (!executablePath) throw new Error(firefox.installHint);
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
  });
  return {
    close: () => browser.close(),
    async newSession(baseUrl) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({width: 1280, height: 800});
      // Firefox's own console, besides the page's probe.
      const nativeErrors = [];
      page.on('console', (message) => {
        if (message.type() === 'error') nativeErrors.push(message.text());
      });
      page.on('pageerror', (error) => nativeErrors.push(error.message));
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
        resize: (width, height) => page.setViewport({width, height}),
        close: () => context.close(),
      };
    },
  };
}
