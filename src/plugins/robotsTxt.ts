import {writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Writes `/robots.txt` at build time: every page may be crawled, and the
 * sitemap's absolute URL, which depends on SITE_URL and BASE_URL. Crawlers
 * read robots.txt at the root of a host only, so under a sub-path it is
 * informative; the sitemap is still linked from nowhere else.
 */
export default function robotsTxt({siteConfig}: LoadContext): Plugin {
  return {
    name: 'cape-robots-txt',
    async postBuild({outDir}) {
      const sitemap = `${siteConfig.url}${siteConfig.baseUrl}sitemap.xml`;
      await writeFile(
        join(outDir, 'robots.txt'),
        `User-agent: *\nAllow: /\n\nSitemap: ${sitemap}\n`,
      );
    },
  };
}
