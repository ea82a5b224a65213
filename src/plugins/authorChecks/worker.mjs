// Runs the author checks for the dev server (./index.ts) in a thread of their
// own (tinypool's): they are ES modules the config loader cannot load, and the
// thread keeps cspell's dictionaries and the spelling of unchanged pages
// between saves. Each problem goes back as its line,
// `file:line:column  problem  fix`.
import {setPriority} from 'node:os';
import {checkSite, format, readSite} from './checks.mjs';

// The lowest priority, for this thread alone (Linux keeps a nice value per
// thread): the checks take what the compiler leaves, never its time.
try {
  setPriority(19);
} catch {
  // A system that does not allow it runs the checks at normal priority.
}

export default async ({siteDir}) =>
  (await checkSite(await readSite(siteDir))).map(format);
