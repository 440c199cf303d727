/**
 * The admin tables' state in the URL (filters, sort, page, the open record), one schema per
 * screen. Route files validate with these; a bad or unknown value is dropped, never an error page,
 * so a shared or hand-edited link always opens. Kept apart from the screens: the route tree loads
 * it with the member app, the screens come in their own chunk.
 */
import type { ADMIN_BOOKING_SORTS } from '@/api/admin/bookings.ts';
import type { DEFAULT_PAGE_SIZE } from '@/api/admin/common.ts';
import type { ADMIN_USER_SORTS, MEMBERSHIP_STATES } from '@/api/admin/users.ts';
import type { DOOR_RESULTS } from '@/api/door.ts';
import type { RECORD_STATES } from '@/api/invoices.ts';
import type { INVOICE_TYPES, SALE_KINDS } from '@/domain/invoicing.ts';
import { PAYMENT_STATUSES } from '@/domain/payment-status.ts';
import {
  day,
  flag,
  oneOf,
  positiveInt,
  searchParams,
  text,
  type SearchOf,
} from '@/lib/search-params.ts';

// The contract's values, written out here (checked against it by type) so that the member app,
// which loads this file with the route tree, does not download the admin contract with it.
const PAGE_SIZE: typeof DEFAULT_PAGE_SIZE = 25;
const USER_SORTS = [
  'name',
  'email',
  'role',
  'createdAt',
] as const satisfies readonly (typeof ADMIN_USER_SORTS)[number][];
const MEMBERSHIP_VALUES = [
  'active',
  'canceled-running',
  'none',
] as const satisfies readonly (typeof MEMBERSHIP_STATES)[number][];
const BOOKING_SORTS = [
  'startsAt',
  'createdAt',
  'court',
  'member',
  'totalAmount',
] as const satisfies readonly (typeof ADMIN_BOOKING_SORTS)[number][];
const DOOR_RESULT_VALUES = [
  'opened',
  'refused',
  'busy',
  'rate-limited',
  'failed',
] as const satisfies readonly (typeof DOOR_RESULTS)[number][];

const INVOICE_TYPE_VALUES = [
  'F1',
  'F2',
  'R1',
  'R5',
] as const satisfies readonly (typeof INVOICE_TYPES)[number][];
const SALE_KIND_VALUES = [
  'court',
  'class',
  'membership',
  'pack',
  'shop',
] as const satisfies readonly (typeof SALE_KINDS)[number][];
const RECORD_STATE_VALUES = [
  'pending',
  'correct',
  'acceptedWithErrors',
  'rejected',
  'kept',
] as const satisfies readonly (typeof RECORD_STATES)[number][];

const order = oneOf(['asc', 'desc'] as const);

const usersReaders = {
  q: text(100),
  role: text(40),
  membership: oneOf(MEMBERSHIP_VALUES),
  ucaPending: flag,
  disabled: flag,
  sort: oneOf(USER_SORTS),
  order,
  page: positiveInt,
  /** The member whose detail is open. */
  user: text(64),
};
export const usersSearchSchema = searchParams(usersReaders);
export type UsersSearch = SearchOf<typeof usersReaders>;

/** The API's query for the URL's search: defaults filled in where the URL leaves them out. */
export function usersQueryOf(search: UsersSearch) {
  const flag = (on: boolean | undefined) => (on ? ('true' as const) : undefined);
  return {
    q: search.q,
    role: search.role,
    membership: search.membership,
    ucaPending: flag(search.ucaPending),
    disabled: flag(search.disabled),
    sort: search.sort ?? 'name',
    order: search.order ?? 'asc',
    page: search.page ?? 1,
    pageSize: PAGE_SIZE,
  };
}

const statisticsReaders = { from: day, to: day };
export const statisticsSearchSchema = searchParams(statisticsReaders);

const reservationsReaders = {
  /** One day; `from`/`to` a range. With none of them the list starts today. */
  date: day,
  from: day,
  to: day,
  court: text(64),
  /** The booker's name or e-mail. */
  q: text(100),
  payment: oneOf([...PAYMENT_STATUSES, 'pending'] as const),
  league: flag,
  /** 'all' shows cancelled bookings too; unset means active ones. */
  status: oneOf(['active', 'cancelled', 'all'] as const),
  sort: oneOf(BOOKING_SORTS),
  order,
  page: positiveInt,
};
export const reservationsSearchSchema = searchParams(reservationsReaders);
export type ReservationsSearch = SearchOf<typeof reservationsReaders>;

/** The API's query for the URL's search; `today` (YYYY-MM-DD) starts an open-ended list. */
export function reservationsQueryOf(search: ReservationsSearch, today: string) {
  const noDates = !search.date && !search.from && !search.to;
  return {
    date: search.date,
    from: noDates ? today : search.from,
    to: search.to,
    courtId: search.court,
    q: search.q,
    paymentStatus: search.payment,
    isLeagueMatch: search.league === undefined ? undefined : search.league ? 'true' : 'false',
    status: search.status ?? 'active',
    sort: search.sort ?? 'startsAt',
    order: search.order ?? 'asc',
    page: search.page ?? 1,
    pageSize: PAGE_SIZE,
  } as const;
}

const accessReaders = {
  from: day,
  to: day,
  /** The person's name or e-mail. */
  q: text(100),
  result: oneOf(DOOR_RESULT_VALUES),
  page: positiveInt,
};
export const accessSearchSchema = searchParams(accessReaders);
export type AccessSearch = SearchOf<typeof accessReaders>;

export const ACCESS_PAGE_SIZE = 50;

/** The API's query (GET /admin/access and its CSV) for the URL's search, newest first. */
export function accessQueryOf(search: AccessSearch) {
  return {
    from: search.from,
    to: search.to,
    q: search.q,
    result: search.result,
    order: 'desc',
    page: search.page ?? 1,
    pageSize: ACCESS_PAGE_SIZE,
  } as const;
}

const invoicesReaders = {
  from: day,
  to: day,
  series: text(10),
  type: oneOf(INVOICE_TYPE_VALUES),
  kind: oneOf(SALE_KIND_VALUES),
  state: oneOf(RECORD_STATE_VALUES),
};
/** The book of invoices' filters: the URL's search is the API's query as it is. */
export const invoicesSearchSchema = searchParams(invoicesReaders);
export type InvoicesSearch = SearchOf<typeof invoicesReaders>;

const settingsReaders = { tab: oneOf(['general', 'invoicing'] as const) };
/** 'Ajustes' opens on its general tab; `tab=invoicing` opens 'Facturación'. */
export const settingsSearchSchema = searchParams(settingsReaders);
export type SettingsTab = NonNullable<SearchOf<typeof settingsReaders>['tab']>;
