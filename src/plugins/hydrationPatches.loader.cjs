// Applies one entry of the patches in hydrationPatches.ts to the file being
// bundled (see exactEdits.cjs).
const {applyExactEdits} = require('./exactEdits.cjs');

/**
 * @this {{resourcePath: string, getOptions(): {edits: [string, string][]}}}
 * @param {string} source
 */
module.exports = function hydrationPatch(source) {
  return applyExactEdits(source, this.getOptions().edits, {
    file: this.resourcePath,
    reason: 'src/plugins/hydrationPatches.ts',
  });
};
