import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {dirname, join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {applyTrailingSlash} from '@docusaurus/utils-common';
import {site} from '../../site';
import {mdxToMarkdown} from './markdown';
import {markdownPath} from './paths';

type SidebarItem = {type: string; id?: string; items?: SidebarItem[]};
type Doc = LoadedContent['loadedVersions'][number]['docs'][number];

/** Doc ids in sidebar order, categories flattened. */
function docIds(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'category') return docIds(item.items ?? []);
    return item.type === 'doc' && item.id ? [item.id] : [];
  });
}

/**
 * Every doc as Markdown, for AI assistants, tools and readers who copy a page.
 * At build time it writes:
 * - each doc's Markdown beside its HTML, at its URL with `.md` added
 *   (`/docs/Cape UI.md`): a `# Title` and `Source: <url>` line, then the page
 *   (./markdown.ts); "Copy page" and "View as Markdown" fetch it
 *   (./theme/CopyPage, beside every doc's title through ./theme/DocItem/Content);
 * - `/llms.txt` (llmstxt.org): the summary, where the Markdown, the full text
 *   and the OpenAPI document are, and a link per page in reading order;
 * - `/llms-full.txt`: the docs index, then every page, in one file.
 * URLs are percent-encoded: page paths contain spaces.
 * The site's own components reach it as options: their Markdown form is
 * given by the config, which knows them (`components`).
 */
export type Options = {
  /**
   * Each MDX component's Markdown form, by name (`DocsIndexCards` is the
   * page list, written here).
   */
  components?: Record<string, string>;
};

export default function pageExport(
  {siteConfig, siteDir}: LoadContext,
  options?: unknown,
): Plugin {
  const {components: siteComponents = {}} = (options ?? {}) as Options;
  // Origin and base URL, for links written in the docs as `/docs/…`.
  const siteUrl = `${siteConfig.url}${siteConfig.baseUrl}`.replace(/\/$/, '');
  // A page's address, as its canonical link writes it.
  const urlOf = (doc: Doc) =>
    `${siteConfig.url}${encodeURI(
      applyTrailingSlash(doc.permalink, {
        trailingSlash: siteConfig.trailingSlash,
        baseUrl: siteConfig.baseUrl,
      }),
    )}`;
  let sidebarDocs: Doc[] = [];
  let indexDoc: Doc | undefined;
  return {
    name: 'cape-page-export',
    getThemePath() {
      return join(__dirname, 'theme');
    },
    allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as
        LoadedContent | undefined;
      const version = docs?.loadedVersions[0];
      if (!version) {
        throw new Error(
          'The page export reads the docs plugin, which has no content.',
        );
      }
      const byId = new Map(version.docs.map((doc) => [doc.id, doc]));
      sidebarDocs = Object.values(version.sidebars)
        .flatMap((sidebar) => docIds(sidebar as SidebarItem[]))
        .map((id) => {
          const doc = byId.get(id);
          if (!doc) {
            throw new Error(
              `The sidebar names a doc that does not exist: ${id}`,
            );
          }
          return doc;
        });
      indexDoc = version.docs.find(
        (doc) => doc.permalink === version.path || doc.slug === '/',
      );
    },
    async postBuild({outDir}) {
      const pageList = sidebarDocs
        .map((doc) => `- [${doc.title}](${urlOf(doc)}): ${doc.description}`)
        .join('\n');
      const components = {...siteComponents, DocsIndexCards: pageList};
      const pages = await Promise.all(
        [...(indexDoc ? [indexDoc] : []), ...sidebarDocs].map(async (doc) => {
          const page = doc.source.replace(/^@site\//, '');
          const markdown = mdxToMarkdown(
            await readFile(join(siteDir, page), 'utf8'),
            {siteDir, page, siteUrl, components},
          );
          const text = `# ${doc.title}\n\nSource: ${urlOf(doc)}\n\n${markdown}\n`;
          const file = join(
            outDir,
            markdownPath(doc.permalink).slice(siteConfig.baseUrl.length),
          );
          await mkdir(dirname(file), {recursive: true});
          await writeFile(file, text);
          return text;
        }),
      );
      const title = `# ${site.name} documentation`;
      await writeFile(
        join(outDir, 'llms.txt'),
        [
          title,
          '',
          `> ${site.name}: ${site.tagline} ${site.summary} ${site.promise}`,
          '',
          `Each page below is also served as Markdown at its URL with \`.md\` added (${siteConfig.url}${encodeURI(markdownPath(sidebarDocs[0]?.permalink ?? '/docs'))}). The API the pages describe is specified by an OpenAPI 3.1 document.`,
          '',
          '## Docs',
          '',
          pageList,
          '',
          '## API',
          '',
          `- [OpenAPI document](${siteUrl}/openapi.yaml): every operation, schema and webhook of the ${site.name} API, in OpenAPI 3.1`,
          '',
          '## Optional',
          '',
          `- [Full documentation](${siteUrl}/llms-full.txt): every page above, as Markdown, in one file`,
          '',
        ].join('\n'),
      );
      // Starts with the docs index, whose `# Cape documentation` is the title.
      await writeFile(join(outDir, 'llms-full.txt'), pages.join('\n'));
    },
  };
}
