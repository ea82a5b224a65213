// The site as the smoke sees it: the production build served by nginx with
// the shipped config (scripts/nginx.cjs), behind a small proxy that gives
// every engine the same probes, where WebDriver classic (WebKit) has no
// console log and no way to run a script before the page's own:
// - every HTML page gets `/__engine-probe.js` as its first script, right after
//   the Content-Security-Policy meta tag (so the policy applies to it too). It
//   reports console errors, uncaught errors, failed resources and CSP
//   violations back to the proxy;
// - every answer of 400 or more is recorded;
// - while `scriptsDown` is set, the site's scripts fail as on a dropped
//   connection, to provoke the load-failure notice.
import {readFileSync} from 'node:fs';
import http from 'node:http';
import nginx from '../../scripts/nginx.cjs';

const probe = `(function () {
  function report(text) {
    fetch('/__engine-probe', {method: 'POST', body: location.pathname + ': ' + text, keepalive: true});
  }
  var error = console.error;
  console.error = function () {
    report('console.error: ' + Array.prototype.map.call(arguments, String).join(' '));
    return error.apply(console, arguments);
  };
  addEventListener('error', function (event) {
    var target = event.target;
    if (target && target !== window && target.tagName) {
      report('failed to load ' + (target.src || target.href || target.tagName));
    } else {
      report('uncaught error: ' + event.message);
    }
  }, true);
  addEventListener('unhandledrejection', function (event) {
    report('unhandled rejection: ' + event.reason);
  });
  document.addEventListener('securitypolicyviolation', function (event) {
    report('CSP violation: ' + event.effectiveDirective + ' blocked ' + (event.blockedURI || 'inline code') + ' (' + event.sourceFile + ':' + event.lineNumber + ')');
  });
})();
`;

/** The paths of the build's sitemap, as readers type them (decoded). */
export function sitemapPaths(root = 'build') {
  const xml = readFileSync(`${root}/sitemap.xml`, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) =>
    decodeURI(new URL(url).pathname),
  );
}

/** Starts nginx on `port` and the proxy on `port + 1`; returns the proxy's URL and its records. */
export async function startSite(port) {
  const server = await nginx.startNginx({port});
  const site = {
    url: `http://127.0.0.1:${port + 1}`,
    /** What the probes and the proxy recorded since the last `takeErrors()`. */
    errors: [],
    scriptsDown: false,
    takeErrors() {
      return site.errors.splice(0);
    },
  };
  const proxy = http.createServer((request, response) => {
    const {pathname} = new URL(request.url, site.url);
    if (pathname === '/__engine-probe.js') {
      response.writeHead(200, {'content-type': 'text/javascript'});
      response.end(probe);
      return;
    }
    if (pathname === '/__engine-probe') {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        site.errors.push(body);
        response.writeHead(204).end();
      });
      return;
    }
    if (site.scriptsDown && /^\/assets\/js\/[^/]+\.js$/.test(pathname)) {
      request.socket.destroy();
      return;
    }
    const headers = {...request.headers};
    delete headers['accept-encoding'];
    const upstream = http.request(
      `${server.url}${request.url}`,
      {method: request.method, headers},
      (answer) => {
        // nginx's own redirects name its port: keep the browser on the proxy.
        if (answer.headers.location?.startsWith(server.url)) {
          answer.headers.location = answer.headers.location.replace(
            server.url,
            site.url,
          );
        }
        if (answer.statusCode >= 400) {
          site.errors.push(
            `${request.method} ${pathname} answered ${answer.statusCode}`,
          );
        }
        const type = answer.headers['content-type'] ?? '';
        if (!type.startsWith('text/html')) {
          response.writeHead(answer.statusCode, answer.headers);
          answer.pipe(response);
          return;
        }
        let html = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk) => (html += chunk));
        answer.on('end', () => {
          const tag = '<script src="/__engine-probe.js"></script>';
          const csp = /<meta http-equiv="Content-Security-Policy"[^>]*>/i;
          html = csp.test(html)
            ? html.replace(csp, (meta) => meta + tag)
            : html.replace(/<head>/i, `<head>${tag}`);
          delete answer.headers['content-length'];
          response.writeHead(answer.statusCode, answer.headers);
          response.end(html);
        });
      },
    );
    upstream.on('error', (error) => response.destroy(error));
    request.pipe(upstream);
  });
  await new Promise((resolve) => proxy.listen(port + 1, '127.0.0.1', resolve));
  site.stop = async () => {
    proxy.closeAllConnections();
    await new Promise((resolve) => proxy.close(resolve));
    await server.stop();
  };
  return site;
}
