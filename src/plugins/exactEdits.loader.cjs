// Applies exact edits to a file of a dependency as it is bundled (see
// exactEdits.ts). Each text to find must occur exactly once, so an upgrade
// that changes the edited code fails the build instead of shipping unedited.

/**
 * @this {{resourcePath: string, getOptions(): {edits: [string, string][], explainedIn: string}}}
 * @param {string} source
 */
module.exports = function exactEdits(source) {
  const {edits, explainedIn} = this.getOptions();
  let edited = source;
  for (const [find, replace] of edits) {
    const occurrences = edited.split(find).length - 1;
    if (occurrences !== 1) {
      throw new Error(
        `${this.resourcePath}: expected to find \`${find}\` once, found it ` +
          `${occurrences} times. An upgrade changed this file; see ` +
          `${explainedIn} for what the edit is for, then update or remove it.`,
      );
    }
    edited = edited.replace(find, () => replace);
  }
  return edited;
};
