import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

export interface SwapServer {
  url: string;
  /** From the next request on, serve this build instead (same origin: a deployment). */
  serve(dir: string): void;
  close(): Promise<void>;
}

/**
 * Test-only: serves a production build with the real server's cache rules (hashed assets
 * immutable, everything else revalidated, the shell for navigations) and lets a test switch to
 * another build on the same origin, as a deployment does. The API is not served: an update
 * needs none.
 */
export async function startSwapServer(initialDir: string): Promise<SwapServer> {
  let root = initialDir;
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (pathname.startsWith('/api/') || pathname.startsWith('/socket.io/')) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: false, message: 'No encontrado.' }));
      return;
    }
    let file = path.join(root, path.normalize(pathname).replace(/^([/\\])+/, ''));
    if (!file.startsWith(root) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      if (path.extname(pathname)) {
        res.writeHead(404).end();
        return;
      }
      file = path.join(root, 'index.html');
    }
    const relative = path.relative(root, file).split(path.sep).join('/');
    res.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': relative.startsWith('assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    // localhost (not 127.0.0.1): a secure context, so the service worker may register.
    url: `http://localhost:${port}`,
    serve(dir) {
      root = dir;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
