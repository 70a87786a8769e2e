import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath, sendNotFound } from './errors';
import { createServerRenderer, loadRenderer } from './server-render';

type Options = {
  distDir: string;
  /** Where the web build wrote its server-side renderer; default: dist-server beside distDir. */
  serverDir?: string;
};

const FILE_LIKE = /(^|\/)[^/]+\.[a-z0-9]+$/i;

const IMMUTABLE = 'public, max-age=31536000, immutable';

const MISSING_BUILD_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Chairly: web app not built</title></head>
<body><h1>The web app has not been built yet</h1>
<p>Run <code>npm run build</code> (or start everything with <code>npm start</code>, which builds it) and reload this page.</p>
</body></html>`;

function cacheHeaders(distDir: string) {
  const assetsDir = path.join(distDir, 'assets') + path.sep;
  const serviceWorker = path.join(distDir, 'sw.js');
  return (reply: FastifyReply, filePath: string) => {
    // Precompressed copies: a shared cache must not give a br body to a browser without br.
    reply.header('vary', 'Accept-Encoding');
    if (filePath.startsWith(assetsDir)) reply.header('cache-control', IMMUTABLE);
    // The service worker is checked for updates on every page load; a cached copy would delay a fix.
    else if (filePath.endsWith('.html') || filePath === serviceWorker) reply.header('cache-control', 'no-cache');
    else reply.header('cache-control', 'public, max-age=3600');
  };
}

/**
 * Serves the built SPA on every host of the deployment. A GET that is neither an API call nor a
 * file gets index.html (client-side routing decides), rendered on the server for the public pages
 * the web app names; /api/* never falls back.
 */
export const spaPlugin = fp<Options>(
  async (app, { distDir, serverDir = path.join(distDir, '..', 'dist-server') }) => {
    const indexFile = path.join(distDir, 'index.html');
    // The public pages (landing, a stylist's booking page) are rendered here for signed-out
    // visitors when the web build wrote the renderer (docs/decisions.md D13).
    const renderer = existsSync(indexFile) ? await loadRenderer(serverDir) : null;
    const serverRendered = renderer ? createServerRenderer({ app, indexFile, renderer }) : null;
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: true,
      cacheControl: false,
      setHeaders: cacheHeaders(distDir),
      // The build writes .br/.gz beside each text file (apps/web/vite.config.ts); browsers that
      // accept them get those, with Vary: Accept-Encoding.
      preCompressed: true,
      // Only file-like paths go to the disk; routes and folders fall through to index.html.
      allowedPath: (pathName) => !isApiPath(pathName) && FILE_LIKE.test(pathName),
    });

    const fallback = async (request: FastifyRequest, reply: FastifyReply) => {
      const isPage = request.method === 'GET' || request.method === 'HEAD';
      if (!isPage || isApiPath(request.url)) return sendNotFound(request, reply);
      // A missing hashed asset is a stale page asking for an old build, not a route: answer 404.
      if (request.url.startsWith('/assets/')) return sendNotFound(request, reply);
      if (!existsSync(indexFile)) {
        return reply.code(503).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(MISSING_BUILD_PAGE);
      }
      if (serverRendered && (await serverRendered.send(request, reply))) return reply;
      return reply.sendFile('index.html');
    };
    app.setNotFoundHandler(fallback);
  },
  { name: 'spa' },
);
