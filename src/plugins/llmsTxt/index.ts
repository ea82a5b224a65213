import {readFile, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {applyTrailingSlash} from '@docusaurus/utils-common';
import {site} from '../../site';
import {
  contentFlowDescription,
  contentFlowTitle,
} from '../../components/ContentFlowDiagram/description';
import {referenceMarkdown} from '../referenceTables';
import {mdxToMarkdown} from './markdown';

type SidebarItem = {type: string; id?: string; items?: SidebarItem[]};
type Doc = LoadedContent['loadedVersions'][number]['docs'][number];

/** Doc ids in sidebar order, categories flattened. */
function docIds(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'category') return docIds(item.items ?? []);
    return item.type === 'doc' && item.id ? [item.id] : [];
  });
}

/** The Markdown heading and source line that open each page's section. */
export function sectionHeader(title: string, url: string): string {
  return `# ${title}\n\nSource: ${url}\n\n`;
}

/**
 * Writes `/llms.txt` (the site's summary and a link per page, in reading
 * order) and `/llms-full.txt` (the docs index, then every page, as plain
 * Markdown: ./markdown.ts) at build time, for AI assistants and tools that
 * read documentation. The "Copy page" action of each doc copies its section
 * of /llms-full.txt (src/components/CopyPage). URLs are percent-encoded: page
 * paths contain spaces.
 */
export default function llmsTxt({siteConfig, siteDir}: LoadContext): Plugin {
  // Origin and base URL, for links written in the docs as `/docs/…`.
  const siteUrl = `${siteConfig.url}${siteConfig.baseUrl}`.replace(/\/$/, '');
  // A page's address, as its canonical link writes it: the permalink, which
  // starts with the base URL, with the site's trailing-slash rule applied.
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
    name: 'cape-llms-txt',
    allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as
        LoadedContent | undefined;
      const version = docs?.loadedVersions[0];
      if (!version) {
        throw new Error(
          'llms.txt is written from the docs plugin, which has no content.',
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
      const summary = `${site.name}: ${site.tagline} ${site.summary} ${site.promise}`;
      const pageList = sidebarDocs
        .map((doc) => `- [${doc.title}](${urlOf(doc)}): ${doc.description}`)
        .join('\n');
      const components = {
        ContentFlowDiagram: `*${contentFlowTitle}:* ${contentFlowDescription}`,
        DocsIndexCards: pageList,
      };
      const section = async (doc: Doc) => {
        const page = doc.source.replace(/^@site\//, '');
        const markdown = mdxToMarkdown(
          await readFile(join(siteDir, page), 'utf8'),
          {
            page,
            siteUrl,
            components,
            reference: (text) => referenceMarkdown(text, page, siteUrl),
          },
        );
        return `${sectionHeader(doc.title, urlOf(doc))}${markdown}\n`;
      };
      const index = [
        `# ${site.name} documentation`,
        '',
        `> ${summary}`,
        '',
        '## Docs',
        '',
        pageList,
        '',
      ].join('\n');
      const full = await Promise.all(
        [...(indexDoc ? [indexDoc] : []), ...sidebarDocs].map(section),
      );
      await writeFile(join(outDir, 'llms.txt'), index);
      await writeFile(
        join(outDir, 'llms-full.txt'),
        [`# ${site.name} documentation\n\n> ${summary}\n`, ...full].join('\n'),
      );
    },
  };
}
