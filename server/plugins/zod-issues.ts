/**
 * A refused field's words in the asker's language (decision 089). The contract's own messages are
 * `validation.*` catalogue keys (src/api), rendered with the asker's catalogue; zod's defaults (a
 * wrong type, a number out of range) are worded by zod's locale of that language.
 */
import { z } from 'zod';
import type { MessageKey } from '@/i18n/keys.ts';
import { DEFAULT_LANGUAGE, type Language } from '@/i18n/languages.ts';
import type { Translate } from '../i18n.ts';

type ErrorMap = z.core.$ZodErrorMap;

const ZOD_LOCALES: Record<Language, ErrorMap> = {
  es: z.locales.es().localeError,
  ca: z.locales.ca().localeError,
  en: z.locales.en().localeError,
};

/** An issue as zod reported it (its code, message and details), with the value refused. */
export interface IssueLike {
  code: string;
  message: string;
  input?: unknown;
}

/** Whether a schema's message is a catalogue key (the contract's, or a rule's) rather than words. */
export function isValidationKey(message: string): message is MessageKey {
  return /^(validation|rules)\.[A-Za-z0-9]+$/.test(message);
}

function worded(map: ErrorMap, issue: IssueLike): string | undefined {
  const answer = map(issue as unknown as Parameters<ErrorMap>[0]);
  return typeof answer === 'string' ? answer : (answer?.message ?? undefined);
}

/** What `issue` says in `language`. */
export function issueText(issue: IssueLike, language: Language, translate: Translate): string {
  if (isValidationKey(issue.message)) return translate(issue.message);
  if (language === DEFAULT_LANGUAGE) return issue.message;
  // Only zod's own Spanish default is worded again; a message a schema wrote stays as written.
  if (worded(ZOD_LOCALES[DEFAULT_LANGUAGE], issue) !== issue.message) return issue.message;
  return worded(ZOD_LOCALES[language], issue) ?? issue.message;
}

/** The value at `path` inside what the request sent (the refused value zod no longer keeps). */
export function valueAt(root: unknown, path: readonly string[]): unknown {
  let current = root;
  for (const step of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = Object.hasOwn(current, step) ? (current as Record<string, unknown>)[step] : undefined;
  }
  return current;
}
