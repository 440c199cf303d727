/**
 * The admin audit log (GET /api/admin/audit): every change an admin made, who, what, the values
 * before and after, when. Append-only: the database refuses updates and deletes of it.
 */
import { z } from 'zod';
import { okWith } from '../common.ts';
import { pageInfo, paginationQuery } from './common.ts';

export const AUDIT_ENTITIES = [
  'user',
  'wallet',
  'booking',
  'court',
  'blocked_time',
  'shop_product',
  'shop_order',
  'school_group',
  'school_prices',
  'club_settings',
  'pack_type',
  'member_pack',
  'calendar_day',
  'court_series',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** What was done; the PWA shows the Spanish label. */
export const AUDIT_ACTIONS = {
  'user.role': 'Cambio de rol',
  'user.uca.approve': 'Solicitud UCA aprobada',
  'user.uca.reject': 'Solicitud UCA rechazada',
  'user.disable': 'Cuenta desactivada',
  'user.enable': 'Cuenta activada',
  'user.level': 'Nivel de juego',
  'wallet.adjust': 'Ajuste del monedero',
  'booking.create': 'Reserva creada',
  'booking.cancel': 'Reserva cancelada',
  'booking.desk-payment': 'Pago en recepción',
  'booking.result': 'Resultado decidido',
  'court.create': 'Pista creada',
  'court.update': 'Pista editada',
  'court.image': 'Imagen de pista',
  'court.deactivate': 'Pista desactivada',
  'court.activate': 'Pista activada',
  'blocked_time.create': 'Bloqueo creado',
  'blocked_time.update': 'Bloqueo editado',
  'blocked_time.delete': 'Bloqueo eliminado',
  'shop_product.create': 'Producto creado',
  'shop_product.update': 'Producto editado',
  'shop_product.image': 'Imagen de producto',
  'shop_order.ready': 'Pedido listo para recoger',
  'shop_order.delivered': 'Pedido entregado',
  'shop_order.refund': 'Pedido reembolsado',
  'school_group.create': 'Grupo de la escuela creado',
  'school_group.update': 'Grupo de la escuela editado',
  'school_prices.update': 'Precios de la escuela',
  'club_settings.update': 'Ajustes del club',
  'pack_type.create': 'Bono creado',
  'pack_type.update': 'Bono editado',
  'member_pack.sell': 'Bono vendido en recepción',
  'member_pack.extend': 'Bono ampliado',
  'member_pack.refund': 'Bono reembolsado',
  'calendar_day.save': 'Día del calendario',
  'calendar_day.remove': 'Día quitado del calendario',
  'court_series.create': 'Abono creado',
  'court_series.edit': 'Abono cambiado desde una fecha',
  'court_series.end': 'Abono terminado',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

export const auditQuerySchema = z.object({
  entityType: z.enum(AUDIT_ENTITIES).optional(),
  entityId: z.string().uuid('validation.idInvalid').optional(),
  adminId: z.string().uuid('validation.idInvalid').optional(),
  ...paginationQuery,
  order: z.enum(['asc', 'desc']).default('desc'),
});

const jsonValue = z.record(z.string(), z.unknown()).nullable();

export const auditEntrySchema = z.object({
  _id: z.string(),
  admin: z.object({ _id: z.string().nullable(), name: z.string(), email: z.string() }),
  action: z.string() as z.ZodType<AuditAction>,
  entityType: z.enum(AUDIT_ENTITIES),
  entityId: z.string(),
  /** The values the change replaced (null on a creation). */
  before: jsonValue,
  /** The values it wrote (null on a deletion). */
  after: jsonValue,
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditResponseSchema = okWith({ entries: z.array(auditEntrySchema), ...pageInfo });
