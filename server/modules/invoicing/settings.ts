/**
 * The club's fiscal setup (Ajustes → Facturación): the issuer, the series, the mode and the VAT of
 * each kind of sale. One row holds what an admin saved; defaults fill the rest (21 % on every
 * kind, as for a company; decision 091).
 */
import { eq } from 'drizzle-orm';
import type { InvoicingSettingsView } from '@/api/invoices.ts';
import {
  GENERAL_VAT,
  SALE_KINDS,
  isExempt,
  type SaleKind,
  type VatTreatment,
} from '@/domain/invoicing.ts';
import type { Queryable } from '../../db/client.ts';
import { invoicingSettings } from '../../db/schema/index.ts';

export interface InvoicingSettings {
  issuer: { nif: string; name: string; address: string };
  series: { ticket: string; full: string; correction: string };
  mode: 'verifactu' | 'local';
  environment: 'test' | 'production';
  vat: Record<SaleKind, VatTreatment>;
}

export const DEFAULT_INVOICING: InvoicingSettings = {
  issuer: { nif: '', name: '', address: '' },
  series: { ticket: 'T', full: 'F', correction: 'R' },
  mode: 'local',
  environment: 'test',
  vat: Object.fromEntries(SALE_KINDS.map((k) => [k, GENERAL_VAT])) as Record<
    SaleKind,
    VatTreatment
  >,
};

/** Tickets are numbered only once the issuer can be named on them (art. 7 RD 1619/2012). */
export function isReady(settings: InvoicingSettings): boolean {
  const { nif, name, address } = settings.issuer;
  return nif !== '' && name !== '' && address !== '';
}

export async function readInvoicing(q: Queryable): Promise<InvoicingSettings> {
  const [row] = await q
    .select({ values: invoicingSettings.values })
    .from(invoicingSettings)
    .where(eq(invoicingSettings.id, 'club'));
  const saved = (row?.values ?? {}) as Partial<InvoicingSettings>;
  return {
    issuer: { ...DEFAULT_INVOICING.issuer, ...saved.issuer },
    series: { ...DEFAULT_INVOICING.series, ...saved.series },
    mode: saved.mode ?? DEFAULT_INVOICING.mode,
    environment: saved.environment ?? DEFAULT_INVOICING.environment,
    vat: { ...DEFAULT_INVOICING.vat, ...saved.vat },
  };
}

export async function saveInvoicing(q: Queryable, settings: InvoicingSettings): Promise<void> {
  await q
    .insert(invoicingSettings)
    .values({ id: 'club', values: { ...settings } })
    .onConflictDoUpdate({
      target: invoicingSettings.id,
      set: { values: { ...settings }, updatedAt: new Date() },
    });
}

/** Basis points to the API's percent and back. */
export function settingsView(settings: InvoicingSettings): InvoicingSettingsView {
  const vat = Object.fromEntries(
    SALE_KINDS.map((kind) => {
      const t = settings.vat[kind];
      return [
        kind,
        isExempt(t) ? { rate: 0, exempt: true } : { rate: t.rate / 100, exempt: false },
      ];
    }),
  ) as InvoicingSettingsView['vat'];
  return { ...settings, vat };
}
export function settingsFromView(view: InvoicingSettingsView): InvoicingSettings {
  const vat = Object.fromEntries(
    SALE_KINDS.map((kind) => {
      const v = view.vat[kind];
      const treatment: VatTreatment = v.exempt
        ? { exempt: 'E1' }
        : { rate: Math.round(v.rate * 100) };
      return [kind, treatment];
    }),
  ) as Record<SaleKind, VatTreatment>;
  return { ...view, issuer: { ...view.issuer, nif: view.issuer.nif.toUpperCase() }, vat };
}
