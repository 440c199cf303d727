import {
  IconBellRinging,
  IconCalendarEvent,
  IconCalendarMonth,
  IconCalendarRepeat,
  IconCalendarOff,
  IconChartBar,
  IconDoorEnter,
  IconLayoutDashboard,
  IconReceiptEuro,
  IconSchool,
  IconSettings,
  IconShoppingBag,
  IconSoccerField,
  IconTicket,
  IconTrophy,
  IconUsers,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import type { RegisteredRouter } from '@tanstack/react-router';
import type { MessageKey } from '@/i18n/keys.ts';

/**
 * A path of the app, so entries stay checked against the route tree. Read through the registered
 * router rather than by importing the generated tree, which imports this shell back.
 */
export type AppPath = RegisteredRouter['routeTree']['types']['fileRouteTypes']['to'];

export interface NavEntry {
  to: AppPath;
  /** Its name in the catalogue: whoever draws the entry says it with `t(labelKey)`. */
  labelKey: MessageKey;
}

export interface AdminEntry extends NavEntry {
  icon: Icon;
}

/** The spec's drawer entries, plus the two things members do most (book, open the door). */
export const MAIN_ENTRIES: NavEntry[] = [
  { to: '/home', labelKey: 'common.navHome' },
  { to: '/courts', labelKey: 'common.navBook' },
  { to: '/bookings', labelKey: 'common.navMyBookings' },
  { to: '/matches', labelKey: 'common.navOpenMatches' },
  { to: '/unlock', labelKey: 'common.navDoor' },
  { to: '/tennis-school', labelKey: 'common.navTennisSchool' },
  { to: '/profile', labelKey: 'common.navProfile' },
];

/**
 * The admin's areas, in the spec's drawer order, then those added later (school, shop, open
 * matches, packs, match results, waitlists, the club's calendar, series, the invoices, the club's settings). The drawer, the desktop side navigation
 * and the panel's cards all list these.
 */
export const ADMIN_SECTIONS = [
  { to: '/admin/users', labelKey: 'common.navAdminUsers', icon: IconUsers },
  { to: '/admin/reservations', labelKey: 'common.navAdminReservations', icon: IconCalendarEvent },
  { to: '/admin/courts', labelKey: 'common.navAdminCourts', icon: IconSoccerField },
  { to: '/admin/access', labelKey: 'common.navAdminAccess', icon: IconDoorEnter },
  { to: '/admin/statistics', labelKey: 'common.navAdminStatistics', icon: IconChartBar },
  { to: '/admin/blocked-times', labelKey: 'common.navAdminBlockedTimes', icon: IconCalendarOff },
  { to: '/admin/school', labelKey: 'common.navAdminSchool', icon: IconSchool },
  { to: '/admin/shop', labelKey: 'common.navAdminShop', icon: IconShoppingBag },
  { to: '/admin/matches', labelKey: 'common.navAdminMatches', icon: IconUsersGroup },
  { to: '/admin/packs', labelKey: 'common.navAdminPacks', icon: IconTicket },
  { to: '/admin/results', labelKey: 'common.navAdminResults', icon: IconTrophy },
  { to: '/admin/waitlists', labelKey: 'common.navAdminWaitlists', icon: IconBellRinging },
  { to: '/admin/calendar', labelKey: 'common.navAdminCalendar', icon: IconCalendarMonth },
  { to: '/admin/series', labelKey: 'common.navAdminSeries', icon: IconCalendarRepeat },
  { to: '/admin/invoices', labelKey: 'common.navAdminInvoices', icon: IconReceiptEuro },
  { to: '/admin/settings', labelKey: 'common.navAdminSettings', icon: IconSettings },
] as const satisfies readonly AdminEntry[];
export type AdminSectionPath = (typeof ADMIN_SECTIONS)[number]['to'];

/** The admin-only menu: the panel first, then every area. */
export const ADMIN_ENTRIES: readonly AdminEntry[] = [
  { to: '/admin', labelKey: 'common.navAdminPanel', icon: IconLayoutDashboard },
  ...ADMIN_SECTIONS,
];

/** The spec's delay between closing the drawer and navigating, so the close animation shows. */
export const DRAWER_NAVIGATION_DELAY_MS = 300;
export const DRAWER_WIDTH = 250;

/** Where the admin's side navigation stands beside the page: from Mantine's `lg` (1,200 px). */
export const ADMIN_NAVBAR_BREAKPOINT = 'lg';
export const ADMIN_NAVBAR_WIDTH = 260;
