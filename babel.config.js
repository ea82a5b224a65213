// Used only if the site opts out of Docusaurus Faster (SWC); kept so the
// classic layout stays complete and a switch back to Babel needs no edit.
module.exports = {
  presets: [require.resolve('@docusaurus/core/lib/babel/preset')],
};
