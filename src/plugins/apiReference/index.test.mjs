// The API reference as Markdown syntax (./reference.ts), from a small OpenAPI
// fixture: the heading ids content editors link to, the tables, the links to
// objects and to the tables the page already has; and the remark plugin
// (./index.ts) on a page and on the site's own document.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const jiti = createJiti(fileURLToPath(import.meta.url), {interopDefault: true});
const {apiReference, kebab, referenceAnchors, objectNames} =
  jiti('./reference.ts');
const remarkApiReference = jiti('./index.ts');

const error = (code, description) => ({
  description,
  content: {
    'application/json': {
      schema: {$ref: '#/components/schemas/Error'},
      example: {error: {code}},
    },
  },
});
const json = (name) => ({
  content: {
    'application/json': {schema: {$ref: `#/components/schemas/${name}`}},
  },
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
          401: {$ref: '#/components/responses/Unauthorized'},
        },
      },
      post: {
        operationId: 'createSource',
        'x-cape-sdk-method': 'sources.create',
        summary: 'Creates a source.',
        parameters: [{$ref: '#/components/parameters/IdempotencyKey'}],
        requestBody: json('CreateSourceRequest'),
        responses: {
          201: {description: 'The new source.', ...json('Source')},
          401: {$ref: '#/components/responses/Unauthorized'},
          409: {$ref: '#/components/responses/ConflictOrInUse'},
        },
      },
    },
    '/conversations/{conversationId}/handoff': {
      parameters: [{$ref: '#/components/parameters/ConversationId'}],
      post: {
        operationId: 'requestHandoff',
        'x-cape-sdk-method': 'conversations.requestHandoff',
        summary: 'Records that the visitor asked for a person.',
        parameters: [{$ref: '#/components/parameters/IdempotencyKey'}],
        requestBody: json('RequestHandoffRequest'),
        responses: {
          200: {
            description: 'The conversation, with its `handoff`.',
            ...json('Conversation'),
          },
          401: {$ref: '#/components/responses/Unauthorized'},
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
        schema: {type: 'string'},
      },
      ConversationId: {
        name: 'conversationId',
        in: 'path',
        required: true,
        description: "The conversation's ID.",
        schema: {type: 'string'},
      },
    },
    responses: {
      Unauthorized: error('unauthorized', 'The key is wrong.'),
      ConflictOrInUse: error(
        'conflict',
        'A clash (`conflict`), or the key is in use (`idempotency_key_in_use`).',
      ),
    },
    schemas: {
      ErrorCode: {
        oneOf: [
          {const: 'unauthorized'},
          {const: 'conflict'},
          {const: 'idempotency_key_in_use'},
        ],
      },
      Error: {type: 'object', properties: {error: {type: 'object'}}},
      SourceType: {
        description: 'How a source gets its content.',
        oneOf: [{const: 'website'}, {const: 'upload'}],
      },
      CrawlerConfig: {
        type: 'object',
        properties: {maxDepth: {type: 'integer', description: 'Most links.'}},
      },
      Source: {
        type: 'object',
        properties: {
          id: {type: 'string'},
          type: {$ref: '#/components/schemas/SourceType'},
          crawler: {
            oneOf: [
              {$ref: '#/components/schemas/CrawlerConfig'},
              {type: 'null'},
            ],
            description: 'The crawler; `null` for uploads.',
          },
        },
      },
      SourcePage: {
        type: 'object',
        properties: {
          data: {type: 'array', items: {$ref: '#/components/schemas/Source'}},
          nextCursor: {type: ['string', 'null']},
        },
      },
      CreateSourceRequest: {
        type: 'object',
        required: ['name'],
        properties: {
          name: {type: 'string', description: 'Shown in lists.'},
          crawler: {$ref: '#/components/schemas/CrawlerConfig'},
        },
      },
      RequestHandoffRequest: {
        type: 'object',
        required: ['email'],
        properties: {
          email: {type: 'string', description: 'Where to answer.'},
          message: {type: 'string'},
        },
      },
      Handoff: {
        type: 'object',
        properties: {
          email: {type: 'string'},
          requestedAt: {type: 'string', format: 'date-time'},
        },
      },
      Message: {
        type: 'object',
        properties: {text: {type: 'string', description: 'Said.'}},
      },
      Conversation: {
        type: 'object',
        properties: {
          id: {type: 'string'},
          handoff: {
            oneOf: [{$ref: '#/components/schemas/Handoff'}, {type: 'null'}],
          },
          messages: {
            type: 'array',
            items: {$ref: '#/components/schemas/Message'},
          },
        },
      },
    },
  },
};

const links = {
  errors: '#errors',
  headers: '#headers',
  pagination: '#pagination',
  schemas: {
    CrawlerConfig: {url: '/docs/Crawling#settings', label: 'crawler settings'},
  },
};

const texts = (node) =>
  node.type === 'text' || node.type === 'inlineCode'
    ? node.value
    : (node.children ?? []).map(texts).join('');
const urls = (node) =>
  node.type === 'link'
    ? [node.url, ...(node.children ?? []).flatMap(urls)]
    : (node.children ?? []).flatMap(urls);
const headings = (nodes) =>
  nodes
    .filter((node) => node.type === 'heading')
    .map((node) => ({
      depth: node.depth,
      text: texts(node),
      id: node.data?.hProperties?.id,
    }));
/** The nodes from a heading's id up to the next heading. */
const section = (nodes, id) => {
  const start = nodes.findIndex(
    (node) => node.type === 'heading' && node.data?.hProperties?.id === id,
  );
  assert.notEqual(start, -1, `no heading #${id}`);
  const end = nodes.findIndex(
    (node, index) => index > start && node.type === 'heading',
  );
  return nodes.slice(start + 1, end === -1 ? undefined : end);
};
const tableRows = (table) =>
  table.children.map((row) => row.children.map(texts));

test('operation ids become kebab case', () => {
  assert.equal(kebab('createSource'), 'create-source');
  assert.equal(kebab('rateAnswer'), 'rate-answer');
  assert.equal(kebab('requestHandoff'), 'request-handoff');
  assert.equal(kebab('getAssistantProfile'), 'get-assistant-profile');
  assert.equal(kebab('listCrawlUrls'), 'list-crawl-urls');
});

test('one h3 per operation, METHOD and path, then the objects under an h2', () => {
  const nodes = apiReference(fixture, links);
  assert.deepEqual(headings(nodes), [
    {depth: 3, text: 'GET /v1/sources', id: 'list-sources'},
    {depth: 3, text: 'POST /v1/sources', id: 'create-source'},
    {
      depth: 3,
      text: 'POST /v1/conversations/{conversationId}/handoff',
      id: 'request-handoff',
    },
    {depth: 2, text: 'API objects', id: 'api-objects'},
    {depth: 3, text: 'Source', id: 'source-object'},
    {depth: 3, text: 'Conversation', id: 'conversation-object'},
    {depth: 3, text: 'Handoff', id: 'handoff-object'},
    {depth: 3, text: 'Message', id: 'message-object'},
  ]);
  assert.deepEqual(
    referenceAnchors(fixture, links),
    headings(nodes).map(({id}) => id),
  );
  // Tabled elsewhere (crawler settings), or not an object: not here.
  assert.deepEqual(objectNames(fixture, links), [
    'Source',
    'Conversation',
    'Handoff',
    'Message',
  ]);
});

test('an operation: summary, SDK method, inputs, response and its own errors', () => {
  const nodes = section(apiReference(fixture, links), 'create-source');
  assert.equal(texts(nodes[0]), 'Creates a source.');
  const [request, body, response] = nodes.slice(1);
  // The optional header every POST takes is said once, before the operations.
  assert.deepEqual(request.children.map(texts), ['SDK: sources.create']);
  // The header's long description is the headers table's, not repeated.
  assert.doesNotMatch(JSON.stringify(nodes), /A long description/);
  assert.deepEqual(tableRows(body), [
    ['Body field', 'Type', 'Description'],
    ['name', 'string, required', 'Shown in lists.'],
    ['crawler', 'crawler settings', ''],
  ]);
  assert.deepEqual(urls(body), ['/docs/Crawling#settings']);
  // "The new source." says no more than the link to Source.
  // idempotency_key_in_use, which every POST gives, is said once.
  assert.deepEqual(response.children.map(texts), [
    'Returns: 201, a Source',
    'Errors: 409 conflict',
  ]);
  assert.deepEqual(urls(response), ['#source-object', '#errors']);
});

test('an object whose name starts with a vowel is "an" object', () => {
  const document = structuredClone(fixture);
  document.components.schemas.Answer = document.components.schemas.Source;
  document.paths['/sources'].post.responses[201] = json('Answer');
  const nodes = section(apiReference(document, links), 'create-source');
  assert.equal(texts(nodes[3].children[0]), 'Returns: 201, an Answer');
});

test('the common errors, the POST header and pagination are said once, before the operations', () => {
  const [intro, once] = apiReference(fixture, links);
  assert.equal(
    texts(intro),
    'Each operation, generated from the OpenAPI document.',
  );
  assert.deepEqual(once.children.map(texts), [
    'Any operation can give 401 unauthorized (errors). An operation lists only its other errors.',
    'Every POST takes an optional Idempotency-Key (headers) and can give 409 idempotency_key_in_use.',
    'A list takes limit and cursor (pagination).',
  ]);
  assert.deepEqual(urls(once), ['#errors', '#headers', '#pagination']);
  const list = section(apiReference(fixture, links), 'list-sources');
  assert.doesNotMatch(JSON.stringify(list), /Errors/);
});

test('a list: a page of objects; path parameters only in the heading', () => {
  const listed = section(apiReference(fixture, links), 'list-sources');
  assert.deepEqual(listed[1].children.map(texts), [
    'SDK: sources.list',
    'Returns: 200, a page of Source objects',
  ]);
  const handoff = section(apiReference(fixture, links), 'request-handoff');
  assert.deepEqual(handoff[1].children.map(texts), [
    'SDK: conversations.requestHandoff',
  ]);
  assert.deepEqual(tableRows(handoff[2]).slice(1), [
    ['email', 'string, required', 'Where to answer.'],
    ['message', 'string', ''],
  ]);
  // On a phone, each row a block (src/components/ScrollableTable).
  assert.equal(handoff[2].data.hProperties['data-layout'], 'stacked');
  assert.equal(
    texts(handoff[3].children[0]),
    'Returns: 200, a Conversation: The conversation, with its handoff.',
  );
});

test('objects: each field once, nested objects linked, nullable said', () => {
  const nodes = apiReference(fixture, links);
  const [conversation] = section(nodes, 'conversation-object');
  assert.deepEqual(tableRows(conversation), [
    ['Field', 'Type', 'Description'],
    ['id', 'string', ''],
    ['handoff', 'Handoff or null', ''],
    ['messages', 'Message[]', ''],
  ]);
  assert.deepEqual(urls(conversation), ['#handoff-object', '#message-object']);
  const [source] = section(nodes, 'source-object');
  assert.deepEqual(tableRows(source).slice(1), [
    ['id', 'string', ''],
    ['type', 'website, upload', 'How a source gets its content.'],
    ['crawler', 'crawler settings or null', 'The crawler; null for uploads.'],
  ]);
  const [handoff] = section(nodes, 'handoff-object');
  assert.deepEqual(tableRows(handoff)[2], ['requestedAt', 'timestamp', '']);
});

test('the plugin puts the reference where <ApiReference /> stands', () => {
  const tree = {
    type: 'root',
    children: [
      {type: 'heading', depth: 2, children: [{type: 'text', value: 'API'}]},
      {type: 'mdxJsxFlowElement', name: 'ApiReference', attributes: []},
    ],
  };
  remarkApiReference()(tree, {
    fail: (reason) => {
      throw new Error(reason);
    },
  });
  assert.equal(tree.children[0].type, 'heading');
  assert.equal(tree.children[1].type, 'paragraph');
  const ids = headings(tree.children).map(({id}) => id);
  // The site's document: every operation, with the ids editors link to.
  for (const id of ['create-source', 'rate-answer', 'request-handoff']) {
    assert.ok(ids.includes(id), `#${id}`);
  }
  assert.ok(ids.includes('conversation-object'));
  assert.equal(new Set(ids).size, ids.length, 'every id once');
  assert.deepEqual(ids.slice(1), referenceAnchors());
});

test('<ApiReference /> inside a paragraph or with attributes fails', () => {
  const fail = (reason) => {
    throw new Error(reason);
  };
  const inline = {
    type: 'root',
    children: [
      {
        type: 'paragraph',
        children: [{type: 'mdxJsxTextElement', name: 'ApiReference'}],
      },
    ],
  };
  assert.throws(() => remarkApiReference()(inline, {fail}), /line of its own/);
  const withAttribute = {
    type: 'root',
    children: [
      {
        type: 'mdxJsxFlowElement',
        name: 'ApiReference',
        attributes: [{type: 'mdxJsxAttribute', name: 'of', value: 'x'}],
      },
    ],
  };
  assert.throws(
    () => remarkApiReference()(withAttribute, {fail}),
    /no attributes/,
  );
});
