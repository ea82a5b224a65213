// Cape's invented names must agree across pages: every webhook event,
// chat-modal event, option and data attribute a page uses is one the
// reference data defines (static/openapi.yaml, src/data/chatmodal.ts), and
// the React component the samples are checked against declares exactly the
// documented options; the crawler's robots.txt name and Cape's host names are
// the ones the data gives. API paths and SDK calls: samples.test.mjs.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import ts from 'typescript';
import {
  docs,
  loadTs,
  openApi,
  openApiFile,
  root,
} from '../../scripts/docs/sources.mjs';

const chatmodal = loadTs('../../src/data/chatmodal.ts');
const {crawlerIdentity} = loadTs('../../src/data/crawling.ts');
const {landingPageHosts} = loadTs('../../src/data/landingPage.ts');
// Cape's own addresses: every https:// address src/data/team.ts exports.
const teamAddresses = Object.values(loadTs('../../src/data/team.ts')).filter(
  (value) => typeof value === 'string' && value.startsWith('https://'),
);
const {chatmodalAttribute, chatmodalEventProp} = loadTs(
  '../../src/plugins/referenceTables/registry.ts',
);

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

test('the React component the samples use declares exactly the documented options and events', () => {
  const file = join(root, 'scripts', 'docs', 'cape-sdk.d.ts');
  const source = ts.createSourceFile(
    file,
    ts.sys.readFile(file),
    ts.ScriptTarget.Latest,
  );
  let props = [];
  const visit = (node) => {
    if (
      ts.isInterfaceDeclaration(node) &&
      node.name.text === 'CapeChatmodalProps'
    ) {
      props = node.members.map((member) => member.name.getText(source));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  const documented = [
    // Nested options (`theme.mode`) are one object prop (`theme`).
    ...new Set(chatmodal.chatmodalOptions.map(({name}) => name.split('.')[0])),
    'open',
    ...eventNames.map(chatmodalEventProp),
  ];
  assert.deepEqual([...props].sort(), documented.sort());
});

test('the crawler is named in robots.txt as the data names it', () => {
  const named = mentions(/^\s*User-agent:\s*(\S+)/gim)
    .concat(mentions(/`(\w+Bot)`/g))
    .filter(({value}) => value !== '*');
  assert.ok(named.length > 0, "the docs show the crawler's robots.txt group");
  assert.deepEqual(
    named
      .filter(({value}) => value !== crawlerIdentity.robotsName)
      .map(({value, where}) => `${where}: ${value}`),
    [],
  );
});

test("every host of Cape's a page or the API document names is one the data gives", () => {
  const hostOf = (url) => new URL(url).host;
  const hosts = new Set([
    hostOf(crawlerIdentity.addressList),
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
