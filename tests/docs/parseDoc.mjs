// The docs tests read pages with the author checks' own parser, so the two
// cannot disagree (src/plugins/authorChecks/parse.mjs).
export {listDocs, parseDoc} from '../../src/plugins/authorChecks/parse.mjs';
