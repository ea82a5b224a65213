// A node:test reporter for authors: the failing tests and their messages
// (which name the file and line of the doc at fault), without stack traces.
// Used by `npm run check` (scripts/check.mjs).
export default async function* failuresReporter(source) {
  let passed = 0;
  let failed = 0;
  for await (const {type, data} of source) {
    if (data?.details?.type === 'suite') continue;
    if (type === 'test:pass') passed += 1;
    if (type === 'test:fail') {
      failed += 1;
      const cause = data.details.error?.cause ?? data.details.error;
      const message = String(cause?.message ?? cause).trim();
      yield `✗ ${data.name}\n${message
        .split('\n')
        .map((line) => `    ${line}`)
        .join('\n')}\n\n`;
    }
  }
  yield `${passed} passed, ${failed} failed\n`;
}
