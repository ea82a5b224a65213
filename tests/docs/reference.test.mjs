// Each fact in one place (src/data/README.md): every reference table is
// shown once, on the page the registry names, and the prose states the values
// it holds only through <Fact>, which links to the table. Each claim once: a
// sentence stated on one page is not stated again on another, where the copies
// drift apart. Cape's invented names agree across pages: every webhook event,
// chat-modal event, option and data attribute a page uses is one the reference
// data defines (static/openapi.yaml, src/data/chatmodal.ts); the crawler's
// robots.txt name and Cape's host names are the ones the data gives. API
// paths, SDK calls, and the React component the samples are checked against
// declaring exactly the documented options and events: samples.test.mjs.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {stemmer} from 'stemmer';
import {
  docs,
  loadTs,
  openApi,
  openApiFile,
} from '../../scripts/docs/sources.mjs';
import {sentences} from './prose.mjs';

const {tables, facts, chatmodalAttribute} = loadTs(
  '../../src/plugins/referenceTables/registry.ts',
);
const crawling = loadTs('../../src/data/crawling.ts');
const chatmodal = loadTs('../../src/data/chatmodal.ts');
const {landingPageHosts} = loadTs('../../src/data/landingPage.ts');
// Cape's own addresses: every https:// address src/data/team.ts exports.
const teamAddresses = Object.values(loadTs('../../src/data/team.ts')).filter(
  (value) => typeof value === 'string' && value.startsWith('https://'),
);

/** Text outside fenced code blocks, line by line (code blocks blanked). */
function proseLines(doc) {
  const lines = doc.source.split('\n');
  for (const {line, code} of doc.codeBlocks) {
    const length = code.split('\n').length + 2;
    for (let index = line - 1; index < line - 1 + length; index += 1) {
      lines[index] = '';
    }
  }
  return lines;
}

test('every reference table is shown exactly once, on the page the registry names', () => {
  const problems = [];
  for (const [id, table] of Object.entries(tables)) {
    const element = `<ReferenceTable of="${id}" />`;
    const shownOn = docs.flatMap((doc) =>
      Array(doc.source.split(element).length - 1).fill(doc.name),
    );
    if (shownOn.length !== 1 || shownOn[0] !== table.page) {
      problems.push(
        `${element} should be on ${table.page} once; it is on: ${shownOn.join(', ') || 'no page'}`,
      );
    }
  }
  assert.deepEqual(problems, []);
});

test('no page restates a value a reference table holds: it writes <Fact> instead', () => {
  const problems = [];
  for (const [id, fact] of Object.entries(facts)) {
    // The value as prose would write it, without Markdown code marks, as
    // whole words: "7 days" is in "within 7 days", not in "17 days".
    const text = fact.text().replace(/`/g, '');
    const pattern = new RegExp(
      `(?<![\\w.,])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w])`,
    );
    for (const doc of docs) {
      proseLines(doc).forEach((line, index) => {
        const prose = line
          .replace(/<Fact of="[^"]*" \/>/g, '')
          .replace(/`/g, '');
        if (pattern.test(prose)) {
          problems.push(
            `${doc.name}:${index + 1}: "${text}" is stated by <Fact of="${id}" />`,
          );
        }
      });
    }
  }
  assert.deepEqual(problems, []);
});

/** The URL pattern syntax, as the Cape Webcrawlers page documents it. */
function patternMatches(pattern, url) {
  const source = pattern
    .split(/(\*\*|\*)/)
    .map((part) =>
      part === '**'
        ? '.*'
        : part === '*'
          ? '[^/]*'
          : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${source}$`).test(url.split('#')[0]);
}

test('the URL pattern examples match exactly as the documented syntax says', () => {
  const wrong = crawling.urlPatternExamples
    .filter(
      ({pattern, url, matches}) => patternMatches(pattern, url) !== matches,
    )
    .map(
      ({pattern, url, matches}) =>
        `${pattern} ${matches ? 'does not match' : 'matches'} ${url}`,
    );
  assert.deepEqual(wrong, []);
  // Both answers appear, so the table teaches something.
  assert.ok(crawling.urlPatternExamples.some(({matches}) => matches));
  assert.ok(crawling.urlPatternExamples.some(({matches}) => !matches));
});

/** Every match of `pattern` in the docs, with where it stands. */
function mentions(pattern, within = docs) {
  return within.flatMap(({name, source}) =>
    source.split('\n').flatMap((line, index) =>
      [...line.matchAll(pattern)].map((match) => ({
        value: match[1],
        where: `${name}:${index + 1}`,
      })),
    ),
  );
}

const webhookEvents = Object.keys(openApi.webhooks);
const eventNames = chatmodal.chatmodalEvents.map(({name}) => name);

test('every webhook event a page names exists', () => {
  const unknown = mentions(
    /`((?:crawl|conversation|source|assistant)\.[a-z_]+)`/g,
  )
    .concat(mentions(/"type": "((?:crawl|conversation)\.[a-z_]+)"/g))
    .filter(({value}) => !webhookEvents.includes(value))
    .map(({value, where}) => `${where}: ${value}`);
  assert.deepEqual(unknown, []);
});

test('every chat-modal event a page listens to exists', () => {
  const onCalls = mentions(/\.(?:on|off)\('([\w-]+)'/g);
  // Event props of the React component: on<Event> inside <CapeChatmodal … />.
  const reactProps = docs.flatMap(({name, source}) =>
    [...source.matchAll(/<CapeChatmodal\b[\s\S]*?\/>/g)].flatMap((element) =>
      [...element[0].matchAll(/\bon([A-Z]\w*)=/g)].map((prop) => ({
        value: prop[1].toLowerCase(),
        where: `${name} <CapeChatmodal on${prop[1]}>`,
      })),
    ),
  );
  assert.ok(reactProps.length > 0, 'the docs show event props');
  const unknown = [...onCalls, ...reactProps]
    .filter(({value}) => !eventNames.includes(value))
    .map(({value, where}) => `${where}: ${value}`);
  assert.deepEqual(unknown, []);
});

test('every data- attribute of the embed snippet is a chat-modal option', () => {
  const attributes = new Set(
    chatmodal.chatmodalOptions.map(({name}) => chatmodalAttribute(name)),
  );
  const unknown = mentions(/\b(data-[a-z-]+[a-z])="/g)
    .filter(({value}) => !attributes.has(value))
    .map(({value, where}) => `${where}: ${value}`);
  assert.deepEqual(unknown, []);
});

test('the crawler is named in robots.txt as the data names it', () => {
  const named = mentions(/^\s*User-agent:\s*(\S+)/gim)
    .concat(mentions(/`(\w+Bot)`/g))
    .filter(({value}) => value !== '*');
  assert.ok(named.length > 0, "the docs show the crawler's robots.txt group");
  assert.deepEqual(
    named
      .filter(({value}) => value !== crawling.crawlerIdentity.robotsName)
      .map(({value, where}) => `${where}: ${value}`),
    [],
  );
});

test("every host of Cape's a page or the API document names is one the data gives", () => {
  const hostOf = (url) => new URL(url).host;
  const hosts = new Set([
    hostOf(crawling.crawlerIdentity.addressList),
    hostOf(chatmodal.chatmodalScript.src),
    hostOf(openApi.servers[0].url),
    ...teamAddresses.map(hostOf),
    landingPageHosts.defaultDomain,
  ]);
  // A landing page's default address is its slug under the default domain.
  const known = (host) =>
    hosts.has(host) || host.endsWith(`.${landingPageHosts.defaultDomain}`);
  const apiDocument = {
    name: 'static/openapi.yaml',
    source: readFileSync(openApiFile, 'utf8'),
  };
  const named = mentions(/\b((?:[\w-]+\.)*cape\.example\.com)\b/g, [
    ...docs,
    apiDocument,
  ]);
  assert.ok(named.length > 0);
  assert.deepEqual(
    named
      .filter(({value}) => !known(value))
      .map(({value, where}) => `${where}: ${value}`),
    [],
  );
});

// Two sentences are the same claim when their word 3-shingles overlap by at
// least SIMILARITY (Jaccard), read from the Markdown syntax tree
// (tests/docs/prose.mjs), words lower-cased and stemmed (the `stemmer`
// package the search index uses), so "replaces the stored one" and
// "replace the stored object" meet.
const SIMILARITY = 0.5;
const MIN_WORDS = 5;

const shingles = (text) => {
  const words = text
    .toLowerCase()
    .replace(/`/g, '')
    .split(/[^\p{L}\p{N}_./{}-]+/u)
    .filter(Boolean)
    .map((word) => stemmer(word));
  const set = new Set();
  for (let index = 0; index + 2 < words.length; index += 1) {
    set.add(words.slice(index, index + 3).join(' '));
  }
  return {words: words.length, set};
};

const similarity = (a, b) => {
  let shared = 0;
  for (const shingle of a) if (b.has(shingle)) shared += 1;
  return shared / (a.size + b.size - shared);
};

/**
 * The claims of a page: each sentence, and each clause of it (split at
 * `;`, `:` and dashes) long enough to state something on its own.
 */
function claims(doc) {
  return sentences(doc.source).flatMap((sentence) => {
    const parts = sentence.text.split(/\s*(?:[;:]|\s[—–]\s)\s*/);
    const units =
      parts.length > 1 ? [sentence.text, ...parts] : [sentence.text];
    return units
      .map((text) => ({doc, sentence, text, ...shingles(text)}))
      .filter(({words}) => words >= MIN_WORDS);
  });
}

test('no claim is stated in the same words on two pages', () => {
  const all = docs.flatMap(claims);
  const problems = new Map();
  for (let i = 0; i < all.length; i += 1) {
    for (let j = i + 1; j < all.length; j += 1) {
      const a = all[i];
      const b = all[j];
      if (a.doc === b.doc) continue;
      const score = similarity(a.set, b.set);
      if (score < SIMILARITY) continue;
      const at = (entry) => {
        const {line, column} = entry.sentence.position();
        return `${entry.doc.name}:${line}:${column}`;
      };
      const key = `${at(b)} ${at(a)}`;
      if (!problems.has(key) || problems.get(key).score < score) {
        problems.set(key, {
          score,
          line: `${at(b)}  repeats ${at(a)} (${Math.round(score * 100)}% alike): "${b.text.slice(0, 90)}"  state it on one page and link there from the other`,
        });
      }
    }
  }
  const lines = [...problems.values()].map(({line}) => line);
  assert.equal(lines.length, 0, `\n${lines.join('\n')}`);
});
