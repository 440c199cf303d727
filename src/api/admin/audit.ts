/**
 * The admin audit log (GET /api/admin/audit): every change an admin made, who, what, the values
 * before and after, when. Append-only: the database refuses updates and deletes of it.
 */
import { z } from 'zod';
import type { MessageKey } from '@/i18n/keys.ts';
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
  'invoicing_settings',
  'invoice',
  'court_series',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** What was done (stored), and its label's catalogue key. */
export const AUDIT_ACTIONS = {
  'user.role': 'admin.auditUserRole',
  'user.uca.approve': 'admin.auditUserUcaApprove',
  'user.uca.reject': 'admin.auditUserUcaReject',
  'user.disable': 'admin.auditUserDisable',
  'user.enable': 'admin.auditUserEnable',
  'user.level': 'admin.auditUserLevel',
  'wallet.adjust': 'admin.auditWalletAdjust',
  'booking.create': 'admin.auditBookingCreate',
  'booking.cancel': 'admin.auditBookingCancel',
  'booking.desk-payment': 'admin.auditBookingDeskPayment',
  'booking.result': 'admin.auditBookingResult',
  'court.create': 'admin.auditCourtCreate',
  'court.update': 'admin.auditCourtUpdate',
  'court.image': 'admin.auditCourtImage',
  'court.deactivate': 'admin.auditCourtDeactivate',
  'court.activate': 'admin.auditCourtActivate',
  'blocked_time.create': 'admin.auditBlockedTimeCreate',
  'blocked_time.update': 'admin.auditBlockedTimeUpdate',
  'blocked_time.delete': 'admin.auditBlockedTimeDelete',
  'shop_product.create': 'admin.auditShopProductCreate',
  'shop_product.update': 'admin.auditShopProductUpdate',
  'shop_product.image': 'admin.auditShopProductImage',
  'shop_order.ready': 'admin.auditShopOrderReady',
  'shop_order.delivered': 'admin.auditShopOrderDelivered',
  'shop_order.refund': 'admin.auditShopOrderRefund',
  'school_group.create': 'admin.auditSchoolGroupCreate',
  'school_group.update': 'admin.auditSchoolGroupUpdate',
  'school_prices.update': 'admin.auditSchoolPricesUpdate',
  'club_settings.update': 'admin.auditClubSettingsUpdate',
  'pack_type.create': 'admin.auditPackTypeCreate',
  'pack_type.update': 'admin.auditPackTypeUpdate',
  'member_pack.sell': 'admin.auditMemberPackSell',
  'member_pack.extend': 'admin.auditMemberPackExtend',
  'member_pack.refund': 'admin.auditMemberPackRefund',
  'calendar_day.save': 'admin.auditCalendarDaySave',
  'calendar_day.remove': 'admin.auditCalendarDayRemove',
  'court_series.create': 'admin.auditCourtSeriesCreate',
  'court_series.edit': 'admin.auditCourtSeriesEdit',
  'court_series.end': 'admin.auditCourtSeriesEnd',
  'invoicing.settings': 'admin.auditInvoicingSettings',
  'invoice.void': 'admin.auditInvoiceVoid',
} as const satisfies Record<string, MessageKey>;
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
