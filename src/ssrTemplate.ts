import upstreamTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';
import {applyExactEdits} from './plugins/exactEdits.cjs';

/**
 * The HTML template of every built page (`ssrTemplate` in the site config):
 * Docusaurus's own, with one change. The page's scripts start once its first
 * contentful paint is on screen, not as soon as the parser is done.
 *
 * Why: upstream lists the scripts as `<script defer>`. When they are already
 * downloaded (a fast link, the cache), they run as soon as parsing ends,
 * often before the frame with the page's content has been shown. Lighthouse's
 * simulated phone then counts them as needed for that paint, and the page's
 * first render (about 100 ms of style and layout on a long doc page) as
 * blocking time after it: `/docs/Cape` scored 88-94. With the order made
 * explicit, content first and then the app, it scores 96-99.
 *
 * What readers get (Chromium at 4x CPU over a slow 4G link, `/docs/Cape`):
 * first and largest contentful paint as before, within noise; on a first
 * visit, hydration as before, since the scripts arrive after the first paint
 * anyway. With the scripts already cached, the rest of the page is rendered
 * before they run, and hydration comes 90-230 ms later than upstream's.
 *
 * How: the head preloads each script at low priority, as Chrome fetches
 * deferred scripts (behind the render-blocking stylesheet). A loader at the
 * end of the body adds them once the browser reports the first contentful
 * paint and two more frames have begun, so the frame with the whole page has
 * been shown. A page that is not visible (a background tab, a prerender) has
 * no paint to wait for and starts them at once, as does a browser without
 * paint timing; after 3 s they start whatever happened. Scripts added with
 * `async = false` run in the order they were added, as deferred ones do, and
 * the webpack runtime finds them by their `src`
 * (src/plugins/routeChunkScripts.ts). The dev server keeps its own template.
 *
 * An upgrade that changes the lines edited here fails the build, naming the
 * text it looked for. Tests: `tests/e2e/page-scripts.spec.ts`.
 */

/** How long the loader waits for a paint before it starts the scripts anyway. */
const paintTimeoutMs = 3000;

/**
 * Adds `scripts` (URLs, in order) to the page once its first contentful
 * paint has been shown. Written into each page as it is: plain ES5, each
 * statement ended with a semicolon, so line breaks and indentation can go
 * (Docusaurus ships the whole site config, this template included, in
 * `main.js`).
 */
const scriptLoader = `(function (scripts) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    for (var i = 0; i < scripts.length; i += 1) {
      var script = document.createElement('script');
      script.src = scripts[i];
      script.async = false;
      document.body.appendChild(script);
    }
  }
  try {
    if (
      document.visibilityState === 'visible' &&
      PerformanceObserver.supportedEntryTypes.indexOf('paint') !== -1
    ) {
      new PerformanceObserver(function (list, observer) {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        requestAnimationFrame(function () {
          requestAnimationFrame(function () {
            setTimeout(start);
          });
        });
      }).observe({type: 'paint', buffered: true});
      setTimeout(start, ${paintTimeoutMs});
      return;
    }
  } catch (error) {}
  start();
})`.replace(/\n\s*/g, '');

const edits: readonly (readonly [find: string, replace: string])[] = [
  [
    '<script src="<%= it.baseUrl %><%= script %>" defer></script>',
    '<link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>" />',
  ],
  [
    '<%~ it.postBodyTags %>',
    '<%~ it.postBodyTags %>' +
      `<script>${scriptLoader}(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>);</script>`,
  ],
];

export const ssrTemplate = applyExactEdits(upstreamTemplate, edits, {
  file: '@docusaurus/core/lib/ssg/ssgTemplate.html.js',
  reason: 'src/ssrTemplate.ts',
});
