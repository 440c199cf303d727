import type { InvoiceType } from '@/domain/invoicing.ts';
import type { MessageKey } from '@/i18n/keys.ts';

/** A ticket's title by AEAT's type: 'Factura simplificada', 'Factura', 'Factura rectificativa'. */
export const TYPE_LABELS: Record<InvoiceType, MessageKey> = {
  F1: 'invoices.typeF1',
  F2: 'invoices.typeF2',
  R1: 'invoices.typeR1',
  R5: 'invoices.typeR5',
};
