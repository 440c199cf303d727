/**
 * A 403 sends the PWA to /home (the spec's HTTP rule), so it is kept for "your role may never do
 * this" and "this is not yours" (decision 076). Three locks keep it so: `forbidden(reason)` takes
 * a reason of a closed type, `new HttpError(403, …)` throws, and this scan of the server's code
 * finds any other way of writing a 403 (a literal in a status map, `reply.code(403)`, a constant).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ForbiddenError, HttpError, forbidden, refusal } from './lib/errors.ts';

/**
 * Where a 403 may be written: the one function that makes it, the published document, and the
 * AEAT client, which reads a 403 AEAT answers (it makes none).
 */
const ALLOWED = new Set([
  'server/lib/errors.ts',
  'server/plugins/docs-contract.ts',
  'server/modules/invoicing/aeat/client.ts',
]);

/** What writes a 403 other than `forbidden(reason)`: the status as a number or by name. */
const PRODUCERS = [/\b403\b/, /\b0x193\b/i, /\bFORBIDDEN\b/, /['"`]Forbidden['"`]/];

/** Comments say 403 freely (why a refusal is what it is); only code is scanned. */
function withoutComments(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/** The lines of `source` that produce a 403 without a reason, as `line: text`. */
function forbiddenProducers(source: string): string[] {
  return withoutComments(source)
    .split('\n')
    .flatMap((line, i) =>
      PRODUCERS.some((pattern) => pattern.test(line)) ? [`${i + 1}: ${line.trim()}`] : [],
    );
}

function serverSources(): string[] {
  return fs
    .readdirSync('server', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => path.posix.join('server', file.split(path.sep).join('/')));
}

describe('403 is for role and ownership only', () => {
  it('is written nowhere in the server but through forbidden(reason)', () => {
    const files = serverSources();
    expect(files.length).toBeGreaterThan(100);
    const found = files
      .filter((file) => !ALLOWED.has(file))
      .flatMap((file) =>
        forbiddenProducers(fs.readFileSync(file, 'utf8')).map((hit) => `${file}:${hit}`),
      );
    expect(found).toEqual([]);
  });

  it('catches a bad sample, and lets comments and forbidden(reason) be', () => {
    const bad = [
      "throw new HttpError(403, 'Tu nivel está fuera del rango de este partido.');",
      'const RULE_STATUS = { outOfRange: 403, full: 409 };',
      'return reply.code(403).send({ success: false, message });',
      'reply.status(0x193);',
      'reply.code(StatusCodes.FORBIDDEN);',
      "throw createError('Forbidden');",
    ];
    for (const sample of bad) expect(forbiddenProducers(sample), sample).toHaveLength(1);
    const fine = [
      '// A 403 here would send the member to /home.',
      '/* 403 only for roles */ const x = 1;',
      "throw forbidden('ownership', 'Solo quien hizo la reserva puede abrir o cerrar el partido.');",
      "const url = 'http://club.local/4030'; // 403",
      'conflict(MATCH_MESSAGES.outOfRange);',
    ];
    for (const sample of fine) expect(forbiddenProducers(sample), sample).toEqual([]);
  });

  it('makes a 403 only with a reason, and refuses one made by hand', () => {
    const byRole = forbidden('role');
    expect(byRole).toBeInstanceOf(ForbiddenError);
    expect([byRole.statusCode, byRole.reason, byRole.message]).toEqual([
      403,
      'role',
      'No tienes permiso para hacer esto.',
    ]);
    expect(refusal('ownership', 'No es tuyo.').statusCode).toBe(403);
    expect(refusal(409, 'Completo.')).not.toBeInstanceOf(ForbiddenError);
    expect(() => new HttpError(403, 'Tu nivel está fuera del rango.')).toThrow(TypeError);
  });
});
