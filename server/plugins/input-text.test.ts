import { describe, expect, it } from 'vitest';
import { hasUnstorableText } from './input-text.ts';

describe('text PostgreSQL cannot store', () => {
  it('passes ordinary text, accents and a whole surrogate pair (an emoji)', () => {
    expect(hasUnstorableText('Pádel con Íñigo 🎾')).toBe(false);
    expect(hasUnstorableText({ name: 'Sofía', tags: ['🎾', 'ñ'], nested: { n: 1 } })).toBe(false);
  });

  it('finds a NUL or a lone surrogate in a string, an array, a nested value or a key', () => {
    expect(hasUnstorableText('a\u0000b')).toBe(true);
    expect(hasUnstorableText('\ud800')).toBe(true);
    expect(hasUnstorableText('x\udc00')).toBe(true);
    expect(hasUnstorableText('\udc00\ud800')).toBe(true);
    expect(hasUnstorableText(['ok', ['\ud83c']])).toBe(true);
    expect(hasUnstorableText({ a: { b: 'c\u0000' } })).toBe(true);
    expect(hasUnstorableText({ ['k\u0000']: 'v' })).toBe(true);
  });

  it('leaves a Buffer alone: bytes are not text', () => {
    expect(hasUnstorableText({ file: Buffer.from([0, 0xd8]) })).toBe(false);
  });
});
