// The components a doc uses: each one the docs know, imported when it needs
// an import, and each `<Screen>` naming a picture that exists.
import {closestMatch} from 'leven';
import createJiti from 'jiti';
import {closest, problemIn} from './report.mjs';

/** The components a page may use, with the import each needs. */
const componentImports = {
  Tabs: "import Tabs from '@theme/Tabs';",
  TabItem: "import TabItem from '@theme/TabItem';",
  CodeBlock: "import CodeBlock from '@theme/CodeBlock';",
  ContentFlowDiagram:
    "import ContentFlowDiagram from '@site/src/components/ContentFlowDiagram';",
  DocsIndexCards:
    "import DocsIndexCards from '@site/src/components/DocsIndexCards';",
};
/** Written in MDX without an import: rendered at build time or by the theme. */
const providedComponents = [
  'ReferenceTable',
  'Fact',
  'Details',
  'ApiReference',
  'Screen',
];
const known = [...Object.keys(componentImports), ...providedComponents];

/** The pictures `<Screen name="…" />` shows (src/components/Screen/screens.ts). */
const screenNames = Object.keys(
  createJiti(import.meta.url)('../../components/Screen/screens.ts').screens,
);

export function componentChecks(page) {
  const at = problemIn(page);
  return page.components
    .filter(
      ({name}) => !page.imports.has(name) && !providedComponents.includes(name),
    )
    .map((component) => {
      const {name} = component;
      if (componentImports[name]) {
        return at(
          component,
          `<${name}> is used but not imported`,
          `add \`${componentImports[name]}\` below the front matter`,
        );
      }
      const suggestion = closest(name, known);
      return at(
        component,
        `<${name}> is not a component the docs know`,
        suggestion
          ? `did you mean <${suggestion}>?`
          : `use one of ${known.map((n) => `<${n}>`).join(', ')} (CONTRIBUTING.md, "Components")`,
      );
    });
}

/** Each `<Screen>` names a picture of the map, by its `name`. */
export function screenChecks(page) {
  const at = problemIn(page);
  return page.components
    .filter(({name}) => name === 'Screen')
    .filter(({attributes}) => !screenNames.includes(attributes?.name))
    .map((screen) => {
      const written = screen.attributes?.name;
      return at(
        screen,
        written === undefined
          ? '<Screen> has no name'
          : `<Screen name="${written}"> is not a picture`,
        `did you mean name="${closestMatch(written ?? '', screenNames)}"? (src/components/Screen/screens.ts)`,
      );
    });
}
