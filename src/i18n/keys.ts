/**
 * Every key of the catalogues, from the Spanish one (the source): a key missing from Spanish is a
 * type error where it is used. One import and one line of the type per namespace (a file under
 * locales/es/), in alphabetical order.
 */
import type auth from './locales/es/auth.json';
import type common from './locales/es/common.json';
import type door from './locales/es/door.json';
import type errors from './locales/es/errors.json';
import type rules from './locales/es/rules.json';
import type validation from './locales/es/validation.json';

/** The Spanish catalogue, by namespace. */
interface Namespaces {
  auth: typeof auth;
  common: typeof common;
  door: typeof door;
  errors: typeof errors;
  rules: typeof rules;
  validation: typeof validation;
}

export type MessageKey = {
  [N in keyof Namespaces]: keyof Namespaces[N] & string;
}[keyof Namespaces];

declare module '@lingui/core' {
  interface Register {
    messageIds: MessageKey;
  }
}
