// Code samples, the docs' and CONTRIBUTING.md's, with those nested in a
// Markdown sample: each names its language, and JSON, YAML, TypeScript and
// JavaScript samples parse. The language check is kept by hand: markdownlint's
// MD040 and remark-lint-fenced-code-flag see neither the nested samples nor
// run in the dev server, and neither guesses the language to write.
import ts from 'typescript';
import YAML from 'yaml';
import {lineColumn, problemIn} from './report.mjs';

/** The language a code block without one most likely holds. */
export function guessLanguage(code) {
  const text = code.trim();
  if (/^[{[]/.test(text)) return 'json';
  if (/^(\$ |curl |npm |npx |yarn |pnpm |export |#!)/m.test(text))
    return 'bash';
  if (
    /^(import|export|const|let|await|function|type|interface)\b/m.test(text)
  ) {
    return /<[A-Z]\w*/.test(text) ? 'tsx' : 'ts';
  }
  if (/^<[a-z!]/i.test(text)) return 'html';
  if (/^[\w-]+:(\s|$)/m.test(text)) return 'yaml';
  return 'text';
}

/** The place in the page of a line and column in a code block. */
const inPage = (block, {line, column}) => ({
  line: block.line + line,
  column: block.indent + column,
});

/** The syntax errors of a sample, each with its place in the sample. */
function syntaxErrors({lang, code}) {
  if (lang === 'json') {
    try {
      JSON.parse(code);
      return [];
    } catch (error) {
      const offset = /position (\d+)/.exec(error.message)?.[1] ?? code.length;
      return [
        {
          ...lineColumn(code, Number(offset)),
          problem: `the JSON sample does not parse: ${error.message.replace(/ in JSON.*$/, '')}`,
          fix: 'fix the JSON: double-quoted keys and strings, no trailing comma, no comments',
        },
      ];
    }
  }
  if (lang === 'yaml' || lang === 'yml') {
    // A front matter sample is several documents (--- blocks).
    return YAML.parseAllDocuments(code)
      .flatMap((doc) => doc.errors ?? [])
      .map((error) => {
        const {line, col} = error.linePos?.[0] ?? {line: 1, col: 1};
        return {
          line,
          column: col,
          problem: `the YAML sample does not parse: ${error.message.split('\n')[0].replace(/ at line \d+.*$/, '')}`,
          fix: 'fix the YAML: indent with spaces, quote values that hold ": "',
        };
      });
  }
  if (['ts', 'tsx', 'typescript', 'js', 'jsx', 'javascript'].includes(lang)) {
    const {diagnostics = []} = ts.transpileModule(code, {
      reportDiagnostics: true,
      fileName: `sample.${lang.startsWith('t') ? 'tsx' : 'jsx'}`,
      compilerOptions: {jsx: ts.JsxEmit.ReactJSX},
    });
    return diagnostics.map((diagnostic) => ({
      ...lineColumn(code, diagnostic.start ?? 0),
      problem: `the ${lang} sample does not parse: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`,
      fix: 'fix the syntax: samples run as written',
    }));
  }
  return [];
}

export function codeBlockChecks(page) {
  const at = problemIn(page);
  return page.codeBlocks.flatMap((block) => {
    if (!block.lang) {
      return at(
        {line: block.line, column: block.indent + 1},
        'code block without a language',
        `name it after the fence: \`\`\`${guessLanguage(block.code)}`,
      );
    }
    return syntaxErrors(block).map(({problem, fix, ...place}) =>
      at(inPage(block, place), problem, fix),
    );
  });
}
