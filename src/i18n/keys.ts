/**
 * Every key of the catalogues, from the Spanish one (the source): a key missing from Spanish is a
 * type error where it is used. One import and one line of the type per namespace (a file under
 * locales/es/), in alphabetical order.
 */
import type account from './locales/es/account.json';
import type admin from './locales/es/admin.json';
import type answers from './locales/es/answers.json';
import type auth from './locales/es/auth.json';
import type bookings from './locales/es/bookings.json';
import type calendar from './locales/es/calendar.json';
import type cards from './locales/es/cards.json';
import type common from './locales/es/common.json';
import type courts from './locales/es/courts.json';
import type csv from './locales/es/csv.json';
import type door from './locales/es/door.json';
import type errors from './locales/es/errors.json';
import type home from './locales/es/home.json';
import type invoices from './locales/es/invoices.json';
import type levels from './locales/es/levels.json';
import type mail from './locales/es/mail.json';
import type matches from './locales/es/matches.json';
import type membership from './locales/es/membership.json';
import type notifications from './locales/es/notifications.json';
import type packs from './locales/es/packs.json';
import type payments from './locales/es/payments.json';
import type push from './locales/es/push.json';
import type rules from './locales/es/rules.json';
import type schedule from './locales/es/schedule.json';
import type school from './locales/es/school.json';
import type series from './locales/es/series.json';
import type shop from './locales/es/shop.json';
import type validation from './locales/es/validation.json';
import type waitlist from './locales/es/waitlist.json';

/** The Spanish catalogue, by namespace. */
interface Namespaces {
  account: typeof account;
  admin: typeof admin;
  answers: typeof answers;
  auth: typeof auth;
  bookings: typeof bookings;
  calendar: typeof calendar;
  cards: typeof cards;
  common: typeof common;
  courts: typeof courts;
  csv: typeof csv;
  door: typeof door;
  errors: typeof errors;
  home: typeof home;
  invoices: typeof invoices;
  levels: typeof levels;
  mail: typeof mail;
  matches: typeof matches;
  membership: typeof membership;
  notifications: typeof notifications;
  packs: typeof packs;
  payments: typeof payments;
  push: typeof push;
  rules: typeof rules;
  schedule: typeof schedule;
  school: typeof school;
  series: typeof series;
  shop: typeof shop;
  validation: typeof validation;
  waitlist: typeof waitlist;
}

export type MessageKey = {
  [N in keyof Namespaces]: keyof Namespaces[N] & string;
}[keyof Namespaces];
