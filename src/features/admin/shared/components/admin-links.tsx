import {
  IconCalendarEvent,
  IconChartBar,
  IconCalendarOff,
  IconDoorEnter,
  IconSchool,
  IconSoccerField,
  IconShoppingBag,
  IconUsers,
} from '@tabler/icons-react';
import { LinkCardGrid, type LinkCardEntry } from '@/components/link-card-grid.tsx';

const AREAS: LinkCardEntry[] = [
  {
    to: '/admin/users',
    label: 'Usuarios',
    description: 'Socios, roles, solicitudes UCA y monederos',
    icon: IconUsers,
  },
  {
    to: '/admin/reservations',
    label: 'Reservas',
    description: 'Todas las reservas, cobros en recepción y cancelaciones',
    icon: IconCalendarEvent,
  },
  {
    to: '/admin/courts',
    label: 'Pistas',
    description: 'Precios, horarios de apertura y duración de los turnos',
    icon: IconSoccerField,
  },
  {
    to: '/admin/blocked-times',
    label: 'Horarios bloqueados',
    description: 'Cierres, torneos y mantenimiento, con excepciones',
    icon: IconCalendarOff,
  },
  {
    to: '/admin/statistics',
    label: 'Estadísticas',
    description: 'Ocupación, ingresos y socios por periodo',
    icon: IconChartBar,
  },
  {
    to: '/admin/access',
    label: 'Accesos',
    description: 'Aperturas de la puerta y accesos denegados',
    icon: IconDoorEnter,
  },
  {
    to: '/admin/shop',
    label: 'Tienda',
    description: 'Pedidos por recoger, entregas, reembolsos y catálogo',
    icon: IconShoppingBag,
  },
  {
    to: '/admin/school',
    label: 'Escuela',
    description: 'Grupos de la escuela de tenis, entrenadores y precios',
    icon: IconSchool,
  },
];

/** A card per admin area, so the panel is also the admin's menu on a tablet. */
export function AdminLinks() {
  return (
    <LinkCardGrid
      links={AREAS}
      cols={{ base: 1, sm: 2, lg: 3 }}
      role="navigation"
      aria-label="Áreas de gestión"
    />
  );
}
