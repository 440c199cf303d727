/**
 * The catalogues hold together (decision 089): every key in every language, with the same ICU
 * arguments, valid ICU everywhere, each key under its namespace, and none that no code uses.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compileCatalogue, messageArguments, type RawCatalogue } from './compile.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const localesDir = path.join(here, 'locales');

const read = (language: string, namespace: string) =>
  JSON.parse(
    fs.readFileSync(path.join(localesDir, language, `${namespace}.json`), 'utf8'),
  ) as RawCatalogue;

const namespacesOf = (language: string) =>
  fs
    .readdirSync(path.join(localesDir, language))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();

const NAMESPACES = namespacesOf(DEFAULT_LANGUAGE);

/** Every source file that may use a key: screens, domain, server; tests do not count. */
function sourceText(): string {
  const texts: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'locales' && entry.name !== 'node_modules') walk(full);
      } else if (/\.(ts|tsx)$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name)) {
        texts.push(fs.readFileSync(full, 'utf8'));
      }
    }
  };
  walk(path.join(root, 'src'));
  walk(path.join(root, 'server'));
  return texts.join('\n');
}

describe('the catalogues', () => {
  it('has the same namespaces in every language', () => {
    for (const language of LANGUAGES) expect(namespacesOf(language)).toEqual(NAMESPACES);
  });

  it.each(NAMESPACES)('%s: the same keys and ICU arguments in every language', (namespace) => {
    const source = compileCatalogue(read(DEFAULT_LANGUAGE, namespace), `es/${namespace}`);
    for (const language of LANGUAGES) {
      const raw = read(language, namespace);
      const compiled = compileCatalogue(raw, `${language}/${namespace}`);
      expect(Object.keys(compiled).sort(), `${language}/${namespace} keys`).toEqual(
        Object.keys(source).sort(),
      );
      for (const [key, message] of Object.entries(compiled)) {
        expect(messageArguments(message), `${language}: ${key}`).toEqual(
          messageArguments(source[key]!),
        );
        expect(raw[key]!.trim(), `${language}: ${key} is empty`).not.toBe('');
      }
    }
  });

  it.each(NAMESPACES)('%s: every key starts with its namespace', (namespace) => {
    const outside = Object.keys(read(DEFAULT_LANGUAGE, namespace)).filter(
      (key) => !key.startsWith(`${namespace}.`),
    );
    expect(outside).toEqual([]);
  });

  it('has no key that no code uses', () => {
    const code = sourceText();
    const unused = NAMESPACES.flatMap((namespace) =>
      Object.keys(read(DEFAULT_LANGUAGE, namespace)),
    ).filter((key) => !code.includes(`'${key}'`) && !code.includes(`"${key}"`));
    expect(unused).toEqual([]);
  });
});
