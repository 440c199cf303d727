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

/**
 * The spec's drawer entries, plus the two things members do most (book, open the door), then the
 * admin-only section.
 */
const ENTRIES: (NavEntry & { admin?: true })[] = [
  { to: '/home', label: 'Inicio' },
  { to: '/courts', label: 'Reservar pista' },
  { to: '/bookings', label: 'Mis reservas' },
  { to: '/unlock', label: 'Abrir puerta' },
  { to: '/tennis-school', label: 'Escuela de Tenis' },
  { to: '/profile', label: 'Mi perfil' },
  { to: '/admin', label: 'Panel principal', admin: true },
  { to: '/admin/users', label: 'Usuarios', admin: true },
  { to: '/admin/reservations', label: 'Reservas', admin: true },
  { to: '/admin/courts', label: 'Pistas', admin: true },
  { to: '/admin/access', label: 'Accesos', admin: true },
  { to: '/admin/statistics', label: 'Estadísticas', admin: true },
  { to: '/admin/blocked-times', label: 'Horarios bloqueados', admin: true },
  { to: '/admin/school', label: 'Escuela', admin: true },
];

export const MAIN_ENTRIES: NavEntry[] = ENTRIES.filter((entry) => !entry.admin);
export const ADMIN_ENTRIES: NavEntry[] = ENTRIES.filter((entry) => entry.admin);

/** The spec's delay between closing the drawer and navigating, so the close animation shows. */
export const DRAWER_NAVIGATION_DELAY_MS = 300;
export const DRAWER_WIDTH = 250;
