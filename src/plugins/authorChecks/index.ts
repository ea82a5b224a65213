import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
// The bundler's types, as Docusaurus's own use them (Rspack's compiler has
// the same hooks).
import type {Compiler} from 'webpack';
import {readdirSync, statSync} from 'node:fs';
import {join} from 'node:path';
import Tinypool from 'tinypool';
import {frontMatterProblems} from './frontMatter.mjs';

/** The files the checks read, with their modification times. */
function stampOf(siteDir: string): string {
  const docs = join(siteDir, 'docs');
  return [
    ...readdirSync(docs, {recursive: true, encoding: 'utf8'}).map((name) =>
      join(docs, name),
    ),
    join(siteDir, 'CONTRIBUTING.md'),
  ]
    .map(
      (file) => `${file}:${statSync(file, {throwIfNoEntry: false})?.mtimeMs}`,
    )
    .join();
}

/**
 * Reports the author checks (./checks.mjs) as compilation errors: the dev
 * server prints them in the terminal and shows them in the browser's overlay,
 * on every save, until they are fixed. Every page is checked each time
 * (the pages that did not change from a cache), so a link or a title that
 * another page's edit breaks shows too.
 *
 * Off the compile's path: the checks run after a compilation is done, in
 * their own thread, never delaying the page (checking every page cold took
 * 16 s, on the first start, and a save 5 s, on a busy 2-core machine). A
 * compilation reports the problems found for the files as they are; when a
 * check finds problems for files the last compilation did not know, it asks
 * the watcher for another compilation (`watching.invalidate()`, nothing to
 * rebuild), which reports them. A fixed problem is gone at the next save.
 */
class AuthorChecksReporter {
  private pool?: Tinypool;

  constructor(private readonly siteDir: string) {}

  /**
   * Every problem's line, from the checks' thread (./worker.mjs): one, kept
   * between saves, and let go when idle so it never holds the process open.
   */
  private check(): Promise<string[]> {
    this.pool ??= new Tinypool({
      filename: join(__dirname, 'worker.mjs'),
      minThreads: 1,
      maxThreads: 1,
    });
    return this.pool.run({siteDir: this.siteDir});
  }

  /** The problems of the files with the stamp `stamp`, once checked. */
  private latest?: {stamp: string; problems: string[]};
  private checking?: string;

  apply(compiler: Compiler) {
    const name = 'cape-author-checks';
    compiler.hooks.make.tap(name, (compilation) => {
      // A child compilation's errors reach this one: report once.
      if (compilation.compiler.isChild()) return;
      if (this.latest?.stamp !== stampOf(this.siteDir)) return;
      for (const problem of this.latest.problems) {
        const error = new compiler.webpack.WebpackError(problem);
        error.name = 'Author check';
        // The message is the whole story: no stack trace under it.
        error.hideStack = true;
        compilation.errors.push(error);
      }
    });
    compiler.hooks.done.tap(name, () => {
      const stamp = stampOf(this.siteDir);
      if (this.latest?.stamp === stamp || this.checking === stamp) return;
      this.checking = stamp;
      const started = Date.now();
      this.check().then(
        (problems) => {
          if (this.checking === stamp) this.checking = undefined;
          this.latest = {stamp, problems};
          if (problems.length === 0) return;
          console.log(
            `[author checks] ${problems.length} problem${problems.length === 1 ? '' : 's'} in ${Date.now() - started} ms (npm run check runs the rest)`,
          );
          if (!compiler.watching) {
            // A bundler that no longer sets `watching`: print them here.
            console.error(problems.join('\n'));
          }
          compiler.watching?.invalidate();
        },
        (error: unknown) => {
          this.checking = undefined;
          console.error('[author checks] failed:', error);
        },
      );
    });
  }
}

/**
 * The checks an author meets while writing. In the dev server, every check of
 * one page (front matter, links and anchors, components, MDX syntax, samples,
 * spelling, duplicate titles) runs on each save and shows in the terminal and
 * the browser. In every build, a doc's front matter must pass
 * ./frontMatter.mjs: Docusaurus lets an unknown key through, so a misspelt
 * key would silently do nothing.
 */
export default function authorChecks(context: LoadContext): Plugin {
  return {
    name: 'cape-author-checks',
    allContentLoaded({allContent}) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.[
        'default'
      ] as LoadedContent | undefined;
      const problems = (docsContent?.loadedVersions ?? []).flatMap((version) =>
        version.docs.flatMap((doc) =>
          frontMatterProblems(doc.frontMatter).map(
            ({problem, fix}) =>
              `  - ${doc.source.replace(/^@site\//, '')}: ${problem}  ${fix}`,
          ),
        ),
      );
      // The dev server shows these with every other check (below) and keeps
      // serving the page, instead of keeping the page as it was.
      if (problems.length > 0 && process.env.NODE_ENV === 'production') {
        throw new Error(
          `[cape-author-checks] Front matter that Cape's docs do not accept (src/plugins/authorChecks/frontMatter.mjs):\n${problems.join('\n')}`,
        );
      }
    },
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'development') return {};
      return {plugins: [new AuthorChecksReporter(context.siteDir)]};
    },
  };
}
