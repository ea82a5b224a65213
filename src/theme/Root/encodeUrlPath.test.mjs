// The href every router link and the canonical tags get (./encodeUrlPath.ts).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import createJiti from 'jiti';

const load = createJiti(import.meta.url, {interopDefault: true});
const {encodeUrlPath} = load('./encodeUrlPath.ts');

test('a path with spaces is percent-encoded, its query and fragment kept', () => {
  assert.equal(encodeUrlPath('/docs/Cape UI'), '/docs/Cape%20UI');
  assert.equal(
    encodeUrlPath('/docs/Cape Landing Page/overview#custom domain'),
    '/docs/Cape%20Landing%20Page/overview#custom%20domain',
  );
  assert.equal(encodeUrlPath('/docs?q=a b'), '/docs?q=a%20b');
});

test('an encoded path is not encoded twice', () => {
  assert.equal(encodeUrlPath('/docs/Cape%20UI'), '/docs/Cape%20UI');
});

test('anything but a site-absolute path is left as it is', () => {
  for (const href of [
    'https://example.com/a b',
    '//example.com/a',
    '#section',
    'Cape UI',
  ]) {
    assert.equal(encodeUrlPath(href), href);
  }
});
