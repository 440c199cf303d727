/**
 * The pseudo-locale (tests only, decision 089): loaded on demand, never in a member's bytes.
 */
import type { CompiledMessage, CompiledMessageToken } from '@lingui/message-utils/compileMessage';

type CompiledCatalogue = Record<string, CompiledMessage>;

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [
    c,
    [...'àƀçđéƒĝĥíĵķļɱñóþǫŕšţúṽŵẋýžÀƁÇĐÉƑĜĤÍĴĶĻṀÑÓÞǪŔŠŢÚṼŴẊÝŽ'][i]!,
  ]),
);

/** Pseudo-locale markers: a text between them came from a catalogue. */
export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

function pseudoText(text: string): string {
  const accented = [...text].map((c) => ACCENTED[c] ?? c).join('');
  // About a third longer, as German or Catalan often run, so layouts meet long words here first.
  const letters = text.replace(/[^\p{L}]/gu, '').length;
  return accented + '·'.repeat(Math.ceil(letters * 0.35));
}

/**
 * The pseudo-locale (tests only): each message of a compiled catalogue with its letters accented,
 * lengthened and between ⟦ ⟧, its arguments untouched, so a screen shows at a glance which of its
 * texts did not come from a catalogue and where longer texts break a layout.
 */
export function pseudoCatalogue(catalogue: CompiledCatalogue): CompiledCatalogue {
  const mapTokens = (tokens: CompiledMessage): CompiledMessage =>
    tokens.map((token): CompiledMessageToken => {
      if (typeof token === 'string') return pseudoText(token);
      const [name, type, format] = token;
      if (!format || typeof format !== 'object' || Array.isArray(format)) return token;
      const choices = Object.fromEntries(
        Object.entries(format).map(([choice, value]) => [
          choice,
          Array.isArray(value) ? mapTokens(value as CompiledMessage) : value,
        ]),
      );
      return [name, type, choices];
    });
  return Object.fromEntries(
    Object.entries(catalogue).map(([key, tokens]) => [
      key,
      [PSEUDO_OPEN, ...mapTokens(tokens), PSEUDO_CLOSE],
    ]),
  );
}
