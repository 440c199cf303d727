import {
  IconBellRinging,
  IconCalendarEvent,
  IconCalendarMonth,
  IconCalendarRepeat,
  IconCalendarOff,
  IconChartBar,
  IconDoorEnter,
  IconLayoutDashboard,
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

/**
 * A path of the app, so entries stay checked against the route tree. Read through the registered
 * router rather than by importing the generated tree, which imports this shell back.
 */
export type AppPath = RegisteredRouter['routeTree']['types']['fileRouteTypes']['to'];

export interface NavEntry {
  to: AppPath;
  label: string;
}

export interface AdminEntry extends NavEntry {
  icon: Icon;
}

/** The spec's drawer entries, plus the two things members do most (book, open the door). */
export const MAIN_ENTRIES: NavEntry[] = [
  { to: '/home', label: 'Inicio' },
  { to: '/courts', label: 'Reservar pista' },
  { to: '/bookings', label: 'Mis reservas' },
  { to: '/matches', label: 'Partidos abiertos' },
  { to: '/unlock', label: 'Abrir puerta' },
  { to: '/tennis-school', label: 'Escuela de Tenis' },
  { to: '/profile', label: 'Mi perfil' },
];

/**
 * The admin's areas, in the spec's drawer order, then those added later (school, shop, open
 * matches, packs, match results, waitlists, the club's calendar, series, the club's settings). The drawer, the desktop side navigation
 * and the panel's cards all list these.
 */
export const ADMIN_SECTIONS = [
  { to: '/admin/users', label: 'Usuarios', icon: IconUsers },
  { to: '/admin/reservations', label: 'Reservas', icon: IconCalendarEvent },
  { to: '/admin/courts', label: 'Pistas', icon: IconSoccerField },
  { to: '/admin/access', label: 'Accesos', icon: IconDoorEnter },
  { to: '/admin/statistics', label: 'Estadísticas', icon: IconChartBar },
  { to: '/admin/blocked-times', label: 'Horarios bloqueados', icon: IconCalendarOff },
  { to: '/admin/school', label: 'Escuela', icon: IconSchool },
  { to: '/admin/shop', label: 'Tienda', icon: IconShoppingBag },
  { to: '/admin/matches', label: 'Partidos', icon: IconUsersGroup },
  { to: '/admin/packs', label: 'Bonos', icon: IconTicket },
  { to: '/admin/results', label: 'Resultados', icon: IconTrophy },
  { to: '/admin/waitlists', label: 'Listas de espera', icon: IconBellRinging },
  { to: '/admin/calendar', label: 'Calendario', icon: IconCalendarMonth },
  { to: '/admin/series', label: 'Abonos', icon: IconCalendarRepeat },
  { to: '/admin/settings', label: 'Ajustes', icon: IconSettings },
] as const satisfies readonly AdminEntry[];
export type AdminSectionPath = (typeof ADMIN_SECTIONS)[number]['to'];

/** The admin-only menu: the panel first, then every area. */
export const ADMIN_ENTRIES: readonly AdminEntry[] = [
  { to: '/admin', label: 'Panel principal', icon: IconLayoutDashboard },
  ...ADMIN_SECTIONS,
];

/** The spec's delay between closing the drawer and navigating, so the close animation shows. */
export const DRAWER_NAVIGATION_DELAY_MS = 300;
export const DRAWER_WIDTH = 250;

/** Where the admin's side navigation stands beside the page: from Mantine's `lg` (1,200 px). */
export const ADMIN_NAVBAR_BREAKPOINT = 'lg';
export const ADMIN_NAVBAR_WIDTH = 260;
