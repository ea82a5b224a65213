// Runs code samples from the docs as a reader would: TypeScript with tsx in
// an ES module project (as docs/Cape.mdx tells readers to), Python with
// python3, shell with bash. `@cape/sdk` resolves to the stand-in generated
// from the OpenAPI document (cape-sdk.mjs).
import {spawn} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {root} from '../../scripts/docs/sources.mjs';

// One folder per test process, removed when it exits.
const workDir = join(
  root,
  'node_modules',
  '.cache',
  'cape-doc-samples',
  String(process.pid),
);
process.on('exit', () => rmSync(workDir, {recursive: true, force: true}));

/** A fresh project directory: `"type": "module"` and `@cape/sdk` installed. */
export function sampleProject() {
  mkdirSync(workDir, {recursive: true});
  const dir = mkdtempSync(join(workDir, 'run-'));
  writeFileSync(join(dir, 'package.json'), '{"type": "module"}\n');
  const sdk = join(dir, 'node_modules', '@cape', 'sdk');
  mkdirSync(sdk, {recursive: true});
  writeFileSync(
    join(sdk, 'package.json'),
    '{"name": "@cape/sdk", "type": "module", "exports": "./index.js"}\n',
  );
  writeFileSync(
    join(sdk, 'index.js'),
    `export * from ${JSON.stringify(join(root, 'tests', 'samples', 'cape-sdk.mjs'))};\n`,
  );
  return dir;
}

/** How each language's sample file is named and run. */
const runners = {
  ts: (file) => [join(root, 'node_modules', '.bin', 'tsx'), [file]],
  python: (file) => ['python3', [file]],
  bash: (file) => ['bash', [file]],
};
const extensions = {ts: 'ts', python: 'py', bash: 'sh'};
export const languageOf = (lang) =>
  ({typescript: 'ts', py: 'python', sh: 'bash', shell: 'bash'})[lang] ?? lang;

/**
 * Starts a sample in `dir`. Resolves to the child process, with `output()`
 * (stdout and stderr so far) and `exited` (a promise of the exit code).
 */
export function startSample(dir, name, lang, code, env, extraArgs = []) {
  const language = languageOf(lang);
  const file = join(dir, `${name}.${extensions[language]}`);
  writeFileSync(file, code);
  const [command, args] = runners[language](file);
  args.push(...extraArgs);
  const child = spawn(command, args, {
    cwd: dir,
    env: {PATH: process.env.PATH, HOME: process.env.HOME, ...env},
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.on('close', resolve));
  return Object.assign(child, {
    exited,
    stdout: () => stdout,
    output: () => `${stdout}${stderr}`.trim(),
  });
}

/** Runs a sample to its end, killing it after `timeout` ms. */
export async function runSample(
  dir,
  name,
  lang,
  code,
  env,
  timeout = 20000,
  extraArgs = [],
) {
  const child = startSample(dir, name, lang, code, env, extraArgs);
  const timer = setTimeout(() => child.kill('SIGKILL'), timeout);
  const status = await child.exited;
  clearTimeout(timer);
  return {status, output: child.output()};
}
