// Babel is not what builds the site: the bundler transpiles with SWC
// (docusaurus.config.ts, `webpack.jsLoader`). Docusaurus reads this file when
// `npm run write-translations` extracts the texts to translate from the
// source code, and would use it if the site went back to Babel
// (`future.faster.swcJsLoader`, `webpack.jsLoader: 'babel'`).
module.exports = {
  presets: [require.resolve('@docusaurus/core/lib/babel/preset')],
};
