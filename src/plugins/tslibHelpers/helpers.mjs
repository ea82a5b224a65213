// The tslib helpers @docusaurus/utils-common's client code calls, taken from
// tslib's own ES module, so the bundler keeps these and drops the rest
// (index.ts).
export {__importDefault} from 'tslib';
