// Runs TypeScript samples one after another in this one process (started
// with tsx, as readers run them), each from its own project directory and
// with its own key: a process per sample costs seconds on a busy machine.
// argv: a JSON list of {file, dir, env}. Prints one `@@result` line each.
import {pathToFileURL} from 'node:url';

for (const {file, dir, env} of JSON.parse(process.argv[2])) {
  process.chdir(dir);
  Object.assign(process.env, env);
  let error = null;
  try {
    await import(pathToFileURL(file).href);
  } catch (caught) {
    error = String(caught?.stack ?? caught);
  }
  console.log(`@@result ${JSON.stringify({file, error})}`);
}
