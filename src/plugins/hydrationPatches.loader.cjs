// Applies one entry of the patches in hydrationPatches.ts to the file being
// bundled. Each text to find must occur exactly once, so an upgrade that
// changes the patched code fails the build instead of shipping unpatched.

/**
 * @this {{resourcePath: string, getOptions(): {edits: [string, string][]}}}
 * @param {string} source
 */
module.exports = function hydrationPatch(source) {
  const {edits} = this.getOptions();
  let patched = source;
  for (const [find, replace] of edits) {
    const occurrences = patched.split(find).length - 1;
    if (occurrences !== 1) {
      throw new Error(
        `${this.resourcePath}: expected to find \`${find}\` once, found it ` +
          `${occurrences} times. Docusaurus changed this file; see ` +
          'src/plugins/hydrationPatches.ts for what the patch is for, then ' +
          'update or remove it.',
      );
    }
    patched = patched.replace(find, () => replace);
  }
  return patched;
};
