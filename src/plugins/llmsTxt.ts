import {readFile, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {site} from '../site';
import {referenceMarkdown} from './referenceTables';

type SidebarItem = {type: string; id?: string; items?: SidebarItem[]};

type Page = {
  title: string;
  description: string;
  url: string;
  file: string;
  /** The source file relative to the site, as the reference tables name pages. */
  source: string;
};

/** Doc ids in sidebar order, categories flattened. */
function docIds(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'category') return docIds(item.items ?? []);
    return item.type === 'doc' && item.id ? [item.id] : [];
  });
}

/** A page's Markdown for readers that are programs: no front matter, no MDX imports. */
function markdownBody(source: string): string {
  return source
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^import .*$\n?/gm, '')
    .trim();
}

/**
 * Writes `/llms.txt` (the site's summary and a link per page, in reading
 * order) and `/llms-full.txt` (every page as Markdown) at build time, for AI
 * assistants and tools that read documentation. URLs are percent-encoded:
 * page paths contain spaces.
 */
export default function llmsTxt({siteConfig, siteDir}: LoadContext): Plugin {
  const siteUrl = `${siteConfig.url}${siteConfig.baseUrl}`.replace(/\/$/, '');
  let pages: Page[] = [];
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
      pages = Object.values(version.sidebars)
        .flatMap((sidebar) => docIds(sidebar as SidebarItem[]))
        .map((id) => {
          const doc = byId.get(id);
          if (!doc)
            throw new Error(
              `The sidebar names a doc that does not exist: ${id}`,
            );
          return {
            title: doc.title,
            description: doc.description,
            url: `${siteUrl}${encodeURI(doc.permalink)}`,
            file: join(siteDir, doc.source.replace(/^@site\//, '')),
            source: doc.source.replace(/^@site\//, ''),
          };
        });
    },
    async postBuild({outDir}) {
      const summary = `${site.name}: ${site.tagline} ${site.summary} ${site.promise}`;
      const index = [
        `# ${site.name} documentation`,
        '',
        `> ${summary}`,
        '',
        '## Docs',
        '',
        ...pages.map(
          ({title, url, description}) => `- [${title}](${url}): ${description}`,
        ),
        '',
      ].join('\n');
      const full = await Promise.all(
        pages.map(
          async ({title, url, file, source}) =>
            `# ${title}\n\nSource: ${url}\n\n${referenceMarkdown(markdownBody(await readFile(file, 'utf8')), source, siteUrl)}\n`,
        ),
      );
      await writeFile(join(outDir, 'llms.txt'), index);
      await writeFile(
        join(outDir, 'llms-full.txt'),
        [`# ${site.name} documentation\n\n> ${summary}\n`, ...full].join('\n'),
      );
    },
  };
}
