import * as api from '../../data/api';
import * as billing from '../../data/billing';
import * as chatmodal from '../../data/chatmodal';
import * as chatmodalSite from '../../data/chatmodalSite';
import * as crawling from '../../data/crawling';
import * as keys from '../../data/keys';
import * as landingPage from '../../data/landingPage';
import * as plans from '../../data/plans';
import * as product from '../../data/product';
import * as recrawl from '../../data/recrawl';
import * as team from '../../data/team';
import type {Fact, Table} from './define';

// The chat modal's names, which tests/docs/vocabulary.test.mjs reads here.
export {chatmodalAttribute, chatmodalEventProp} from '../../data/chatmodal';

/**
 * Every reference table the docs show and every fact they state in prose,
 * as the modules of src/data declare them beside their data (with
 * ./define.ts), in the order the catalogue lists them. A name declared
 * twice, or a fact that links to no table, stops the build.
 */

type Declarations = {
  tables?: Record<string, Table>;
  facts?: Record<string, Fact>;
};

const modules: Record<string, Declarations> = {
  api,
  keys,
  plans,
  billing,
  product,
  crawling,
  recrawl,
  chatmodal,
  chatmodalSite,
  landingPage,
  team,
};

function gather<T>(
  kind: 'table' | 'fact',
  of: (module: Declarations) => Record<string, T> | undefined,
) {
  const all: Record<string, T> = {};
  const declaredIn: Record<string, string> = {};
  for (const [module, declarations] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(of(declarations) ?? {})) {
      if (Object.hasOwn(all, name)) {
        throw new Error(
          `src/data/${declaredIn[name]}.ts and src/data/${module}.ts both declare the ${kind} "${name}": rename one.`,
        );
      }
      all[name] = value;
      declaredIn[name] = module;
    }
  }
  return all;
}

export const tables = gather('table', (module) => module.tables);
export const facts = gather('fact', (module) => module.facts);

for (const [name, {table}] of Object.entries(facts)) {
  if (!Object.hasOwn(tables, table)) {
    throw new Error(
      `The fact "${name}" links to the table "${table}", which no module of src/data declares.`,
    );
  }
}
