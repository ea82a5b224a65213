import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {join} from 'node:path';
import {Worker} from 'node:worker_threads';
import {frontMatterProblems} from '../../frontMatter.mjs';

/** The parts of the bundler's compiler the reporter uses (Rspack or webpack). */
type Compiler = {
  webpack: {WebpackError: new (message: string) => Error};
  hooks: {
    make: {
      tapPromise(
        name: string,
        run: (compilation: {
          errors: Error[];
          compiler: {isChild(): boolean};
        }) => Promise<void>,
      ): void;
    };
  };
};

/**
 * Reports the author checks (./checks.mjs) as compilation errors: the dev
 * server prints them in the terminal and shows them in the browser's overlay,
 * on every save, until they are fixed. Every page is checked each time (about
 * half a second; spelling only for the pages that changed), so a link or a
 * title that another page's edit breaks shows too.
 */
class AuthorChecksReporter {
  private worker?: Worker;
  private requests = 0;

  constructor(private readonly siteDir: string) {}

  /** Every problem's line, from the checks' thread (./worker.mjs). */
  private check(): Promise<string[]> {
    if (!this.worker) {
      this.worker = new Worker(join(__dirname, 'worker.mjs'));
      this.worker.unref();
    }
    const worker = this.worker;
    const id = (this.requests += 1);
    return new Promise((resolve, reject) => {
      const onMessage = (reply: {
        id: number;
        problems: string[];
        error?: string;
      }) => {
        if (reply.id !== id) return;
        worker.off('message', onMessage);
        if (reply.error) reject(new Error(reply.error));
        else resolve(reply.problems);
      };
      worker.on('message', onMessage);
      worker.postMessage({id, siteDir: this.siteDir});
    });
  }

  apply(compiler: Compiler) {
    const name = 'cape-author-checks';
    compiler.hooks.make.tapPromise(name, async (compilation) => {
      // A child compilation's errors reach this one: check once.
      if (compilation.compiler.isChild()) return;
      const started = Date.now();
      const problems = await this.check();
      for (const problem of problems) {
        const error = new compiler.webpack.WebpackError(problem);
        // The message is the whole story: no stack trace under it.
        Object.assign(error, {name: 'Author check', hideStack: true});
        compilation.errors.push(error);
      }
      if (problems.length > 0) {
        console.log(
          `[author checks] ${problems.length} problem${problems.length === 1 ? '' : 's'} in ${Date.now() - started} ms (npm run check runs the rest)`,
        );
      }
    });
  }
}

/**
 * The checks an author meets while writing. In the dev server, every check of
 * one page (front matter, links and anchors, components, MDX syntax, samples,
 * spelling, duplicate titles) runs on each save and shows in the terminal and
 * the browser. In every build, a doc's front matter must pass
 * src/frontMatter.mjs: Docusaurus lets an unknown key through, so a misspelt
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
          `[cape-author-checks] Front matter that Cape's docs do not accept (src/frontMatter.mjs):\n${problems.join('\n')}`,
        );
      }
    },
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'development') return {};
      return {plugins: [new AuthorChecksReporter(context.siteDir)]};
    },
  };
}
