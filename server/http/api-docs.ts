import { createRequire } from 'node:module';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

// The browsable reference: Swagger UI's files served from node_modules, so it works with no network. The folder
// is found without loading the package: its entry evaluates the whole bundle (about 30 MB of a server's memory).
const require = createRequire(import.meta.url);
const swaggerUiRoot = path.dirname(require.resolve('swagger-ui-dist/package.json'));

const page = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8" />
  <meta name="viewport" content="width=device-width, initial-scale=1" />
  <title>Support Inbox API reference</title>
  <link rel="stylesheet" href="/api/docs/assets/swagger-ui.css" />
</head>
<body>
  <div id="reference"></div>
  <script src="/api/docs/assets/swagger-ui-bundle.js"></script>
  <script src="/api/docs/init.js"></script>
</body>
</html>`;

const init = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#reference',
  deepLinking: true,
  persistAuthorization: false,
  tryItOutEnabled: false,
});`;

export function apiDocs() {
  return new Hono()
    .get('/', (c) => c.html(page))
    .get('/init.js', (c) => c.body(init, 200, { 'content-type': 'text/javascript; charset=utf-8' }))
    .get(
      '/assets/*',
      serveStatic({ root: swaggerUiRoot, rewriteRequestPath: (p) => p.replace(/^\/api\/docs\/assets/, '') }),
    );
}
