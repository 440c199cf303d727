/**
 * Build step (a Vite plugin): Mantine's components get `useMantineId` (src/lib/mantine-use-id.ts)
 * for the `useId` of `@mantine/hooks`, which renders each of them twice (see there). The
 * development server pre-bundles Mantine, so it keeps Mantine's hook; only the build changes.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

export const MANTINE_USE_ID = /\/@mantine\/hooks\/esm\/use-id\/use-id\.mjs$/;
const replacement = fileURLToPath(new URL('../../src/lib/mantine-use-id.ts', import.meta.url));

export function mantineUseIdModule(id: string): string | null {
  if (!MANTINE_USE_ID.test(id.split('?')[0] ?? id)) return null;
  return `export { useMantineId as useId } from ${JSON.stringify(replacement)};\n`;
}

export function mantineUseIdPlugin(): Plugin {
  return {
    name: 'club:mantine-use-id',
    apply: 'build',
    enforce: 'pre',
    load: mantineUseIdModule,
  };
}
