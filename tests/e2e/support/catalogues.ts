import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const localesDir = fileURLToPath(new URL('../../../src/i18n/locales', import.meta.url));

type Catalogue = Record<string, string>;

function catalogue(language: string): Catalogue {
  const dir = path.join(localesDir, language);
  return Object.assign(
    {},
    ...fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Catalogue),
  ) as Catalogue;
}

const spanish = catalogue('es');

/**
 * What `language`'s catalogue says where the Spanish one says `text` (a plain message, written as
 * the spec has it), in `namespace` where the same Spanish is worded apart elsewhere: the journeys
 * read the catalogues, so a reworded translation never breaks them and a text left in Spanish does.
 */
export function inLanguage(language: 'ca' | 'en', text: string, namespace = ''): string {
  const target = catalogue(language);
  const found = new Set(
    Object.entries(spanish)
      .filter(([key, message]) => message === text && key.startsWith(namespace))
      .map(([key]) => target[key]),
  );
  if (found.size !== 1 || found.has(undefined)) {
    throw new Error(`'${text}' is ${found.size === 0 ? 'in no' : 'ambiguous in the'} catalogue`);
  }
  return [...found][0]!;
}

/** Every plain text (no ICU argument) of `language`: what a screen may show as it is. */
export function plainTexts(language: string): string[] {
  return Object.values(catalogue(language)).filter((message) => !message.includes('{'));
}
