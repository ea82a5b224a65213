// The chat modal's React samples run as written in the Next.js App Router:
// a component file of the reader's (src/…) is a client component, so it starts
// with 'use client'; only files under app/ are server components, and they
// render the package's client component with plain values. The global
// `window.Cape` is optional in the package's types, so code reaches it with `?.`
// or after a check (scripts/docs/cape-sdk.d.ts), which the type check enforces.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {docs} from '../../scripts/docs/sources.mjs';

const reactSamples = docs.flatMap((doc) =>
  doc.codeBlocks
    .filter(
      (block) =>
        block.lang === 'tsx' &&
        /@cape\/chatmodal-react|window\.Cape\b/.test(block.code),
    )
    .map((block) => ({
      where: `${doc.name}:${block.line + 1}`,
      title: /title="([^"]*)"/.exec(block.meta)?.[1] ?? '',
      code: block.code,
    })),
);

test("every React sample of the chat modal outside app/ starts with 'use client'", () => {
  assert.ok(reactSamples.length > 5, 'the docs have React samples');
  const missing = reactSamples
    .filter(({title}) => !title.startsWith('app/'))
    .filter(({code}) => !/^'use client';\n/.test(code))
    .map(({where, title}) => `${where}: ${title || 'untitled'}`);
  assert.deepEqual(missing, []);
});

test('a server component sample passes the chat modal no function', () => {
  const problems = reactSamples
    .filter(({title}) => title.startsWith('app/'))
    .filter(({code}) => /\b(on[A-Z]\w*|getVisitorToken)=/.test(code))
    .map(({where}) => where);
  assert.deepEqual(problems, []);
});
