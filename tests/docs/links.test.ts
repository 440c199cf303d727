/**
 * The README is the front door and docs/ the rest: every relative link between them must lead
 * somewhere (a file that exists, a heading that exists), or a reader lands nowhere after a file is
 * moved or a heading renamed. A file the text names in code (`server/db/prepared.ts`) must exist
 * too, so a move that leaves the docs behind fails here. The README keeps to its 200-line budget.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const README_MAX_LINES = 200;

interface Link {
  line: number;
  target: string;
}

/**
 * Drops fenced code blocks, keeping line numbers, and inline code (or only its backticks), so code
 * is never read as links or headings.
 */
function withoutCode(markdown: string, inline: 'drop' | 'unwrap' = 'drop'): string {
  let inFence = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) {
        inFence = !inFence;
        return '';
      }
      if (inFence) return '';
      return line.replace(/`([^`]*)`/g, inline === 'drop' ? '' : '$1');
    })
    .join('\n');
}

/** Inline links and images, `[text](target)` or `[text](target "title")`. */
function markdownLinks(markdown: string): Link[] {
  const links: Link[] = [];
  withoutCode(markdown)
    .split('\n')
    .forEach((text, i) => {
      for (const match of text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
        links.push({ line: i + 1, target: match[1] ?? '' });
      }
    });
  return links;
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function headingSlugs(markdown: string): Set<string> {
  const slugs = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of withoutCode(markdown, 'unwrap').split('\n')) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = (heading[1] ?? '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    slugs.add(count === 0 ? base : `${base}-${count}`);
  }
  return slugs;
}

function isExternal(target: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');
}

/** Every broken relative link of one Markdown file, as 'file:line: target (why)'. */
function brokenLinks(file: string, markdown: string): string[] {
  const broken: string[] = [];
  const where = path.relative(root, file);
  for (const { line, target } of markdownLinks(markdown)) {
    if (isExternal(target)) continue;
    const [pathPart = '', fragment] = target.split('#', 2);
    const resolved = pathPart ? path.resolve(path.dirname(file), decodeURI(pathPart)) : file;
    if (!fs.existsSync(resolved)) {
      broken.push(`${where}:${line}: ${target} (no such file)`);
      continue;
    }
    if (fragment === undefined || !resolved.endsWith('.md')) continue;
    const slug = decodeURIComponent(fragment).toLowerCase();
    const targetText = pathPart ? fs.readFileSync(resolved, 'utf8') : markdown;
    if (!headingSlugs(targetText).has(slug)) {
      broken.push(`${where}:${line}: ${target} (no heading '#${slug}')`);
    }
  }
  return broken;
}

/** Repository paths named in inline code, such as `server/db/prepared.ts` or `tests/e2e/*.spec.ts`. */
function namedPaths(markdown: string): Link[] {
  const named: Link[] = [];
  withoutCode(markdown.replace(/`((?:src|server|tests|public|docs)\/[^`\s]*)`/g, '[]($1)'))
    .split('\n')
    .forEach((text, i) => {
      for (const match of text.matchAll(/\[\]\(([^)]+)\)/g)) {
        const target = match[1] ?? '';
        // Placeholders (`src/features/<feature>/`, `{id}`, `…`) name no one file.
        if (!/[<{…]/.test(target)) named.push({ line: i + 1, target });
      }
    });
  return named;
}

/** Whether a repository path exists; a `*` in its last part matches any characters. */
function pathExists(repoPath: string): boolean {
  const full = path.join(root, repoPath);
  if (!repoPath.includes('*')) return fs.existsSync(full);
  const dir = path.dirname(full);
  const pattern = new RegExp(
    `^${path
      .basename(full)
      .replace(/[.+?^$()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')}$`,
  );
  return fs.existsSync(dir) && fs.readdirSync(dir).some((name) => pattern.test(name));
}

/** Every repository path a Markdown file names that does not exist, as 'file:line: path'. */
function missingPaths(file: string, markdown: string): string[] {
  const where = path.relative(root, file);
  return namedPaths(markdown)
    .filter(({ target }) => !pathExists(target))
    .map(({ line, target }) => `${where}:${line}: ${target}`);
}

function documentationFiles(): string[] {
  const docs = path.join(root, 'docs');
  const inDocs = fs.existsSync(docs)
    ? fs
        .readdirSync(docs, { recursive: true, encoding: 'utf8' })
        .filter((name) => name.endsWith('.md'))
        .map((name) => path.join(docs, name))
    : [];
  return [path.join(root, 'README.md'), ...inDocs.sort()];
}

describe('the documentation', () => {
  const files = documentationFiles();

  it('has docs/ beside the README', () => {
    expect(files.length).toBeGreaterThan(1);
  });

  it('links only to files and headings that exist', () => {
    const broken = files.flatMap((file) => brokenLinks(file, fs.readFileSync(file, 'utf8')));
    expect(broken, `broken links:\n${broken.join('\n')}`).toEqual([]);
  });

  it('names only repository files and folders that exist', () => {
    const texts = files.map((file) => [file, fs.readFileSync(file, 'utf8')] as const);
    const missing = texts.flatMap(([file, markdown]) => missingPaths(file, markdown));
    expect(missing, `named but missing:\n${missing.join('\n')}`).toEqual([]);
    // The docs name about a hundred files; a pattern that found none would check nothing.
    expect(texts.flatMap(([, markdown]) => namedPaths(markdown)).length).toBeGreaterThan(50);
  });

  it('reaches every page of docs/ from the README or another page', () => {
    const linked = new Set<string>();
    for (const file of files) {
      for (const { target } of markdownLinks(fs.readFileSync(file, 'utf8'))) {
        const pathPart = target.split('#', 1)[0];
        if (!isExternal(target) && pathPart) linked.add(path.resolve(path.dirname(file), pathPart));
      }
    }
    const orphans = files.slice(1).filter((file) => !linked.has(file));
    expect(orphans.map((file) => path.relative(root, file))).toEqual([]);
  });

  it('numbers the decisions without a gap and lists each in the index, in order', () => {
    const dir = path.join(root, 'docs/decisions');
    const numbers = fs
      .readdirSync(dir)
      .filter((name) => /^\d{3}-.*\.md$/.test(name))
      .map((name) => Number(name.slice(0, 3)))
      .sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    const index = fs.readFileSync(path.join(dir, 'README.md'), 'utf8');
    const listed = [...index.matchAll(/\]\((\d{3})-[^)]*\.md\)/g)].map((m) => Number(m[1]));
    expect(listed).toEqual(numbers);
  });

  it(`keeps the README within ${README_MAX_LINES} lines`, () => {
    const lines = fs.readFileSync(path.join(root, 'README.md'), 'utf8').trimEnd().split('\n');
    expect(lines.length).toBeLessThanOrEqual(README_MAX_LINES);
  });
});

describe('the link check itself', () => {
  const file = path.join(root, 'README.md');

  it('names the file, the line and the link of a missing file or heading', () => {
    const markdown = [
      '# Title',
      'See [the missing page](docs/nowhere.md) and [a heading](#no-such-heading).',
      'A [good one](#title), an [external](https://example.com/x.md) and `[code](not/a/link.md)`.',
    ].join('\n');
    expect(brokenLinks(file, markdown)).toEqual([
      'README.md:2: docs/nowhere.md (no such file)',
      "README.md:2: #no-such-heading (no heading '#no-such-heading')",
    ]);
  });

  it('makes anchors as GitHub does: accents kept, punctuation dropped, repeats numbered', () => {
    const markdown = '# Pagos y monedero\n## `npm test`: qué hace\n## Reservas\n## Reservas\n';
    expect([...headingSlugs(markdown)]).toEqual([
      'pagos-y-monedero',
      'npm-test-qué-hace',
      'reservas',
      'reservas-1',
    ]);
  });

  it('names the file, the line and a repository path that does not exist', () => {
    const markdown = [
      'Copy `server/db/prepared.ts` or `server/db/nowhere.ts`; tests in `server/db/*.test.ts`.',
      'Not checked: `src/features/<feature>/` and `GET /users/{id}`.',
      '```',
      '`server/also-not-checked.ts`',
      '```',
      'Nor `server/*.nothing` once: `server/*.nothing`.',
    ].join('\n');
    expect(missingPaths(file, markdown)).toEqual([
      'README.md:1: server/db/nowhere.ts',
      'README.md:6: server/*.nothing',
      'README.md:6: server/*.nothing',
    ]);
  });

  it('ignores links inside fenced code', () => {
    expect(markdownLinks('```\n[a](missing.md)\n```\n[b](here.md)')).toEqual([
      { line: 4, target: 'here.md' },
    ]);
  });
});
