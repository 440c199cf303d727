/**
 * Build step (a Vite plugin, last of all so the service worker is included): writes a brotli
 * (`.br`) and a gzip (`.gz`) copy next to every text file of the build, which the server sends
 * as they are (`preCompressed` in server/plugins/static-pwa.ts) instead of compressing each answer.
 */
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|ico)$/;
/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 512;

function listFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '.vite' ? [] : listFiles(full);
    return [full];
  });
}

/** Compresses every compressible file under `dir`; a copy that would not be smaller is not kept. */
export async function precompressDirectory(dir: string): Promise<number> {
  const files = listFiles(dir).filter((file) => COMPRESSIBLE.test(file));
  let written = 0;
  await Promise.all(
    files.map(async (file) => {
      const content = await fs.promises.readFile(file);
      if (content.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < content.length) {
        await fs.promises.writeFile(`${file}.br`, br);
        written++;
      }
      if (gz.length < content.length) {
        await fs.promises.writeFile(`${file}.gz`, gz);
        written++;
      }
    }),
  );
  return written;
}

/** The Vite plugin: runs after every other plugin's `closeBundle` (the service worker's too). */
export function precompressPlugin() {
  let outDir = 'dist';
  return {
    name: 'club:precompress',
    apply: 'build' as const,
    configResolved(config: { root: string; build: { outDir: string } }) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post' as const,
      sequential: true,
      async handler() {
        await precompressDirectory(outDir);
      },
    },
  };
}
