/**
 * The door catalogue's texts the early page shows (./early-texts.ts), which the build inlines in
 * it for every language (server/scripts/door-early-inline.ts, which reads this file: no import
 * here but a type's).
 */
import type { MessageKey } from '@/i18n/keys.ts';
import type { Language } from '@/i18n/languages.ts';

export const EARLY_KEYS = [
  'door.pageTitle',
  'door.title',
  'door.hint',
  'door.open',
  'door.opening',
  'door.backHome',
  'door.unlockSuccess',
  'door.unlockFailure',
  'door.offlineReason',
  'door.unreachable',
] as const satisfies readonly MessageKey[];

export type EarlyKey = (typeof EARLY_KEYS)[number];

/** The early texts of every language, as the build inlines them (`__DOOR_TEXTS__`). */
export type EarlyTexts = Record<Language, Record<EarlyKey, string>>;
