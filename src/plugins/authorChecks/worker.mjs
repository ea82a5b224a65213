// Runs the author checks for the dev server (./index.ts) in a thread of their
// own: they are ES modules the config loader cannot load, and the thread keeps
// cspell's dictionaries and the spelling of unchanged pages between saves.
// Each problem goes back as its line, `file:line:column  problem  fix`.
import {setPriority} from 'node:os';
import {parentPort} from 'node:worker_threads';
import {checkSite, format, readSite} from './checks.mjs';

// The lowest priority, for this thread alone (Linux keeps a nice value per
// thread): the checks take what the compiler leaves, never its time.
try {
  setPriority(19);
} catch {
  // A system that does not allow it runs the checks at normal priority.
}

parentPort.on('message', async ({id, siteDir}) => {
  try {
    const problems = await checkSite(await readSite(siteDir));
    parentPort.postMessage({id, problems: problems.map(format)});
  } catch (error) {
    parentPort.postMessage({id, error: String(error?.stack ?? error)});
  }
});
