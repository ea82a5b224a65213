import {test, expect, visit} from './fixtures';
import {allPages, capePage} from './site';

// The security headers nginx sends with the shipped config, which includes
// the `_headers.nginx` the build writes (src/plugins/securityHeaders). Every
// other test also fails on any Content Security Policy violation
// (fixtures.ts): the site's own pages, search, copy actions and error
// screens must run under this policy untouched.

/** A policy as directive name → sources. */
function parsePolicy(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

test('every page, asset and the not-found page come with the security headers; each page carries the policy in a meta tag before any script; the header files are not served', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const asset = /src="?(\/assets\/js\/[^"\s>]+)/.exec(html)![1]!;
  const pages = allPages.map(({path}) => encodeURI(path));
  for (const path of [...pages, asset, '/nope']) {
    const response = await request.get(path, {maxRedirects: 0});
    const headers = response.headers();
    expect(headers['content-security-policy'], path).toBeTruthy();
    // max-age of six months at least, what the HTTP Observatory asks.
    const hsts = headers['strict-transport-security'] ?? '';
    const maxAge = Number(/^max-age=(\d+)/.exec(hsts)?.[1]);
    expect(maxAge, `${path}: ${hsts}`).toBeGreaterThanOrEqual(15_768_000);
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['referrer-policy'], path).toBe(
      'strict-origin-when-cross-origin',
    );
    expect(headers['permissions-policy'], path).toContain('camera=()');
    expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
    if (!pages.includes(path)) continue;

    // For hosts without headers: the header's policy, less what only a
    // header can carry, in a meta tag before any script.
    const text = await response.text();
    const tag =
      /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(
        text,
      );
    expect(tag, path).not.toBeNull();
    expect(text.indexOf(tag![0]), path).toBeLessThan(text.indexOf('<script'));
    const header = parsePolicy(headers['content-security-policy']!);
    header.delete('frame-ancestors');
    expect(parsePolicy(tag![1]!.replace(/&#39;/g, "'")), path).toEqual(header);
  }
  for (const path of ['/_headers', '/_headers.nginx']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test('the policy is strict: own origin only, inline code by hash, no frames', async ({
  request,
}) => {
  const response = await request.get(encodeURI(capePage.path));
  const policy = parsePolicy(response.headers()['content-security-policy']!);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('connect-src')).toEqual(["'self'"]);
  const scripts = policy.get('script-src')!;
  expect(scripts[0]).toBe("'self'");
  // The rest are hashes: the build's inline scripts, and nothing else.
  expect(scripts.length).toBeGreaterThan(1);
  for (const source of scripts.slice(1)) {
    expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  }
  const styles = policy.get('style-src')!;
  expect(styles).not.toContain("'unsafe-inline'");
  for (const source of styles.slice(1)) {
    expect(source).toMatch(/^'unsafe-hashes'$|^'sha256-[A-Za-z0-9+/]{43}='$/);
  }
});

test.describe('code injected into a page', () => {
  test.use({expectedConsoleErrors: /Content Security Policy/});

  test('an inline script, an event handler or a script from another origin does not run, and is reported', async ({
    page,
  }) => {
    await visit(page, '/');
    const violations = page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          // Each policy, the header's and the meta tag's, reports its own.
          const seen = new Set<string>();
          document.addEventListener('securitypolicyviolation', (event) => {
            seen.add(event.effectiveDirective);
            if (seen.size === 2) resolve([...seen]);
          });
        }),
    );
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = "script";';
      document.body.append(script);
      const image = document.createElement('div');
      image.innerHTML =
        '<img src="/img/logo.svg" onload="window.injected = \'handler\'">';
      document.body.append(image);
    });
    expect((await violations).sort()).toEqual([
      'script-src-attr',
      'script-src-elem',
    ]);
    expect(
      await page.evaluate(() => (window as {injected?: string}).injected),
    ).toBeUndefined();

    // Reports of the code above may still be on their way: this one names
    // the script's URL.
    const blocked = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener('securitypolicyviolation', (event) => {
            if (event.blockedURI.startsWith('https:'))
              resolve(event.blockedURI);
          });
          const script = document.createElement('script');
          script.src = 'https://cdn.example.com/tracker.js';
          document.head.append(script);
        }),
    );
    expect(blocked).toBe('https://cdn.example.com/tracker.js');
  });
});
