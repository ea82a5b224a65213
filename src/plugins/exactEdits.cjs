// Edits a file of Docusaurus's by exact text. Each text to find must occur
// exactly once, so an upgrade that changes the edited code fails the build,
// naming the file and the text, instead of shipping unedited.

/**
 * @param {string} source The file's text.
 * @param {readonly (readonly [find: string, replace: string])[]} edits
 * @param {{file: string, reason: string}} where The file, for the error, and
 *   the project file that says what the edits are for.
 * @returns {string}
 */
function applyExactEdits(source, edits, {file, reason}) {
  let edited = source;
  for (const [find, replace] of edits) {
    const occurrences = edited.split(find).length - 1;
    if (occurrences !== 1) {
      throw new Error(
        `${file}: expected to find \`${find}\` once, found it ` +
          `${occurrences} times. Docusaurus changed this file; see ` +
          `${reason} for what the edit is for, then update or remove it.`,
      );
    }
    edited = edited.replace(find, () => replace);
  }
  return edited;
}

module.exports = {applyExactEdits};
