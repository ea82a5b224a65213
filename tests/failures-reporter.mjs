// A node:test reporter for authors: the failing tests and their messages
// (which name the file and line of the doc at fault), without stack traces.
// Used by `npm run check` (scripts/check.mjs).
export default async function* failuresReporter(source) {
  let passed = 0;
  let failed = 0;
  for await (const event of source) {
    if (event.type === 'test:pass' && event.data.details.type !== 'suite') {
      passed += 1;
    }
    if (event.type === 'test:fail' && event.data.details.type !== 'suite') {
      failed += 1;
      const error = event.data.details.error;
      const cause = error?.cause ?? error;
      const message = String(cause?.message ?? cause).trim();
      yield `✗ ${event.data.name}\n${message
        .split('\n')
        .map((line) => `    ${line}`)
        .join('\n')}\n\n`;
    }
  }
  yield `${passed} passed, ${failed} failed\n`;
}
