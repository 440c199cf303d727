/**
 * Catalogues are written as ICU MessageFormat (JSON files under locales/) and compiled by Lingui
 * before they are used: at build time for the PWA (server/scripts/i18n-plugin.ts), when the
 * server starts for the server. The browser then needs no ICU parser.
 */
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';

export type RawCatalogue = Record<string, string>;
export type CompiledCatalogue = Record<string, CompiledMessage>;

/** Compiles each message; a message that is not valid ICU throws with its key. */
export function compileCatalogue(raw: RawCatalogue, source = 'catalogue'): CompiledCatalogue {
  const compiled: CompiledCatalogue = {};
  for (const [key, message] of Object.entries(raw)) {
    try {
      compiled[key] = compileMessageOrThrow(message);
    } catch (error) {
      throw new Error(`${source}: '${key}' is not a valid ICU message: ${String(error)}`);
    }
  }
  return compiled;
}

/** The names of a compiled message's arguments (plural, select and plain), sorted. */
export function messageArguments(message: CompiledMessage): string[] {
  const names = new Set<string>();
  const visit = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [name, , format] = token;
      // '#' inside a plural stands for its number: not an argument of its own.
      if (name !== '#') names.add(name);
      if (format && typeof format === 'object' && !Array.isArray(format)) {
        for (const [choice, value] of Object.entries(format)) {
          if (choice !== 'offset' && Array.isArray(value)) visit(value as CompiledMessage);
        }
      }
    }
  };
  visit(message);
  return [...names].sort();
}
