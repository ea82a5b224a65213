import type {Plugin} from '@docusaurus/types';
import {openApiPath} from '../../openApiDocument';
import remarkReferenceTables, {registrySources} from './remark';

/**
 * The tables are made of static/openapi.yaml, src/data and the registry,
 * which the bundler does not see as the pages' dependencies: after an edit to
 * the API document alone, a build from the persistent cache kept the old
 * tables, and the dev server kept them after any edit to the data. This
 * plugin declares those files dependencies of every page the remark plugin
 * runs on, through the MDX loader's `dependencies` option (the one the docs
 * plugin uses for its own data file). Finding no such page stops start and
 * build: the option or the loader's rule has moved.
 */

type LoaderItem = {
  loader?: string;
  options?: {beforeDefaultRemarkPlugins?: unknown[]; dependencies?: string[]};
};
type Rule = {use?: unknown; oneOf?: Rule[]; rules?: Rule[]};

const runsTables = (entry: unknown) =>
  (Array.isArray(entry) ? entry[0] : entry) === remarkReferenceTables;

/** The MDX loader items, anywhere in `rules`, that run remarkReferenceTables. */
export function tableLoaders(rules: readonly unknown[]): LoaderItem[] {
  return (rules as Rule[]).flatMap((rule) => [
    ...(Array.isArray(rule?.use) ? (rule.use as LoaderItem[]) : []).filter(
      (item) =>
        /[\\/]@docusaurus[\\/]mdx-loader[\\/]/.test(item?.loader ?? '') &&
        item.options?.beforeDefaultRemarkPlugins?.some(runsTables),
    ),
    ...tableLoaders(rule?.oneOf ?? []),
    ...tableLoaders(rule?.rules ?? []),
  ]);
}

export default function referenceTablesDependencies(): Plugin {
  return {
    name: 'cape-reference-tables',
    configureWebpack(config) {
      const loaders = tableLoaders(config.module?.rules ?? []);
      if (loaders.length === 0) {
        throw new Error(
          '[cape-reference-tables] No MDX loader runs src/plugins/referenceTables, so changes to static/openapi.yaml would not rebuild the pages that show it. Has @docusaurus/mdx-loader changed how its rule is written?',
        );
      }
      for (const {options} of loaders) {
        options!.dependencies = [
          ...(options!.dependencies ?? []),
          openApiPath,
          ...registrySources,
        ];
      }
      return {};
    },
  };
}
