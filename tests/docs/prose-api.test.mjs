// Prose cannot contradict the API. In every page, and in the OpenAPI
// document's own descriptions, each sentence is checked against
// static/openapi.yaml:
// - a status code next to an error code is that code's status, and a
//   sentence that lists error codes as retryable lists only retryable ones;
// - a status code or an API header next to an operation is one that
//   operation declares;
// - a length next to a request field is that field's limit;
// - an API header named anywhere exists in the document.
// A duration typed in a description is one src/data holds (a page renders
// its numbers with <Fact>: the author checks' prose rule, docs.test.mjs).
// Each problem is one line: `file:line:column  problem  fix`.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import YAML from 'yaml';
import {
  dereference,
  docs,
  loadTs,
  openApi,
  openApiFile,
  operations,
} from '../../scripts/docs/sources.mjs';
import {sentences} from './prose.mjs';

const {facts} = loadTs('../../src/plugins/referenceTables/registry.ts');
const factText = (id) => facts[id]?.text().replace(/`/g, '') ?? '';

const errorCodes = new Map(
  openApi.components.schemas.ErrorCode.oneOf.map((code) => [code.const, code]),
);

/** Request fields with a length limit: name → maxLength. */
const fieldLimits = new Map();
for (const operation of operations) {
  const schema = dereference(
    operation.requestBody?.content?.['application/json']?.schema ?? {},
  );
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (property.maxLength) fieldLimits.set(name, property.maxLength);
  }
}

/**
 * The headers an operation declares, as parameters and on its responses
 * (with `onEvery`, on every response); standard ones and the security
 * schemes' pass.
 */
const standard = ['Authorization', 'Content-Type', 'Accept', 'Origin'];
const headerNames = (parameters = []) =>
  parameters
    .map((parameter) => dereference(parameter))
    .filter((parameter) => parameter.in === 'header')
    .map((parameter) => parameter.name);
const headersOf = (operation, onEvery = false) => {
  const responses = Object.values(operation.responses).map((response) =>
    Object.keys(dereference(response).headers ?? {}),
  );
  return new Set([
    ...headerNames(operation.parameters),
    ...(onEvery
      ? responses.reduce((all, names) => all.filter((n) => names.includes(n)))
      : [
          ...responses.flat(),
          ...standard,
          ...headerNames(Object.values(openApi.components.securitySchemes)),
        ]),
  ]);
};
const webhookHeaders = new Set(
  Object.values(openApi.webhooks).flatMap((item) =>
    headerNames(item.post.parameters),
  ),
);
const allHeaders = new Set([
  ...operations.flatMap((operation) => [...headersOf(operation)]),
  ...headerNames(Object.values(openApi.components.parameters)),
  ...webhookHeaders,
]);

/**
 * Operations a sentence speaks of all together: "every `POST`" means every
 * operation with that method, "every response" every operation.
 */
function everyIn(text) {
  const method =
    /\b(?:[Ee]very|[Ee]ach|[Aa]ll)\b[^.;]*?\b(GET|POST|PATCH|DELETE)\b/.exec(
      text,
    );
  if (method)
    return operations.filter((operation) => operation.method === method[1]);
  if (/\b(?:every|each|all) (?:response|answer)s?\b/i.test(text))
    return operations;
  return [];
}

/** Header names of the API's own families, as a page writes them in code. */
const apiHeader =
  /`((?:Cape|X-RateLimit|Idempotenc|Idempotent|Retry)-[A-Za-z-]+)`/g;

/** The operations a sentence names: `POST /v1/…`, an SDK method or an operationId. */
function operationsIn(text) {
  return operations.filter((operation) => {
    const path = operation.path.replace(/\{[^}]+\}/g, '(?:\\{\\w+\\}|\\w+)');
    return (
      new RegExp(`\\b${operation.method} ${path}(?![\\w/{])`).test(text) ||
      text.includes(`\`${operation.operationId}\``) ||
      (operation['x-cape-sdk-method'] &&
        new RegExp(
          `\\b(cape\\.)?${operation['x-cape-sdk-method'].replace('.', '\\.')}\\b`,
        ).test(text))
    );
  });
}

/** A status code, bare or in a code span, not part of a number or name. */
const statusCode = /(?<![\w.-])`?([1-5]\d\d)`?(?![\w.%-])/g;

/** The problems in one sentence, as [offset, problem, fix]. */
function check(text) {
  const problems = [];
  // Status codes next to error codes and operations.
  const codes = [...text.matchAll(/`([a-z_]+)`/g)]
    .map(([, code]) => code)
    .filter((code) => errorCodes.has(code));
  const named = operationsIn(text);
  for (const match of text.matchAll(statusCode)) {
    const status = match[1];
    if (!codes.length && !named.length) continue;
    const byCode = codes.some(
      (code) => String(errorCodes.get(code)['x-status']) === status,
    );
    const byOperation = named.some((operation) => operation.responses[status]);
    if (!byCode && !byOperation) {
      const expected = [
        ...codes.map(
          (code) => `${code} is ${errorCodes.get(code)['x-status']}`,
        ),
        ...named.map(
          (operation) =>
            `${operation.operationId} answers ${Object.keys(operation.responses).join(', ')}`,
        ),
      ];
      problems.push([
        match.index,
        `status ${status} is not what the API says here`,
        expected.join('; '),
      ]);
    }
  }
  // A list of error codes in a sentence about retrying lists retryable ones.
  const list = /`[a-z_]+`(?:(?:,\s*|,?\s+(?:or|and)\s+)`[a-z_]+`)+/.exec(text);
  if (
    list &&
    /\bretr(y|ies|ied|ying)\b/i.test(text) &&
    !/\b(not|never|don't|do not|no)\b/i.test(text)
  ) {
    for (const [, code] of list[0].matchAll(/`([a-z_]+)`/g)) {
      if (errorCodes.has(code) && !errorCodes.get(code)['x-retry']) {
        problems.push([
          text.indexOf(`\`${code}\``),
          `\`${code}\` listed among errors to retry, but the document marks it x-retry: false`,
          'drop it from the list, or link to the Retry? column of the errors table',
        ]);
      }
    }
  }
  // Headers next to an operation, and API headers anywhere.
  for (const match of text.matchAll(apiHeader)) {
    const header = match[1];
    if (!allHeaders.has(header)) {
      problems.push([
        match.index,
        `no header ${header} in static/openapi.yaml`,
        `use one of ${[...allHeaders].filter((name) => !standard.includes(name)).join(', ')}`,
      ]);
    } else if (
      named.length &&
      !webhookHeaders.has(header) &&
      !named.some((operation) => headersOf(operation).has(header))
    ) {
      problems.push([
        match.index,
        `${header} is not declared on ${named.map((operation) => operation.operationId).join(', ')}`,
        'declare it in static/openapi.yaml, or narrow the sentence',
      ]);
    }
  }
  // What a clause says of every operation of a method, or every response.
  for (const clause of text.matchAll(
    /[^;,]+?(?=[;,]\s|\s(?:and|but|while|when)\s|$)/g,
  )) {
    const every = everyIn(clause[0]);
    if (!every.length || named.length) continue;
    const at = (index) => clause.index + index;
    for (const match of clause[0].matchAll(statusCode)) {
      const missing = every.filter(
        (operation) => !operation.responses[match[1]],
      );
      if (missing.length) {
        problems.push([
          at(match.index),
          `not every operation meant answers ${match[1]}`,
          `${missing.map((operation) => operation.operationId).join(', ')} do not; narrow the sentence or point to the endpoints table`,
        ]);
      }
    }
    for (const match of clause[0].matchAll(apiHeader)) {
      const missing = every.filter(
        (operation) => !headersOf(operation, true).has(match[1]),
      );
      if (missing.length) {
        problems.push([
          at(match.index),
          `not every operation meant declares ${match[1]} on every response`,
          `${missing.map((operation) => operation.operationId).join(', ')} do not; declare it or narrow the sentence`,
        ]);
      }
    }
  }
  // Lengths in characters next to request fields.
  const fields = [...text.matchAll(/`(\w+)`/g)]
    .map(([, name]) => name)
    .filter((name) => fieldLimits.has(name));
  for (const match of text.matchAll(/\b(\d[\d,]*) characters?\b/g)) {
    const value = Number(match[1].replace(/,/g, ''));
    if (
      fields.length &&
      !fields.some((name) => fieldLimits.get(name) === value)
    ) {
      problems.push([
        match.index,
        `"${match[0]}" for ${fields.join(', ')}`,
        fields
          .map((name) => `${name}: maxLength ${fieldLimits.get(name)}`)
          .join('; '),
      ]);
    }
  }
  return problems;
}

test('no sentence on any page states a status, header or length the API document contradicts', () => {
  const problems = [];
  for (const doc of docs) {
    for (const sentence of sentences(doc.source, factText)) {
      for (const [offset, problem, fix] of check(sentence.text)) {
        const {line, column} = sentence.position(Math.max(offset, 0));
        problems.push(`${doc.name}:${line}:${column}  ${problem}  ${fix}`);
      }
    }
  }
  assert.equal(problems.length, 0, `\n${problems.join('\n')}`);
});

/** Every duration src/data holds: a number named for its unit (`timeoutSeconds`). */
const unitSeconds = {second: 1, minute: 60, hour: 3600, day: 86_400};
const dataDurations = [];
function collect(file, value, path) {
  const unit = /(second|minute|hour|day)s$/i.exec(path.at(-1))?.[1];
  if (typeof value === 'number' && unit) {
    dataDurations.push({
      name: `src/data/${file} ${path.join('.')} = ${value}`,
      seconds: value * unitSeconds[unit.toLowerCase()],
      // The words of its name: webhook, delivery, timeout.
      words: path
        .join('.')
        .split(/\.|(?=[A-Z])/)
        .slice(0, -1)
        .map((word) => word.toLowerCase())
        .filter((word) => word.length > 3),
    });
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      collect(file, item, [...path, key]);
    }
  }
}
for (const file of readdirSync(new URL('../../src/data/', import.meta.url))) {
  if (file.endsWith('.ts')) collect(file, loadTs(`../../src/data/${file}`), []);
}

const numberWords =
  ' one two three four five six seven eight nine ten eleven twelve'.split(' ');
const duration = new RegExp(
  `\\b(\\d[\\d,]*|${numberWords.slice(1).join('|')})[ -](second|minute|hour|day)s?\\b`,
  'gi',
);

/**
 * A duration typed in an OpenAPI description, where no <Fact> can render it,
 * is one src/data holds under a name the description shares a word with
 * (its text, or where it stands, such as `IdempotencyKey`).
 */
function durationChecks(sentence, where) {
  const context = `${where} ${sentence}`.toLowerCase();
  const named = dataDurations.filter(({words}) =>
    words.some((word) => context.includes(word)),
  );
  return [...sentence.matchAll(duration)].flatMap((match) => {
    const word = match[1].toLowerCase();
    const number = Number(word.replace(/,/g, '')) || numberWords.indexOf(word);
    const seconds = number * unitSeconds[match[2].toLowerCase()];
    if (named.some((entry) => entry.seconds === seconds)) return [];
    return [
      [
        match.index,
        named.length
          ? `"${match[0]}" is none of the durations src/data holds for this: ${named.map((entry) => entry.name).join(', ')}`
          : `"${match[0]}" comes from no duration in src/data`,
        'write the value src/data holds, or leave the number out (the description cannot render a <Fact>)',
      ],
    ];
  });
}

/** The problems of the descriptions and summaries in an OpenAPI document's source. */
function openApiProblems(source) {
  const lineCounter = new YAML.LineCounter();
  const document = YAML.parseDocument(source, {lineCounter});
  const problems = [];
  YAML.visit(document, {
    Pair(_, pair, path) {
      if (!['description', 'summary'].includes(pair.key?.value)) return;
      const text = String(pair.value?.value ?? '');
      const where = path
        .filter((node) => YAML.isPair(node))
        .map((node) => node.key.value)
        .join('.');
      const {line, col} = lineCounter.linePos(pair.value.range[0]);
      for (const sentence of text.split(/(?<=[.!?])\s+(?=[A-Z`(])/)) {
        const found = [...check(sentence), ...durationChecks(sentence, where)];
        for (const [offset, problem, fix] of found) {
          const column = col + text.indexOf(sentence) + Math.max(offset, 0);
          problems.push(
            `static/openapi.yaml:${line}:${column}  ${problem}  ${fix}`,
          );
        }
      }
    },
  });
  return problems;
}

test('no description in static/openapi.yaml states a duration src/data does not hold, or a status, header or limit the document does not have', () => {
  const problems = openApiProblems(readFileSync(openApiFile, 'utf8'));
  assert.equal(problems.length, 0, `\n${problems.join('\n')}`);
});

test('the checks find what they are for: a wrong status, header, retry list, length and duration fail', () => {
  for (const [text, problem] of [
    ['Starting a crawl twice fails with `conflict` (`429`).', /status 429/],
    ['`POST /v1/sources/{sourceId}/crawls` answers `201`.', /status 201/],
    ['Retry `conflict` and `rate_limited` errors.', /`conflict` listed/],
    ['Every response carries `Cape-RateLimit-Left`.', /no header/],
    ['A `question` may be 4000 characters long.', /"4000 characters"/],
  ]) {
    assert.match(
      check(text)
        .map(([, found]) => found)
        .join(),
      problem,
      text,
    );
  }
  // A description's duration: the webhook's 10 seconds typed as 11.
  const source = readFileSync(openApiFile, 'utf8');
  const planted = source.replace('within 10 seconds', 'within 11 seconds');
  assert.notEqual(planted, source, 'the webhook response states 10 seconds');
  const [problem, ...more] = openApiProblems(planted);
  assert.deepEqual(more, []);
  assert.match(
    problem,
    /^static\/openapi\.yaml:\d+:\d+ {2}"11 seconds" is none of the durations src\/data holds for this: .*webhookDelivery\.timeoutSeconds = 10/,
  );
});
