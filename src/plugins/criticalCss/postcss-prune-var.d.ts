// postcss-prune-var ships no types.
declare module 'postcss-prune-var' {
  import type {PluginCreator} from 'postcss';

  const pruneVar: PluginCreator<{skip?: string[]}>;
  export default pruneVar;
}
