import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The code of every inline script of an HTML page (a `<script>` with no attributes). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, code]) => code!);
}

/** The `'sha256-…'` source of every inline script of an HTML page, as a CSP lists it. */
export function inlineScriptHashes(html: string): string[] {
  return inlineScripts(html).map(
    (code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`,
  );
}

/**
 * The inline scripts the built PWA's pages hold (the door page's early script, inlined by
 * server/scripts/door-early-inline.ts): the CSP allows these and no other.
 */
export function builtInlineScriptHashes(staticDir: string | undefined): string[] {
  if (!staticDir) return [];
  return ['index.html', 'unlock.html'].flatMap((page) => {
    const file = path.join(staticDir, page);
    return fs.existsSync(file) ? inlineScriptHashes(fs.readFileSync(file, 'utf8')) : [];
  });
}
