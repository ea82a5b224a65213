// Serves a build with the shipped nginx config until stopped (Ctrl+C):
//   node scripts/serve-nginx.mjs [--port 3210] [--root build]
// The end-to-end tests start it; run it yourself to see the site as nginx
// serves it (compression, caching, redirects, 404s).
import {parseArgs} from 'node:util';
import nginx from './nginx.cjs';

const {values} = parseArgs({
  options: {
    port: {type: 'string', default: '3210'},
    root: {type: 'string', default: 'build'},
  },
});
try {
  const server = await nginx.startNginx({
    root: values.root,
    port: Number(values.port),
  });
  console.log(`Serving ${values.root} with nginx at ${server.url}/`);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => server.stop().then(() => process.exit(0)));
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
