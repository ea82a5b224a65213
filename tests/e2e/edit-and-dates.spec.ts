import {execFileSync} from 'node:child_process';
import {test, expect, visit} from './fixtures';
import {docPages, site} from './site';

const sourceFile = (path: string) =>
  `${path.replace(/^\/docs\//, 'docs/')}.mdx`;

/** The date of the file's latest commit, as the page shows it. */
function lastCommitDate(file: string): string {
  const seconds = Number(
    execFileSync('git', ['log', '-1', '--format=%ct', '--', file], {
      encoding: 'utf8',
    }).trim(),
  );
  return new Date(seconds * 1000).toLocaleDateString('en', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
    year: 'numeric',
  });
}

for (const {path} of docPages) {
  test(`${path} links to its source and shows when it last changed`, async ({
    page,
  }) => {
    await visit(page, path);
    const file = sourceFile(path);
    await expect(
      page.getByRole('link', {name: 'Edit this page'}),
    ).toHaveAttribute(
      'href',
      `${site.repositoryUrl}/edit/main/${encodeURI(file)}`,
    );
    await expect(page.locator('.theme-last-updated')).toHaveText(
      `Last updated on ${lastCommitDate(file)}`,
    );
  });
}
