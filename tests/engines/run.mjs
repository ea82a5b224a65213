// Runs the behaviours (behaviours.mjs) in one engine with node:test: every
// route of the build's sitemap, then every behaviour, in one browser session
// (starting one takes seconds, a WebKit MiniBrowser most), its storage
// cleared and its window reset before each; a behaviour marked
// `freshSession` (one that needs an empty HTTP cache) gets a new session.
// A test fails on any console error, uncaught error, failed request or CSP
// violation it did not provoke on purpose.
import assert from 'node:assert/strict';
import {after, before, describe, test} from 'node:test';
import {behaviours, routeBehaviour} from './behaviours.mjs';
import {sitemapPaths, startSite} from './site.mjs';

/** `launch(port)` starts the engine; `offset` keeps each engine's ports apart. */
export function smoke(engine, launch, offset) {
  const port = Number(process.env.E2E_PORT ?? 3210) + offset;
  describe(engine, () => {
    let site;
    let browser;
    let session;
    const newSession = async () => {
      await session?.close().catch(() => {});
      session = await browser.newSession(site.url);
    };
    /**
     * What a new session would give: empty storage, the default window. On
     * robots.txt, a page of the site's origin that runs no script; what the
     * last page reports as it is left (its loads cut short) is dropped, as
     * closing a session dropped it.
     */
    const reset = async () => {
      await session.goto('/robots.txt');
      await session.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await session.resize(1280, 900);
      await new Promise((wait) => setTimeout(wait, 300));
    };
    before(async () => {
      site = await startSite(port);
      browser = await launch(port + 2);
    });
    after(async () => {
      await session?.close().catch(() => {});
      await browser?.close();
      await site?.stop();
    });
    for (const behaviour of [
      ...sitemapPaths().map(routeBehaviour),
      ...behaviours,
    ]) {
      const attempt = async (fresh) => {
        if (fresh || !session) await newSession();
        else await reset();
        site.takeErrors();
        session.nativeErrors?.splice(0);
        await behaviour.run(session, site);
        // Reports from the page's probe travel by fetch: let them land.
        await new Promise((wait) => setTimeout(wait, 300));
        const errors = [
          ...site.takeErrors(),
          ...(session.nativeErrors?.splice(0) ?? []),
        ];
        assert.deepEqual(
          errors.filter((error) => !behaviour.expectedErrors?.test(error)),
          [],
          `console errors, failed requests or CSP violations in ${engine}`,
        );
      };
      // A driver command that never answers fails the test, not the run.
      test(behaviour.name, {timeout: 240_000}, async () => {
        const crashes = browser.crashes?.() ?? 0;
        try {
          await attempt(behaviour.freshSession);
        } catch (error) {
          // Only when the engine itself reported a crashed web process (the
          // driver then answers with an empty error) or a browser that could
          // not start is the behaviour run once more, in a new browser; it
          // must pass there in full.
          if ((browser.crashes?.() ?? 0) === crashes) throw error;
          console.error(
            `[${engine}] the browser crashed or could not start during "${behaviour.name}" (${error}); running it once more in a new browser`,
          );
          await attempt(true);
        }
      });
    }
  });
}
