import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';

type ClientManifest = {
  entrypoints: string[];
  origins: Record<string, (string | number)[]>;
  assets: Record<string, unknown>;
};

/**
 * Lists each page's route chunks in its HTML, as `<script defer>` tags.
 *
 * Docusaurus renders every page at build time and records which route
 * modules the page used (`@theme/DocItem`, the page's MDX, its sidebar…).
 * It looks them up in the client manifest to write their scripts into the
 * page, but the manifest is keyed by chunk name (webpack 5 and Rspack no
 * longer report the `import()` request there), so nothing matches and each
 * page's HTML names only `runtime~main` and `main`. The route chunks are then
 * discovered only once `main.js` runs: a second round trip before hydration,
 * and nine `<script>` elements created inside the one long task that
 * evaluates `main.js`.
 *
 * This plugin adds, under each route module's request, the chunks its chunk
 * name already maps to, so the page's HTML lists them and the browser fetches
 * them alongside `main.js`. The webpack runtime finds those `<script>`
 * elements by their `src` and waits for them instead of adding its own.
 */
export default function routeChunkScripts({
  generatedFilesDir,
}: LoadContext): Plugin {
  const manifestPath = join(generatedFilesDir, 'client-manifest.json');
  return {
    name: 'cape-route-chunk-scripts',
    configureWebpack(config, isServer) {
      // Only client builds write the manifest (not the server bundle, not the
      // dev server).
      const writesManifest = config.plugins?.some(
        (plugin) => plugin?.constructor.name === 'ReactLoadableSSRAddon',
      );
      if (isServer || !writesManifest) {
        return {};
      }
      return {
        plugins: [
          {
            apply(compiler: Compiler) {
              // The manifest is written during `emit`; `done` comes after it
              // and before Docusaurus reads it to render the pages.
              compiler.hooks.done.tap('cape-route-chunk-scripts', (stats) => {
                if (stats.hasErrors()) {
                  return;
                }
                const {chunks = []} = stats.toJson({
                  all: false,
                  chunks: true,
                  chunkOrigins: true,
                });
                const manifest = JSON.parse(
                  readFileSync(manifestPath, 'utf8'),
                ) as ClientManifest;
                let added = 0;
                for (const chunk of chunks) {
                  // A route module's chunk is named after it and has a single
                  // origin, its `import()` in the registry. Shared chunks
                  // (the `styles` split chunk) have many, and are skipped.
                  const [name] = chunk.names ?? [];
                  const requests = new Set(
                    (chunk.origins ?? []).map((origin) => origin.request),
                  );
                  const [request] = requests;
                  const siblings = name ? manifest.origins[name] : undefined;
                  if (
                    requests.size === 1 &&
                    request &&
                    siblings &&
                    !(request in manifest.origins)
                  ) {
                    manifest.origins[request] = siblings;
                    added += 1;
                  }
                }
                if (added === 0) {
                  throw new Error(
                    `${manifestPath}: found no route chunk to list in the ` +
                      'pages. Docusaurus changed how it records chunks; see ' +
                      'src/plugins/routeChunkScripts.ts.',
                  );
                }
                writeFileSync(manifestPath, JSON.stringify(manifest));
              });
            },
          },
        ],
      };
    },
  };
}
