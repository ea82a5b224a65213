// Type-checks code samples: TypeScript, TSX and JavaScript blocks against the SDK the
// docs describe (cape-sdk.d.ts), whose API types are generated here from the
// OpenAPI document, with Node.js's and the DOM's own types.
import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import openapiTS, {astToString} from 'openapi-typescript';
import ts from 'typescript';
import {openApiFile, root} from './sources.mjs';
import {pathToFileURL} from 'node:url';

const cacheDir = join(root, 'node_modules', '.cache', 'cape-doc-snippets');

/** Writes the API's types, generated from static/openapi.yaml, as `@cape/openapi`. */
async function generateApiTypes() {
  // A default makes a field optional in a request, not required.
  const ast = await openapiTS(pathToFileURL(openApiFile), {
    defaultNonNullable: false,
  });
  const file = join(cacheDir, 'cape-openapi.d.ts');
  writeFileSync(file, astToString(ast));
  return file;
}

/** JavaScript samples are checked as JavaScript: a reader runs them as written, untyped. */
const extensions = {tsx: 'tsx', js: 'js', javascript: 'js'};

/**
 * Type-checks `blocks` ({doc, block} with block.lang ts, tsx or js), returning one
 * message per problem, as `file:line: message`.
 */
export async function typeCheck(blocks) {
  rmSync(cacheDir, {recursive: true, force: true});
  mkdirSync(cacheDir, {recursive: true});
  const apiTypes = await generateApiTypes();
  const snippets = new Map();
  for (const entry of blocks) {
    const file = join(
      cacheDir,
      `${snippets.size}.${extensions[entry.block.lang] ?? 'ts'}`,
    );
    writeFileSync(file, entry.block.code);
    snippets.set(file, entry);
  }
  const options = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    moduleDetection: ts.ModuleDetectionKind.Force,
    jsx: ts.JsxEmit.ReactJSX,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    // Server samples run on Node.js: `process.env`, `node:crypto`, Buffer.
    types: ['node'],
    typeRoots: [join(root, 'node_modules', '@types')],
    paths: {'@cape/openapi': [apiTypes]},
  };
  const check = (files, extra) =>
    ts.getPreEmitDiagnostics(
      ts.createProgram(
        [...files, join(root, 'scripts', 'docs', 'cape-sdk.d.ts')],
        {...options, ...extra},
      ),
    );
  const files = [...snippets.keys()];
  const isJs = (file) => file.endsWith('.js');
  const diagnostics = [
    ...check(
      files.filter((file) => !isJs(file)),
      {},
    ),
    // Plain JavaScript as an editor checks it: wrong names and values, not
    // missing type annotations.
    ...check(files.filter(isJs), {
      allowJs: true,
      checkJs: true,
      noImplicitAny: false,
    }),
  ];
  return diagnostics.map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(
      diagnostic.messageText,
      '\n',
    );
    const snippet = diagnostic.file && snippets.get(diagnostic.file.fileName);
    if (!snippet)
      return `${diagnostic.file?.fileName ?? 'program'}: ${message}`;
    const {line} = diagnostic.file.getLineAndCharacterOfPosition(
      diagnostic.start ?? 0,
    );
    return `${snippet.doc.name}:${snippet.block.line + 1 + line}: ${message}`;
  });
}
