import { ADMIN_SECTIONS, type AdminSectionPath } from '@/components/app-shell/nav-entries.ts';
import { LinkCardGrid, type LinkCardEntry } from '@/components/link-card-grid.tsx';
import { useT } from '@/i18n/react.tsx';

/** What each area holds, under its name on the panel's card. */
const DESCRIPTIONS: Record<AdminSectionPath, string> = {
  '/admin/users': 'Socios, roles, solicitudes UCA y monederos',
  '/admin/reservations': 'Todas las reservas, cobros en recepción y cancelaciones',
  '/admin/courts': 'Precios, horarios de apertura y duración de los turnos',
  '/admin/access': 'Aperturas de la puerta y accesos denegados',
  '/admin/statistics': 'Ocupación, ingresos y socios por periodo',
  '/admin/blocked-times': 'Cierres, torneos y mantenimiento, con excepciones',
  '/admin/school': 'Grupos de la escuela de tenis, entrenadores y precios',
  '/admin/shop': 'Pedidos por recoger, entregas, reembolsos y catálogo',
  '/admin/matches': 'Partidos abiertos, sus jugadores y sus listas de espera',
  '/admin/packs': 'Bonos a la venta, ventas en recepción, ampliaciones y reembolsos',
  '/admin/results': 'Resultados de partidos discutidos y niveles',
  '/admin/waitlists': 'Quién espera cada pista ocupada, en su orden',
  '/admin/calendar': 'Festivos de la comunidad y cierres del club',
  '/admin/series': 'Pistas fijas semanales de la temporada, sus titulares y fechas',
  '/admin/settings': 'Partidos abiertos, listas de espera, reserva rápida, niveles y calendario',
};

/** A card per admin area, so the panel is also the admin's menu on a tablet. */
export function AdminLinks() {
  const t = useT();
  const areas: LinkCardEntry[] = ADMIN_SECTIONS.map((section) => ({
    ...section,
    label: t(section.labelKey),
    description: DESCRIPTIONS[section.to],
  }));
  return (
    <LinkCardGrid
      links={areas}
      cols={{ base: 1, sm: 2, lg: 3 }}
      role="navigation"
      aria-label="Áreas de gestión"
    />
  );
}
