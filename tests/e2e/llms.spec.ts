import {test, expect} from './fixtures';
import {docPages} from './site';

// The built /llms.txt and /llms-full.txt serve AI assistants and tools.
test('/llms.txt links every page, percent-encoded, in reading order', async ({
  request,
}) => {
  const response = await request.get('/llms.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/^# Cape documentation\n\n> .+/);
  const links = [...text.matchAll(/^- \[([^\]]+)\]\((\S+)\): .+$/gm)].map(
    ([, title, url]) => ({title, url: new URL(url!)}),
  );
  expect(links.map(({url}) => decodeURI(url.pathname))).toEqual(
    docPages.map(({path}) => path),
  );
  expect(links.map(({title}) => title)).toEqual(
    docPages.map(({heading}) => heading),
  );
  for (const {url} of links) {
    expect(url.href).not.toContain(' ');
    expect((await request.get(url.pathname)).status()).toBe(200);
  }
});

test('/llms-full.txt holds every page as Markdown', async ({request}) => {
  // The site's public origin (SITE_URL) as the build wrote it.
  const index = await (await request.get('/llms.txt')).text();
  const origin = new URL(/\]\((\S+)\)/.exec(index)![1]!).origin;
  const response = await request.get('/llms-full.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  for (const {heading, path} of docPages) {
    expect(text).toContain(
      `# ${heading}\n\nSource: ${origin}${encodeURI(path)}\n`,
    );
  }
  // Front matter and MDX imports are left out (code samples keep theirs);
  // the sections are kept.
  const prose = text.replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1$/gm, '');
  expect(prose).not.toMatch(/^sidebar_label:/m);
  expect(prose).not.toMatch(/^import\s.+\sfrom\s+['"]/m);
  expect(text).toMatch(/^import \{ Cape \} from '@cape\/sdk';$/m);
  expect(text).toMatch(/^## Your first assistant$/m);
});
