// Prose cannot contradict the API. In every page, and in the OpenAPI
// document's own descriptions, each sentence is checked against
// static/openapi.yaml and src/data:
// - a quantity stated in the words a data module names (src/data/product.ts
//   `statedAs`) is that module's value;
// - a status code next to an error code is that code's status, and a
//   sentence that lists error codes as retryable lists only retryable ones;
// - a status code or an API header next to an operation is one that
//   operation declares;
// - a length next to a request field is that field's limit;
// - an API header named anywhere exists in the document.
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

// Every data module may name how pages word its values (`statedAs`).
const statedAs = readdirSync(new URL('../../src/data/', import.meta.url))
  .filter((file) => file.endsWith('.ts'))
  .flatMap((file) => loadTs(`../../src/data/${file}`).statedAs ?? []);
const {facts} = loadTs('../../src/plugins/referenceTables/registry.ts');
const factText = (id) => facts[id]?.text().replace(/`/g, '') ?? '';

const errorCodes = new Map(
  openApi.components.schemas.ErrorCode.oneOf.map((code) => [code.const, code]),
);
const seconds = {second: 1, minute: 60, hour: 3600, day: 86_400, week: 604_800};
const numberWords = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
};
const quantity = new RegExp(
  `\\b(\\d[\\d,]*(?:\\.\\d+)?|${Object.keys(numberWords).join('|')})[ -](second|minute|hour|day|week|origin|question|character|item|MB)s?\\b`,
  'gi',
);

/** Quantities in a sentence: {index, text, value, unit}; times in seconds. */
function quantities(text) {
  return [...text.matchAll(quantity)].map((match) => {
    const word = match[1].toLowerCase();
    const number = numberWords[word] ?? Number(word.replace(/,/g, ''));
    const unit = match[2] === 'MB' ? 'megabyte' : match[2].toLowerCase();
    return seconds[unit]
      ? {
          index: match.index,
          text: match[0],
          value: number * seconds[unit],
          unit: 'second',
        }
      : {index: match.index, text: match[0], value: number, unit};
  });
}

const describe = (value, unit) => {
  if (unit === 'megabyte') return `${value} MB`;
  if (unit !== 'second') return `${value} ${unit}s`;
  const [name, size] = Object.entries(seconds)
    .reverse()
    .find(([, size]) => value % size === 0);
  return `${value / size} ${name}${value / size === 1 ? '' : 's'}`;
};

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

/** Headers the document declares, on which operations; standard ones pass. */
const standardHeaders = new Set([
  'Authorization',
  'Content-Type',
  'Accept',
  'Origin',
]);
const headersOf = (operation, onEveryResponse = false) => {
  if (onEveryResponse) {
    const parameters = (operation.parameters ?? [])
      .map((parameter) => dereference(parameter))
      .filter((parameter) => parameter.in === 'header')
      .map((parameter) => parameter.name);
    const perResponse = Object.values(operation.responses).map(
      (response) => new Set(Object.keys(dereference(response).headers ?? {})),
    );
    return new Set(
      [...allHeaders].filter(
        (name) =>
          parameters.includes(name) ||
          perResponse.every((names) => names.has(name)),
      ),
    );
  }
  const names = new Set(standardHeaders);
  for (const parameter of operation.parameters ?? []) {
    const resolved = dereference(parameter);
    if (resolved.in === 'header') names.add(resolved.name);
  }
  for (const response of Object.values(operation.responses)) {
    for (const name of Object.keys(dereference(response).headers ?? {}))
      names.add(name);
  }
  for (const scheme of Object.values(openApi.components.securitySchemes)) {
    if (scheme.in === 'header') names.add(scheme.name);
  }
  return names;
};
const allHeaders = new Set([
  ...operations.flatMap((operation) => [...headersOf(operation)]),
  ...Object.values(openApi.components.parameters)
    .filter((parameter) => parameter.in === 'header')
    .map((parameter) => parameter.name),
]);
const webhookHeaders = new Set(
  Object.values(openApi.webhooks).flatMap((item) =>
    (item.post.parameters ?? []).map(
      (parameter) => dereference(parameter).name,
    ),
  ),
);
for (const name of webhookHeaders) allHeaders.add(name);

/**
 * Operations a sentence speaks of all together: "every `POST`" means every
 * operation with that method, "every response" every operation.
 */
function everyIn(text) {
  const method =
    /\b(?:every|each|all)\b[^.;]*?\b(GET|POST|PATCH|DELETE)\b/.exec(text);
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

/** The problems in one sentence, as [offset, problem, fix]. */
const applies = (claim, text) =>
  claim.about.every((pattern) =>
    pattern.startsWith('!')
      ? !new RegExp(pattern.slice(1), 'i').test(text)
      : new RegExp(pattern, 'i').test(text),
  );

function check(text, claims = statedAs) {
  const problems = [];
  // Quantities in the words a data module names.
  for (const claim of claims) {
    if (!applies(claim, text)) continue;
    const unit = seconds[claim.unit] ? 'second' : claim.unit;
    const value = claim.value * (seconds[claim.unit] ?? 1);
    const stated = quantities(text).filter((found) => found.unit === unit);
    if (stated.length && !stated.some((found) => found.value === value)) {
      problems.push([
        stated[0].index,
        `"${stated[0].text}" where src/data says ${describe(value, unit)} (${claim.fact})`,
        facts[claim.fact]
          ? `write <Fact of="${claim.fact}" /> (in the OpenAPI document: ${describe(value, unit)})`
          : `write ${describe(value, unit)} (src/data/product.ts, ${claim.fact})`,
      ]);
    }
  }
  // Status codes next to error codes and operations.
  const codes = [...text.matchAll(/`([a-z_]+)`/g)]
    .map(([, code]) => code)
    .filter((code) => errorCodes.has(code));
  const named = operationsIn(text);
  for (const match of text.matchAll(/(?<![\w.-])`?([1-5]\d\d)`?(?![\w.%-])/g)) {
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
        `use one of ${[...allHeaders].filter((name) => !standardHeaders.has(name)).join(', ')}`,
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
    for (const match of clause[0].matchAll(
      /(?<![\w.-])`?([1-5]\d\d)`?(?![\w.%-])/g,
    )) {
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
  // Lengths next to request fields.
  const fields = [...text.matchAll(/`(\w+)`/g)]
    .map(([, name]) => name)
    .filter((name) => fieldLimits.has(name));
  for (const found of quantities(text).filter(
    (found) => found.unit === 'character',
  )) {
    if (
      fields.length &&
      !fields.some((name) => fieldLimits.get(name) === found.value)
    ) {
      problems.push([
        found.index,
        `"${found.text}" for ${fields.join(', ')}`,
        fields
          .map((name) => `${name}: maxLength ${fieldLimits.get(name)}`)
          .join('; '),
      ]);
    }
  }
  return problems;
}

test('no sentence on any page states a status, header, limit or duration the API document or src/data contradicts', () => {
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

test('no description in static/openapi.yaml states a number src/data contradicts, or a status, header or limit the document does not have', () => {
  const source = readFileSync(openApiFile, 'utf8');
  const lineCounter = new YAML.LineCounter();
  const document = YAML.parseDocument(source, {lineCounter});
  const problems = [];
  const where = 'static/openapi.yaml';
  YAML.visit(document, {
    Pair(_, pair) {
      if (!['description', 'summary'].includes(pair.key?.value)) return;
      const text = String(pair.value?.value ?? '');
      for (const sentence of text.split(/(?<=[.!?])\s+(?=[A-Z`(])/)) {
        const found = [...check(sentence)];
        // A duration typed in a description comes from src/data: some
        // statedAs entry must speak of it, so a test compares the two.
        const time = quantities(sentence).find(
          (entry) => entry.unit === 'second',
        );
        if (
          time &&
          !statedAs.some(
            (claim) => seconds[claim.unit] && applies(claim, sentence),
          )
        ) {
          found.push([
            time.index,
            `"${time.text}" comes from no data module`,
            'add a statedAs entry in src/data/product.ts whose value it must equal, or leave the number out',
          ]);
        }
        for (const [offset, problem, fix] of found) {
          const {line, col} = lineCounter.linePos(pair.value.range[0]);
          problems.push(
            `${where}:${line}:${col + Math.max(offset, 0)}  ${problem}  ${fix}`,
          );
        }
      }
    },
  });
  assert.equal(problems.length, 0, `\n${problems.join('\n')}`);
});

test('the checks find what they are for: a wrong duration, status, header and retry list fail', () => {
  const found = (text) => check(text).map(([, problem]) => problem);
  assert.match(
    found('Answer a webhook delivery within 60 seconds.').join(),
    /60 seconds/,
  );
  assert.deepEqual(
    found(
      'Answer a webhook delivery within <10 seconds>.'.replace(/[<>]/g, ''),
    ),
    [],
  );
  assert.match(
    found('Starting a crawl twice fails with `conflict` (`429`).').join(),
    /status 429/,
  );
  assert.match(
    found('`POST /v1/sources/{sourceId}/crawls` answers `201`.').join(),
    /status 201/,
  );
  assert.match(
    found('Retry `conflict` and `rate_limited` errors.').join(),
    /conflict/,
  );
  assert.match(
    found('Every response carries `Cape-RateLimit-Left`.').join(),
    /no header/,
  );
  assert.match(
    found('A `question` may be 4000 characters long.').join(),
    /question/,
  );
});
