// Cape's invented details must agree across pages: every endpoint, webhook
// event, chat-modal event and embed attribute a page mentions is one that
// cape-surface.json defines, and the platform page documents every endpoint.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import {join, relative} from 'node:path';
import {fileURLToPath} from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const surface = JSON.parse(
  readFileSync(join(root, 'tests', 'docs', 'cape-surface.json'), 'utf8'),
);

function listDocs(dir) {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listDocs(path);
    return /\.mdx?$/.test(entry.name) ? [path] : [];
  });
}

const docs = listDocs(join(root, 'docs')).map((path) => ({
  name: relative(root, path),
  lines: readFileSync(path, 'utf8').split('\n'),
}));

/** Every match of `pattern` in the docs, with where it stands. */
function mentions(pattern) {
  return docs.flatMap(({name, lines}) =>
    lines.flatMap((line, index) =>
      [...line.matchAll(pattern)].map((match) => ({
        value: match[1],
        where: `${name}:${index + 1}`,
      })),
    ),
  );
}

// `{sourceId}` in the canonical list stands for any one path segment.
const endpointPatterns = surface.endpoints.map(
  (endpoint) => new RegExp(`^${endpoint.replace(/\{[^}]+\}/g, '[^/\\s]+')}$`),
);
const isKnownEndpoint = (endpoint) =>
  endpointPatterns.some((pattern) => pattern.test(endpoint));

test('every endpoint a page names (METHOD /v1/...) exists', () => {
  const unknown = mentions(
    /\b((?:GET|POST|PATCH|PUT|DELETE) \/v1\/[\w{}/.-]*)/g,
  )
    .filter(({value}) => !isKnownEndpoint(value))
    .map(({value, where}) => `${where}: ${value}`);
  assert.deepEqual(unknown, []);
});

test('every API URL in an example has a known path', () => {
  const paths = surface.endpoints.map((endpoint) =>
    endpoint.replace(/^\w+ /, ''),
  );
  const pathPatterns = paths.map(
    (path) => new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
  );
  const unknown = mentions(/https:\/\/api\.cape\.example\.com(\/v1\/[\w/.-]*)/g)
    .filter(({value}) => !pathPatterns.some((pattern) => pattern.test(value)))
    .map(({value, where}) => `${where}: ${value}`);
  assert.deepEqual(unknown, []);
});

test('the platform page documents every endpoint', () => {
  const platform = docs.find(({name}) => name === 'docs/Cape.mdx');
  assert.ok(platform, 'docs/Cape.mdx exists');
  const text = platform.lines.join('\n');
  const missing = surface.endpoints.filter(
    (endpoint) => !text.includes(endpoint),
  );
  assert.deepEqual(missing, []);
});

test('every webhook event a page names exists', () => {
  const unknown = mentions(/`((?:crawl|conversation)\.[a-z_]+)`/g)
    .concat(mentions(/"type": "((?:crawl|conversation)\.[a-z_]+)"/g))
    .filter(({value}) => !surface.webhookEvents.includes(value))
    .map(({value, where}) => `${where}: ${value}`);
  assert.deepEqual(unknown, []);
});

test('every chat-modal event a page listens to exists', () => {
  const onCalls = mentions(/\.(?:on|off)\('([\w-]+)'/g);
  // Event props of the React component: on<Event> inside <CapeChatmodal ... />.
  const reactProps = docs.flatMap(({name, lines}) =>
    [...lines.join('\n').matchAll(/<CapeChatmodal\b[\s\S]*?\/>/g)].flatMap(
      (element) =>
        [...element[0].matchAll(/\bon([A-Z]\w*)=/g)].map((prop) => ({
          value: prop[1].toLowerCase(),
          where: `${name} <CapeChatmodal on${prop[1]}>`,
        })),
    ),
  );
  assert.ok(
    reactProps.length > 0,
    'the docs show the React component with event props',
  );
  const unknown = [...onCalls, ...reactProps]
    .filter(({value}) => !surface.chatmodalEvents.includes(value))
    .map(({value, where}) => `${where}: ${value}`);
  assert.deepEqual(unknown, []);
});

test('every data- attribute of the embed snippet is a chat-modal option', () => {
  const kebab = (option) =>
    `data-${option.replace(/\./g, '-').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
  const attributes = new Set(surface.chatmodalOptions.map(kebab));
  const unknown = mentions(/\b(data-[a-z-]+[a-z])="/g)
    .filter(({value}) => !attributes.has(value))
    .map(({value, where}) => `${where}: ${value}`);
  assert.deepEqual(unknown, []);
});
