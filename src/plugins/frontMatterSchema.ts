import type {Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {frontMatterProblems} from '../frontMatter.mjs';

/**
 * Checks every doc's front matter against src/frontMatter.mjs once the docs
 * are loaded, in the dev server and in every build. Docusaurus checks the
 * types of the keys it knows and lets any other key through, so a misspelt
 * key would silently do nothing; here it fails, naming the file and the
 * closest known key. `npm run check` gives the line too.
 */
export default function frontMatterSchema(): Plugin {
  return {
    name: 'cape-front-matter-schema',
    allContentLoaded({allContent}) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.[
        'default'
      ] as LoadedContent | undefined;
      const problems = (docsContent?.loadedVersions ?? []).flatMap((version) =>
        version.docs.flatMap((doc) =>
          frontMatterProblems(doc.frontMatter).map(
            (problem) =>
              `  - ${doc.source.replace(/^@site\//, '')}: ${problem}`,
          ),
        ),
      );
      if (problems.length > 0) {
        throw new Error(
          `[cape-front-matter-schema] Front matter that Cape's docs do not accept (src/frontMatter.mjs):\n${problems.join('\n')}`,
        );
      }
    },
  };
}
