// WebKit: Debian's WebKitGTK MiniBrowser, started by WebKitWebDriver under
// xvfb-run, driven over WebDriver classic by selenium-webdriver. Chosen over
// WebdriverIO's `webdriver` client for its four dependencies (against a
// dozen @wdio packages, some of which fetch drivers), and because, pointed at
// a running server with `usingServer`, it never starts Selenium Manager, so
// nothing is downloaded. WebKitGTK 2.50 does not offer WebDriver BiDi.
// Each session is a new MiniBrowser: its own storage and cache.
import {spawn} from 'node:child_process';
import {Builder, By, Key} from 'selenium-webdriver';
import {waitForServer} from 'selenium-webdriver/http/util.js';
import tools from '../../scripts/system-tools.cjs';

/** In the page: the element's box is the same a frame apart, and a click at its centre hits it. */
const actionable = `
  const [element, done] = arguments;
  const box = () => JSON.stringify(element.getBoundingClientRect());
  const before = box();
  requestAnimationFrame(() => requestAnimationFrame(() => {
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    done(before === box() && Boolean(hit && element.contains(hit)));
  }));
`;

const keys = {Escape: Key.ESCAPE, Enter: Key.ENTER, Control: Key.CONTROL};

export async function launchWebKit(port) {
  const found = tools.findWebKit();
  if (!found) throw new Error(tools.hint('webkit'));
  // A process group of its own, so stopping it stops Xvfb and the browsers.
  const server = spawn(
    found.xvfbRun,
    ['-a', '-s', '-screen 0 1920x1080x24', found.driver, `--port=${port}`],
    {detached: true, stdio: ['ignore', 'ignore', 'pipe']},
  );
  // MiniBrowser says so on the driver's stderr when its web process crashes
  // ("WebProcess CRASHED", or "the auxiliary process crashed" at its start)
  // or when it cannot reach Xvfb ("cannot open display", seen once in a CI
  // run under load, after which the new session never answered).
  let crashes = 0;
  server.stderr.on('data', (chunk) => {
    process.stderr.write(chunk);
    crashes +=
      String(chunk).match(/crashed|cannot open display/gi)?.length ?? 0;
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise((resolve) => server.on('exit', resolve));
  // selenium-webdriver's own wait until a driver answers /status, given up
  // as soon as the driver exits.
  await waitForServer(url, 15_000, exited).catch((error) => {
    if (server.exitCode === null) throw error;
    throw new Error(`WebKitWebDriver exited with code ${server.exitCode}.`);
  });
  return {
    crashes: () => crashes,
    async close() {
      if (server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
      await exited;
    },
    async newSession(baseUrl) {
      const starting = new Builder()
        .usingServer(url)
        .withCapabilities({
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': {
            binary: found.miniBrowser,
            args: ['--automation'],
          },
        })
        .build();
      // A MiniBrowser that failed to start leaves the new session waiting
      // for good: give up after a minute, so the test can try once more.
      let timer;
      const driver = await Promise.race([
        starting,
        new Promise((resolve, reject) => {
          timer = setTimeout(() => {
            starting.then((late) => late.quit()).catch(() => {});
            reject(new Error('MiniBrowser did not start within 60 s'));
          }, 60_000);
        }),
      ]).finally(() => clearTimeout(timer));
      const session = {
        goto: (path) => driver.get(baseUrl + encodeURI(path)),
        reload: () => driver.navigate().refresh(),
        evaluate: (fn, ...args) =>
          driver.executeScript(
            `return (${fn}).apply(null, arguments);`,
            ...args,
          ),
        // As Playwright does before a click: wait until the element holds
        // still (the same box twice, a frame apart) and is what a click at
        // its centre hits, so a click during a transition is not lost.
        async click(selector) {
          const element = await driver.findElement(By.css(selector));
          const deadline = Date.now() + 15_000;
          while (!(await driver.executeAsyncScript(actionable, element))) {
            if (Date.now() > deadline) {
              throw new Error(`${selector} never held still to be clicked`);
            }
          }
          await element.click();
        },
        clickAt: (x, y) =>
          driver
            .actions()
            .move({x: Math.round(x), y: Math.round(y), origin: 'viewport'})
            .click()
            .perform(),
        async press(key, modifier) {
          const actions = driver.actions();
          if (modifier) actions.keyDown(keys[modifier]);
          actions.sendKeys(keys[key] ?? key);
          if (modifier) actions.keyUp(keys[modifier]);
          await actions.perform();
        },
        type: (text) => driver.actions().sendKeys(text).perform(),
        // The window's outer size; the page's viewport is a little smaller.
        resize: (width, height) =>
          driver.manage().window().setRect({width, height}),
        close: () => driver.quit(),
      };
      await session.resize(1280, 900);
      return session;
    },
  };
}
