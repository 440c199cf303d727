import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../scripts/precompress.ts';
import { staticPwaPlugin } from './static-pwa.ts';

// A build in miniature: compressible files, precompressed the way `vite build` does it.
const script = `export const greeting = ${JSON.stringify('¡Hola! '.repeat(400))};\n`;
const html = `<!doctype html><html lang="es"><head><title>Club</title></head><body>${'<p>Club</p>'.repeat(80)}</body></html>`;
const doorHtml = `<!doctype html><html lang="es"><body><button disabled>Abrir puerta</button>${'<p>Puerta</p>'.repeat(80)}</body></html>`;
const manifest = JSON.stringify({ name: 'Club de Tenis y Pádel', description: 'x'.repeat(800) });

describe('static PWA: precompressed assets', () => {
  let dir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hd-static-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.mkdirSync(path.join(dir, '.vite'));
    fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), script);
    fs.writeFileSync(path.join(dir, 'index.html'), html);
    fs.writeFileSync(path.join(dir, 'unlock.html'), doorHtml);
    fs.writeFileSync(path.join(dir, 'manifest.webmanifest'), manifest);
    fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), '{}');
    expect(await precompressDirectory(dir)).toBe(8);
    app = Fastify();
    await app.register(staticPwaPlugin, { staticDir: dir, nonAppPrefixes: ['/api'] });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends the brotli copy to a browser that accepts it, with the script type and Vary', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(script.length / 5);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends gzip to a browser without brotli, and the file itself to one without either', async () => {
    const gz = await get('/assets/app-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(script);
  });

  it('answers the door opened directly (the shortcut) with its own page, the button drawn', async () => {
    for (const url of ['/unlock', '/unlock?source=shortcut', '/unlock/']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toBe(doorHtml);
    }
    expect((await get('/unlocked')).body).toBe(html);
  });

  it('answers an app navigation with index.html, compressed and revalidated', async () => {
    const res = await get('/home?source=pwa', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(html);
  });

  it('keeps the manifest type on the compressed web manifest', async () => {
    const res = await get('/manifest.webmanifest', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('never serves the copies or the build manifest as files of their own', async () => {
    for (const url of [
      '/assets/app-abc123.js.br',
      '/assets/app-abc123.js.gz',
      '/.vite/manifest.json',
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});
