import {test, expect} from './fixtures';
import {docPages, otherPages} from './site';

// /llms.txt (llmstxt.org), /llms-full.txt and each page's Markdown serve AI
// assistants and tools (src/plugins/pageExport).
test('/llms.txt has the summary, then a link per page in reading order', async ({
  request,
}) => {
  const response = await request.get('/llms.txt');
  const text = await response.text();
  // Title, blockquote, then a paragraph before the first section: the
  // llmstxt.org parser reads that paragraph as the file's details.
  expect(text).toMatch(/^# Cape documentation\n\n> .+\n\n[^#>\n-].+\n\n## /);
  const docs =
    text.split(/^## /m).find((section) => section.startsWith('Docs\n')) ?? '';
  const links = [...docs.matchAll(/^- \[([^\]]+)\]\((\S+)\): .+$/gm)].map(
    ([, title, url]) => ({title, url: new URL(url!)}),
  );
  expect(links.map(({url}) => decodeURI(url.pathname))).toEqual(
    docPages.map(({path}) => path),
  );
  expect(links.map(({title}) => title)).toEqual(
    docPages.map(({heading}) => heading),
  );
  // Percent-encoded; each page is served (hosting.spec.ts, the sitemap).
  for (const {url} of links) expect(url.href).not.toContain(' ');
  // The full text and the API document are linked, and served.
  for (const file of ['/llms-full.txt', '/openapi.yaml']) {
    const link = new RegExp(
      `^- \\[[^\\]]+\\]\\((\\S+${file.replace('.', '\\.')})\\): .+$`,
      'm',
    ).exec(text);
    expect(link, `${file} is linked`).not.toBeNull();
    expect((await request.get(new URL(link![1]!).pathname)).status()).toBe(200);
  }
});

test('every doc page has its Markdown at its URL with .md added; /llms-full.txt holds each once, and its title once', async ({
  request,
}) => {
  const index = await (await request.get('/llms.txt')).text();
  const origin = new URL(/\]\((\S+)\)/.exec(index)![1]!).origin;
  const full = await request.get('/llms-full.txt');
  const fullText = await full.text();
  expect(fullText.match(/^# Cape documentation$/gm)).toHaveLength(1);
  expect(fullText).toMatch(/^import \{ Cape \} from '@cape\/sdk';$/m);
  expect(fullText).toMatch(/^## Your first assistant$/m);
  for (const {heading, path} of [...docPages, otherPages[2]]) {
    const response = await request.get(`${path}.md`);
    expect(response.status(), `${path}.md`).toBe(200);
    expect(response.headers()['content-type']).toBe(
      'text/markdown; charset=utf-8',
    );
    const text = await response.text();
    expect(fullText).toContain(text);
    expect(text).toMatch(
      new RegExp(
        `^# ${heading}\\n\\nSource: ${origin}${encodeURI(path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\n\\n.{200,}`,
        's',
      ),
    );
    // Clean Markdown (front matter, MDX imports and components left out,
    // links absolute): src/plugins/pageExport/markdown.test.mjs, and a
    // component with no Markdown form fails the build.
  }
});
