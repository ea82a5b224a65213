import assert from 'node:assert/strict';
import {test} from 'node:test';
import {loadTs, serveIndex} from '../../testing.mjs';

const {searchDocs, excerpt} = loadTs(new URL('engine.ts', import.meta.url));
const {correct, editDistance} = loadTs(
  new URL('vocabulary.ts', import.meta.url),
);

const section = (url, heading, text, page = 'Cape') => ({
  url,
  page,
  heading,
  text,
});
const site = serveIndex([
  section('/docs/Cape', 'Cape', 'The Cape platform holds your assistants.'),
  section(
    '/docs/Cape#webhooks',
    'Webhooks',
    'Webhooks send events to your server as they happen.',
  ),
  section(
    '/docs/Cape#verifying-signatures',
    'Verifying signatures',
    'Check the signature of each webhook delivery before you act on it.',
  ),
  section(
    '/docs/Cape#pagination',
    'Pagination',
    'List endpoints return one page at a time; pass nextCursor as cursor.',
  ),
  section(
    '/docs/Cape#api-keys',
    'API keys',
    'Roll a key on a schedule; revoke a key that has leaked. Keys keys keys.',
  ),
  section(
    '/docs/Crawlers#schedules',
    'Schedules',
    'A crawler runs on a schedule, read in UTC. Crawling starts at the hour you set.',
    'Crawlers',
  ),
  section(
    '/docs/Chat#theming',
    'Theming',
    'The chat modal takes a primary colour and a corner radius.',
    'Chat',
  ),
]);
const urls = async (query) =>
  (await searchDocs(query, site)).results.map((result) => result.url);

test('a section whose heading names the query ranks above one that only mentions it', async () => {
  const found = await urls('webhook');
  assert.equal(found[0], `${site}docs/Cape#webhooks`);
  assert.ok(found.includes(`${site}docs/Cape#verifying-signatures`));
});

test('every word counts: the section holding all of the query beats one holding part of it', async () => {
  assert.equal(
    (await urls('webhook signature'))[0],
    `${site}docs/Cape#verifying-signatures`,
  );
});

test('word forms meet on their stem, and question words are ignored', async () => {
  assert.equal((await urls('crawls'))[0], `${site}docs/Crawlers#schedules`);
  assert.deepEqual(await urls('how do I paginate'), await urls('pagination'));
});

test('a misspelt word is searched as the docs word it is closest to, and the outcome says so', async () => {
  const outcome = await searchDocs('pagnation ', site);
  assert.equal(outcome.searchedFor, 'pagination');
  assert.equal(outcome.results[0]?.url, `${site}docs/Cape#pagination`);
  // A swap of neighbours is one typo.
  assert.equal((await searchDocs('shcedule ', site)).searchedFor, 'schedule');
  // A word the docs use is never "corrected".
  assert.equal((await searchDocs('keys', site)).searchedFor, undefined);
});

test('the word being typed also finds the docs words it begins', async () => {
  assert.equal((await urls('schedu'))[0], `${site}docs/Crawlers#schedules`);
  // Once a space follows it, it is a word of its own.
  assert.deepEqual(await urls('schedu '), []);
});

test('a reader word the docs name otherwise finds the docs name (synonyms)', async () => {
  assert.equal((await urls('rotate key'))[0], `${site}docs/Cape#api-keys`);
  assert.equal((await urls('color'))[0], `${site}docs/Chat#theming`);
});

test('a word the docs lack does not hide the sections with the others', async () => {
  assert.equal(
    (await urls('webhook signature zebra'))[0],
    `${site}docs/Cape#verifying-signatures`,
  );
  assert.deepEqual(await urls('qzxqzv'), []);
});

test('the other matching sections of its page lift a section above an equal one on a page that matches once', async () => {
  const quota = serveIndex([
    section('/docs/A#one', 'One', 'The quota is per key.', 'A'),
    section('/docs/B#one', 'One', 'The quota is per key.', 'B'),
    section('/docs/B#two', 'Two', 'Raise the quota on a bigger plan.', 'B'),
  ]);
  const {results} = await searchDocs('quota', quota);
  const order = results.map((result) => result.url);
  assert.equal(order.length, 3);
  assert.ok(
    order.indexOf(`${quota}docs/B#one`) < order.indexOf(`${quota}docs/A#one`),
    order.join(', '),
  );
});

test('results carry the page, the section unless it is the opening, and the excerpt with matches marked', async () => {
  const {results} = await searchDocs('platform', site);
  assert.deepEqual(results[0], {
    url: `${site}docs/Cape`,
    page: 'Cape',
    section: undefined,
    excerpt: [
      {text: 'The Cape ', match: false},
      {text: 'platform', match: true},
      {text: ' holds your assistants.', match: false},
    ],
  });
  const long = excerpt(
    `${'word '.repeat(40)}target ${'word '.repeat(40)}`,
    new Set(['target']),
  );
  assert.match(long[0]?.text ?? '', /^… word/);
  assert.equal(long.filter((segment) => segment.match).length, 1);
  assert.equal(long.at(-1)?.text, ' …');
  // The word is marked, not the punctuation around it.
  assert.deepEqual(
    excerpt('see (webhooks). Or `code`: t=1', new Set(['webhook', 'code'])),
    [
      {text: 'see (', match: false},
      {text: 'webhooks', match: true},
      {text: '). Or `', match: false},
      {text: 'code', match: true},
      {text: '`: t=1', match: false},
    ],
  );
});

test('typo correction: the nearest word within one edit (two for long words), the commonest of equals, a dropped letter favoured', () => {
  assert.equal(editDistance('crwal', 'crawl', 1), 1);
  assert.equal(editDistance('crawl', 'brawn', 1), 2);
  const vocabulary = {crawl: 5, craw: 50, webhook: 3, idempotency: 2};
  assert.equal(correct('crawl', [vocabulary]), 'crawl');
  // "crwl" is "crawl" with a letter left out, and "craw" with one changed.
  assert.equal(correct('crwl', [vocabulary]), 'crawl');
  assert.equal(correct('idmpotncy', [vocabulary]), 'idempotency');
  assert.equal(correct('webhok', [{}, vocabulary]), 'webhook');
  assert.equal(correct('zzzzzz', [vocabulary]), undefined);
});
