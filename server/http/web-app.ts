import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';

/**
 * The built dashboard: its files as they are, hashed assets cached for a year, and the app shell for
 * client-side routes (/inbox/42 ...). The shell is re-read when a rebuild replaced it, so a running server never
 * points browsers at assets that no longer exist; a missing asset is a 404, not the shell.
 */
export function webApp(webRoot: string) {
  const indexFile = path.join(webRoot, 'index.html');
  let cached: { mtimeMs: number; html: string } | undefined;
  const shell = (): string | undefined => {
    try {
      const { mtimeMs } = fs.statSync(indexFile);
      if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, html: fs.readFileSync(indexFile, 'utf8') };
      return cached.html;
    } catch {
      return undefined;
    }
  };

  // Created on first use once the folder exists: a server started before the first build serves it afterwards,
  // and no warning is printed for a folder that does not exist yet.
  let files: MiddlewareHandler | undefined;
  const staticFiles: MiddlewareHandler = (c, next) => {
    if (!files) {
      if (!fs.existsSync(webRoot)) return next();
      // Built files have .br and .gz copies (scripts/vite-precompress.ts): sent by the browser's Accept-Encoding.
      files = serveStatic({ root: webRoot, precompressed: true });
    }
    return files(c, next);
  };

  return new Hono()
    .use('/assets/*', async (c, next) => {
      await next();
      // File names carry a content hash: a given name never changes.
      if (c.res.status === 200) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
    })
    .use('/assets/*', staticFiles)
    .get('/assets/*', (c) => c.json({ error: `no asset ${c.req.path}` }, 404))
    .use('*', staticFiles)
    .get('*', (c) => {
      const html = shell();
      if (!html) return c.json({ error: 'the dashboard is not built: run npm run build:web' }, 404);
      c.header('Cache-Control', 'no-cache');
      return c.html(html);
    });
}
