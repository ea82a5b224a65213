// The API reference as Markdown syntax (./reference.ts), from a small OpenAPI
// fixture: the heading ids content editors link to, the tables, the links to
// objects and to the tables the page already has; and the remark plugin
// (./index.ts) on a page and on the site's own document.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import createJiti from 'jiti';
import {createProcessor} from '@mdx-js/mdx';
import {toString as texts} from 'mdast-util-to-string';

const jiti = createJiti(import.meta.url, {interopDefault: true});
const {apiReference} = jiti('./reference.ts');
const {default: remarkApiReference, referenceAnchors} = jiti('./index.ts');

const ref = (name) => ({$ref: `#/components/schemas/${name}`});
const json = (name) => ({content: {'application/json': {schema: ref(name)}}});
const error = (code, description) => ({
  description,
  content: {'application/json': {example: {error: {code}}}},
});
const unauthorized = {$ref: '#/components/responses/Unauthorized'};
const idempotencyKey = {$ref: '#/components/parameters/IdempotencyKey'};
const object = (properties, required) => ({
  type: 'object',
  properties,
  required,
});

const fixture = {
  servers: [{url: 'https://api.example.com/v1'}],
  paths: {
    '/sources': {
      get: {
        operationId: 'listSources',
        'x-cape-sdk-method': 'sources.list',
        summary: 'Lists the sources.',
        parameters: [
          {$ref: '#/components/parameters/Limit'},
          {name: 'cursor', in: 'query', schema: {type: 'string'}},
        ],
        responses: {
          200: {description: 'One page of sources.', ...json('SourcePage')},
          401: unauthorized,
        },
      },
      post: {
        operationId: 'createSource',
        'x-cape-sdk-method': 'sources.create',
        summary: 'Creates a source.',
        parameters: [idempotencyKey],
        requestBody: json('CreateSourceRequest'),
        responses: {
          201: {description: 'The new source.', ...json('Source')},
          401: unauthorized,
          409: error(
            'conflict',
            'A clash (`conflict`), or the key is in use (`idempotency_key_in_use`).',
          ),
        },
      },
    },
    '/conversations/{conversationId}/handoff': {
      parameters: [{name: 'conversationId', in: 'path', required: true}],
      post: {
        operationId: 'requestHandoff',
        'x-cape-sdk-method': 'conversations.requestHandoff',
        summary: 'Records that the visitor asked for a person.',
        parameters: [idempotencyKey],
        responses: {
          200: {
            description: 'The conversation, with its `handoff`.',
            ...json('Conversation'),
          },
          401: unauthorized,
          409: error('idempotency_key_in_use', 'The key is in use.'),
        },
      },
    },
  },
  components: {
    parameters: {
      Limit: {name: 'limit', in: 'query', schema: {type: 'integer'}},
      IdempotencyKey: {
        name: 'Idempotency-Key',
        in: 'header',
        description: 'A long description the headers table shows.',
      },
    },
    responses: {Unauthorized: error('unauthorized', 'The key is wrong.')},
    schemas: {
      ErrorCode: {
        oneOf: ['unauthorized', 'conflict', 'idempotency_key_in_use'].map(
          (code) => ({const: code}),
        ),
      },
      SourceType: {
        description: 'How a source gets its content.',
        oneOf: [{const: 'website'}, {const: 'upload'}],
      },
      CrawlerConfig: object({maxDepth: {type: 'integer'}}),
      Source: object({
        id: {type: 'string'},
        type: ref('SourceType'),
        crawler: {
          oneOf: [ref('CrawlerConfig'), {type: 'null'}],
          description: 'The crawler; `null` for uploads.',
        },
      }),
      SourcePage: object({
        data: {type: 'array', items: ref('Source')},
        nextCursor: {type: ['string', 'null']},
      }),
      CreateSourceRequest: object(
        {
          name: {type: 'string', description: 'Shown in lists.'},
          crawler: ref('CrawlerConfig'),
        },
        ['name'],
      ),
      Handoff: object({email: {type: 'string'}}),
      Message: object({text: {type: 'string'}}),
      Conversation: object({
        id: {type: 'string'},
        updatedAt: {type: 'string', format: 'date-time'},
        handoff: {oneOf: [ref('Handoff'), {type: 'null'}]},
        messages: {type: 'array', items: ref('Message')},
      }),
    },
  },
};

const reference = apiReference(fixture);

const urls = (node) =>
  (node.type === 'link' ? [node.url] : []).concat(
    (node.children ?? []).flatMap(urls),
  );
const headings = (nodes) =>
  nodes
    .filter((node) => node.type === 'heading')
    .map((node) => [node.depth, texts(node), node.data.hProperties.id]);
/** The nodes from a heading's id up to the next heading. */
const section = (id, nodes = reference) => {
  const start = nodes.findIndex((node) => node.data?.hProperties?.id === id);
  assert.notEqual(start, -1, `no heading #${id}`);
  const end = nodes.findIndex(
    (node, i) => i > start && node.type === 'heading',
  );
  return nodes.slice(start + 1, end === -1 ? undefined : end);
};
const items = (list) => list.children.map(texts);
const rows = (table) => table.children.map((row) => row.children.map(texts));

test('one h3 per operation, its id the operationId in kebab case, then the objects under an h2', () => {
  assert.deepEqual(headings(reference), [
    [3, 'GET /v1/sources', 'list-sources'],
    [3, 'POST /v1/sources', 'create-source'],
    [3, 'POST /v1/conversations/{conversationId}/handoff', 'request-handoff'],
    [2, 'API objects', 'api-objects'],
    // Not CrawlerConfig, tabled elsewhere, nor SourcePage, a list's page.
    [3, 'Source', 'source-object'],
    [3, 'Conversation', 'conversation-object'],
    [3, 'Handoff', 'handoff-object'],
    [3, 'Message', 'message-object'],
  ]);
  for (const node of reference.filter((node) => node.type === 'heading')) {
    assert.equal(node.data.hProperties['data-search-weight'], '0.5');
  }
  // Positions would point into the generated text, not the page.
  assert.doesNotMatch(JSON.stringify(reference), /"position"/);
});

test('the common errors, the POST header and pagination are said once, before the operations', () => {
  const [intro, once] = reference;
  assert.equal(
    texts(intro),
    'Each operation, generated from the OpenAPI document.',
  );
  assert.deepEqual(items(once), [
    'Any operation can give 401 unauthorized (errors). An operation lists only its other errors.',
    'Every POST takes an optional Idempotency-Key (headers) and can give 409 idempotency_key_in_use.',
    'A list takes limit and cursor (pagination).',
  ]);
  assert.deepEqual(urls(once), ['#errors', '#headers', '#pagination']);
});

test('an operation: summary, SDK method, body fields, response and its own errors', () => {
  const [summary, sdk, body, response, ...rest] = section('create-source');
  assert.equal(texts(summary), 'Creates a source.');
  // The optional header every POST takes is said once, before the
  // operations; its long description is the headers table's.
  assert.deepEqual(items(sdk), ['SDK: sources.create']);
  assert.deepEqual(rows(body), [
    ['Body field', 'Type', 'Description'],
    ['name', 'string, required', 'Shown in lists.'],
    ['crawler', 'crawler settings', ''],
  ]);
  assert.deepEqual(urls(body), ['/docs/Cape%20Webcrawlers#settings']);
  // On a phone, each row a block (src/components/ScrollableTable).
  assert.equal(body.data.hProperties['data-layout'], 'stacked');
  // "The new source." says no more than the link to Source; of the 409's
  // codes, idempotency_key_in_use, which every POST gives, is said once.
  assert.deepEqual(items(response), [
    'Returns: 201, a Source',
    'Errors: 409 conflict',
  ]);
  assert.deepEqual(urls(response), ['#source-object', '#errors']);
  assert.deepEqual(rest, []);
});

test('a list returns a page of objects; a path parameter is only in the heading; "an" object', () => {
  assert.deepEqual(items(section('list-sources')[1]), [
    'SDK: sources.list',
    'Returns: 200, a page of Source objects',
  ]);
  // The path parameter and the header every POST takes are not listed.
  assert.deepEqual(items(section('request-handoff')[1]), [
    'SDK: conversations.requestHandoff',
    'Returns: 200, a Conversation: The conversation, with its handoff.',
  ]);
  const document = structuredClone(fixture);
  document.components.schemas.Answer = document.components.schemas.Source;
  document.paths['/sources'].post.responses[201] = json('Answer');
  const [, , , returns] = section('create-source', apiReference(document));
  assert.equal(texts(returns.children[0]), 'Returns: 201, an Answer');
});

test('objects: each field once, nested objects linked, nullable said', () => {
  const [conversation] = section('conversation-object');
  assert.deepEqual(rows(conversation), [
    ['Field', 'Type', 'Description'],
    ['id', 'string', ''],
    ['updatedAt', 'timestamp', ''],
    ['handoff', 'Handoff or null', ''],
    ['messages', 'Message[]', ''],
  ]);
  assert.deepEqual(urls(conversation), ['#handoff-object', '#message-object']);
  assert.deepEqual(rows(section('source-object')[0]).slice(1), [
    ['id', 'string', ''],
    ['type', 'website, upload', 'How a source gets its content.'],
    ['crawler', 'crawler settings or null', 'The crawler; null for uploads.'],
  ]);
});

/** The nodes of the MDX `source` after the plugin ran on them. */
const plugin = (source) => {
  const tree = createProcessor({format: 'mdx'}).parse(source);
  remarkApiReference()(tree, {fail: assert.fail});
  return tree.children;
};

test('the plugin puts the reference where <ApiReference /> stands', () => {
  const [before, first, ...rest] = plugin('## API\n\n<ApiReference />');
  // The section the reference opens ranks in search as the reference does.
  assert.equal(before.data.hProperties['data-search-weight'], '0.5');
  assert.equal(first.type, 'paragraph');
  const ids = headings(rest).map(([, , id]) => id);
  // The site's document: every operation, with the ids editors link to.
  for (const id of ['create-source', 'rate-answer', 'conversation-object']) {
    assert.ok(ids.includes(id), `#${id}`);
  }
  assert.equal(new Set(ids).size, ids.length, 'every id once');
  assert.deepEqual(ids, referenceAnchors());
});

test('<ApiReference /> inside a paragraph or with attributes fails, and so does a description that is not inline', () => {
  assert.throws(() => plugin('See <ApiReference />'), /line of its own/);
  assert.throws(() => plugin('<ApiReference of="x" />'), /no attributes/);
  const document = structuredClone(fixture);
  document.paths['/sources'].get.summary = '- Lists\n- sources';
  assert.throws(
    () => apiReference(document),
    /inline Markdown in one paragraph; this is not: "- Lists\\n- sources"/,
  );
});
