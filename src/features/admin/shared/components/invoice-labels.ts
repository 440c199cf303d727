import type { RecordState } from '@/api/invoices.ts';
import type { InvoiceType, SaleKind } from '@/domain/invoicing.ts';
import type { MessageKey } from '@/i18n/keys.ts';

export const INVOICE_TYPE_LABELS: Record<InvoiceType, MessageKey> = {
  F1: 'invoices.adminTypeF1',
  F2: 'invoices.adminTypeF2',
  R1: 'invoices.adminTypeR1',
  R5: 'invoices.adminTypeR5',
};

export const SALE_KIND_LABELS: Record<SaleKind, MessageKey> = {
  court: 'invoices.adminKindCourt',
  class: 'invoices.adminKindClass',
  membership: 'invoices.adminKindMembership',
  pack: 'invoices.adminKindPack',
  shop: 'invoices.adminKindShop',
};

/** AEAT's answer in words, and the colour its badge takes. */
export const RECORD_STATE_LABELS: Record<RecordState, { label: MessageKey; color: string }> = {
  pending: { label: 'invoices.adminStatePending', color: 'yellow' },
  correct: { label: 'invoices.adminStateCorrect', color: 'green' },
  acceptedWithErrors: { label: 'invoices.adminStateAcceptedWithErrors', color: 'orange' },
  rejected: { label: 'invoices.adminStateRejected', color: 'red' },
  kept: { label: 'invoices.adminStateKept', color: 'gray' },
};
