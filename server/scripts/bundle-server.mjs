/**
 * The server's TypeScript as one ES module for `npm start` (see start.mjs): esbuild, with every
 * package left to node_modules. Each module's `import.meta.url` keeps naming its source file, so
 * what the server finds next to its sources (the migrations, the PWA's `dist/`) is found as under tsx.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const keepSourceUrl = {
  name: 'source-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      const text = await fs.promises.readFile(args.path, 'utf8');
      const url = JSON.stringify(pathToFileURL(args.path).href);
      return {
        contents: text.replaceAll('import.meta.url', url),
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
      };
    });
  },
};

export async function bundleServer(root, outfile) {
  await build({
    stdin: {
      contents: [
        "export { startServer, distDir } from './main.ts';",
        "export { loadConfig, ConfigError } from './config.ts';",
      ].join('\n'),
      resolveDir: path.join(root, 'server'),
      sourcefile: 'server-entry.ts',
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    tsconfig: path.join(root, 'server', 'tsconfig.json'),
    outfile,
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [keepSourceUrl],
  });
}
