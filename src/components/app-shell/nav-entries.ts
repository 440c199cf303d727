import type { FileRoutesByTo } from '@/routeTree.gen.ts';

/** A path of the app without params, so entries stay checked against the route tree. */
export type AppPath = keyof FileRoutesByTo;

export interface NavEntry {
  to: AppPath;
  label: string;
}

/** The spec's drawer entries, plus the two things members do most (book, open the door). */
export const MAIN_ENTRIES: NavEntry[] = [
  { to: '/home', label: 'Inicio' },
  { to: '/courts', label: 'Reservar pista' },
  { to: '/bookings', label: 'Mis reservas' },
  { to: '/unlock', label: 'Abrir puerta' },
  { to: '/tennis-school', label: 'Escuela de Tenis' },
  { to: '/profile', label: 'Mi perfil' },
];

export const ADMIN_ENTRIES: NavEntry[] = [
  { to: '/admin', label: 'Panel principal' },
  { to: '/admin/users', label: 'Usuarios' },
  { to: '/admin/reservations', label: 'Reservas' },
  { to: '/admin/courts', label: 'Pistas' },
  { to: '/admin/access', label: 'Accesos' },
  { to: '/admin/statistics', label: 'Estadísticas' },
  { to: '/admin/blocked-times', label: 'Horarios bloqueados' },
];

/** The spec's delay between closing the drawer and navigating, so the close animation shows. */
export const DRAWER_NAVIGATION_DELAY_MS = 300;
export const DRAWER_WIDTH = 250;
