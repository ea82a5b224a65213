import type {Plugin} from '@docusaurus/types';

/**
 * Says so when a page's scripts fail on its first load, instead of leaving a
 * readable page that silently does nothing (tabs, copy buttons, the drawer,
 * search). The specification's answer to "a page fails to load" is the error
 * text and a Retry button; Docusaurus gives one when a route fails while the
 * app runs, but not before it has started.
 *
 * An inline script in the head, so it is listening before any script loads,
 * catches a failed `<script>` (in the capture phase, where resource errors
 * arrive) and a chunk that fails while the app preloads the first route (an
 * unhandled `ChunkLoadError`). It then shows a notice at the foot of the
 * screen, over the prerendered page, which stays readable. Retry first asks
 * for the failed script again; if it arrives, the page reloads and starts,
 * and if not, the notice says so and the page stays.
 * Once the app has hydrated, failures are the app's to report, as upstream.
 * Styles: src/css/load-failure.css. Test: tests/e2e/load-failure.spec.ts.
 */
export default function loadFailureNotice(): Plugin {
  const script = `(function () {
  var notice;
  var lead = 'This page could not load its scripts, so it will not respond to clicks. ';
  function hydrated() {
    return document.documentElement.getAttribute('data-has-hydrated') === 'true';
  }
  function show(message, url) {
    if (hydrated() || !document.body) return;
    if (!notice) {
      notice = document.createElement('div');
      notice.className = 'cape-load-failure';
      notice.setAttribute('role', 'alert');
      var text = document.createElement('p');
      var retry = document.createElement('button');
      retry.type = 'button';
      retry.className = 'button button--primary button--sm';
      retry.textContent = 'Retry';
      retry.addEventListener('click', function () {
        retry.disabled = true;
        fetch(notice.getAttribute('data-url') || location.href, {cache: 'reload'}).then(function (response) {
          if (!response.ok) throw new Error(response.status + ' ' + response.statusText);
          location.reload();
        }).catch(function (error) {
          text.textContent = lead + 'Still failing: ' + error + '. Try again in a moment.';
          retry.disabled = false;
        });
      });
      notice.appendChild(text);
      notice.appendChild(retry);
      document.body.appendChild(notice);
    }
    notice.firstChild.textContent = lead + message;
    if (url) notice.setAttribute('data-url', url);
  }
  window.addEventListener('error', function (event) {
    var target = event.target;
    if (target && target.tagName === 'SCRIPT' && target.src) {
      show('Failed to load ' + target.src, target.src);
    }
  }, true);
  window.addEventListener('unhandledrejection', function (event) {
    var reason = event.reason;
    if (reason && reason.name === 'ChunkLoadError') {
      var match = /\\((?:[^()]*: )?(\\S+\\.js)\\)/.exec(reason.message);
      show(String(reason), match ? match[1] : undefined);
    }
  });
})();`;
  return {
    name: 'cape-load-failure-notice',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: script}]};
    },
  };
}
