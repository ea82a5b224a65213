// Applies exact edits to a file of a dependency as it is bundled (see
// exactEdits.ts). Each text to find must occur exactly once, so an upgrade
// that changes the edited code fails instead of shipping unedited.

/**
 * Applies `edits` to `source`, the text of `file`; throws, naming the file,
 * the text and `explainedIn`, when a text to find is not there exactly once.
 * @param {string} source
 * @param {readonly (readonly [string, string])[]} edits
 * @param {string} file
 * @param {string} explainedIn
 * @returns {string}
 */
function applyEdits(source, edits, file, explainedIn) {
  let edited = source;
  for (const [find, replace] of edits) {
    const occurrences = edited.split(find).length - 1;
    if (occurrences !== 1) {
      throw new Error(
        `${file}: expected to find \`${find}\` once, found it ` +
          `${occurrences} times. An upgrade changed this file; see ` +
          `${explainedIn} for what the edit is for, then update or remove it.`,
      );
    }
    edited = edited.replace(find, () => replace);
  }
  return edited;
}

/**
 * @this {{resourcePath: string, getOptions(): {edits: [string, string][], explainedIn: string}}}
 * @param {string} source
 */
module.exports = function exactEdits(source) {
  const {edits, explainedIn} = this.getOptions();
  return applyEdits(source, edits, this.resourcePath, explainedIn);
};
module.exports.applyEdits = applyEdits;
