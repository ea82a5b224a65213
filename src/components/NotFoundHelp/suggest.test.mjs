import assert from 'node:assert/strict';
import {test} from 'node:test';
import {loadTs} from '../../plugins/search/testing.mjs';

const {closestRoute, comparable} = loadTs(
  new URL('suggest.ts', import.meta.url),
);

// The site's routes, as the not-found page gets them from @generated/routes.
const routes = [
  '/',
  '/markdown-page',
  '/docs',
  '/docs/Cape',
  '/docs/Cape UI',
  '/docs/Cape Webcrawlers',
  '/docs/Cape Chatmodal UI',
  '/docs/Web Extractors',
  '/docs/Best Prectice/overview',
  '/docs/Cape Landing Page/overview',
];

for (const [typed, meant] of [
  ['/docs/cape ui', '/docs/Cape UI'],
  ['/docs/cape%20ui/', '/docs/Cape UI'],
  ['/docs/CapeUI', '/docs/Cape UI'],
  ['/docs/Cape-Webcrawlers', '/docs/Cape Webcrawlers'],
  ['/docs/Cape_Webcrawlers.html', '/docs/Cape Webcrawlers'],
  ['/docs/Best Practice/overview', '/docs/Best Prectice/overview'],
  ['/docs/Web Extractor', '/docs/Web Extractors'],
  ['/docs/Web Extarctors', '/docs/Web Extractors'],
  ['/markdown-pages', '/markdown-page'],
  ['/docs/Cape UI/extra', '/docs/Cape UI'],
  ['/docs/Cape Landing Page/overview/seo', '/docs/Cape Landing Page/overview'],
]) {
  test(`did you mean: ${typed} suggests ${meant}`, () => {
    assert.equal(closestRoute(typed, routes), meant);
  });
}

test('did you mean: a path close to no page, or the home page, suggests nothing', () => {
  assert.equal(closestRoute('/no-such-page-at-all', routes), undefined);
  assert.equal(closestRoute('/docs/webhook-signatures', routes), undefined);
  assert.equal(closestRoute('/', routes), undefined);
  // Three letters off is too many for a short path.
  assert.equal(closestRoute('/docs/Cxyz', routes), undefined);
});

test('paths are compared without case, separators, encoding or .html, and a stray % is kept', () => {
  assert.equal(comparable('/docs/Cape%20UI/index.html'), '/docs/capeui');
  assert.equal(comparable('/docs/100%'), '/docs/100%');
});
