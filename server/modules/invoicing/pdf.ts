/**
 * A ticket or invoice as a PDF (art. 6 and 7 RD 1619/2012: issuer, number, date, recipient of a
 * full invoice, what was sold, the base and quota per VAT rate, the exemption's legal ground; a
 * correction names the invoice it corrects), with AEAT's QR code 35 mm wide at its head
 * (Orden HAC/1177/2024 art. 21: between 30 and 40 mm).
 */
import type { Invoice } from '@/api/invoices.ts';
import type { InvoiceType } from '@/domain/invoicing.ts';
import type { MessageKey } from '@/i18n/keys.ts';
import type { Translate } from '../../i18n.ts';
import { qrSymbol } from './qr.ts';
import { A4_SIZE, MARGIN, POINTS_PER_MM, Sheet } from './pdf-sheet.ts';

/** The QR code's printed width: 35 mm, the middle of AEAT's 30–40 mm. */
export const QR_WIDTH_PT = 35 * POINTS_PER_MM;
/** Where the QR code's top-left corner sits on the first page. */
export const QR_ORIGIN = {
  x: A4_SIZE[0] - MARGIN - QR_WIDTH_PT,
  top: A4_SIZE[1] - MARGIN - 14,
};
const RIGHT = A4_SIZE[0] - MARGIN;
/** The header's left column stops short of the QR code. */
const HEADER_WIDTH = QR_ORIGIN.x - MARGIN - 20;

const TITLE_KEYS: Record<InvoiceType, MessageKey> = {
  F1: 'invoices.typeF1',
  F2: 'invoices.typeF2',
  R1: 'invoices.typeR1',
  R5: 'invoices.typeR5',
};

interface Formats {
  euros: (amount: number) => string;
  rate: (percent: number) => string;
  day: (day: string) => string;
}

function formatsFor(locale: string): Formats {
  const euros = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
  const rate = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  const day = new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return {
    euros: (amount) => euros.format(amount),
    rate: (percent) => rate.format(percent / 100),
    day: (d) => day.format(new Date(`${d}T00:00:00Z`)),
  };
}

type Party = NonNullable<Invoice['recipient']>;

function party(sheet: Sheet, heading: string, who: Party, t: Translate, width: number): void {
  sheet.row([{ text: heading, x: MARGIN, style: { grey: true } }], 8);
  sheet.paragraph(who.name, MARGIN, width, { bold: true });
  sheet.row([{ text: t('invoices.nifLine', { nif: who.nif }), x: MARGIN }]);
  sheet.paragraph(who.address, MARGIN, width);
}

/** The QR code with 'VERI*FACTU' above it and AEAT's sentence below, in the right column. */
function qrBlock(sheet: Sheet, invoice: Invoice, t: Translate): void {
  const { x, top } = QR_ORIGIN;
  const centre = x + QR_WIDTH_PT / 2;
  if (invoice.verifactu) {
    const legend = t('invoices.verifactuLegend');
    sheet.putAt(legend, centre + sheet.textWidth(legend, 9, true) / 2, top + 4, {
      size: 9,
      bold: true,
      alignRight: true,
    });
  }
  sheet.qr(qrSymbol(invoice.qrUrl), x, top, QR_WIDTH_PT);
  if (!invoice.verifactu) return;
  let y = top - QR_WIDTH_PT - 10;
  for (const line of sheet.wrap(t('invoices.verifiable'), QR_WIDTH_PT + 20, { size: 7 })) {
    sheet.putAt(line, centre + sheet.textWidth(line, 7) / 2, y, { size: 7, alignRight: true });
    y -= 9;
  }
}

function header(sheet: Sheet, invoice: Invoice, t: Translate, f: Formats): void {
  sheet.row([{ text: t(TITLE_KEYS[invoice.type]), x: MARGIN, style: { bold: true } }], 18);
  sheet.gap(4);
  sheet.row([{ text: `${t('invoices.numberLabel')}: ${invoice.number}`, x: MARGIN }]);
  sheet.row([{ text: `${t('invoices.dateLabel')}: ${f.day(invoice.day)}`, x: MARGIN }]);
  sheet.gap(10);
  party(sheet, t('invoices.issuer'), invoice.issuer, t, HEADER_WIDTH);
  if (invoice.recipient) {
    sheet.gap(10);
    party(sheet, t('invoices.recipient'), invoice.recipient, t, HEADER_WIDTH);
  }
  if (invoice.corrects) {
    sheet.gap(10);
    sheet.paragraph(
      t('invoices.corrects', { number: invoice.corrects.number }),
      MARGIN,
      HEADER_WIDTH,
      {
        bold: true,
      },
    );
  }
  // The body starts below whichever column ends lower.
  sheet.y = Math.min(sheet.y, QR_ORIGIN.top - QR_WIDTH_PT - 40);
}

// Right edges of the columns: room for labels up to ~80 pt and amounts up to ~60 pt.
const COL = { rate: RIGHT - 250, base: RIGHT - 160, quota: RIGHT - 80 };

function lines(sheet: Sheet, invoice: Invoice, t: Translate, f: Formats): void {
  sheet.gap(16);
  sheet.row(
    [
      { text: t('invoices.concept'), x: MARGIN, style: { bold: true } },
      { text: t('invoices.vatRate'), x: COL.quota, style: { bold: true, alignRight: true } },
      { text: t('invoices.amount'), x: RIGHT, style: { bold: true, alignRight: true } },
    ],
    9,
  );
  sheet.rule();
  for (const line of invoice.lines) {
    const [first = '', ...rest] = sheet.wrap(line.description, COL.quota - MARGIN - 60);
    sheet.row([
      { text: first, x: MARGIN },
      {
        text: line.exempt ? t('invoices.exempt') : f.rate(line.vatRate),
        x: COL.quota,
        style: { alignRight: true },
      },
      { text: f.euros(line.total), x: RIGHT, style: { alignRight: true } },
    ]);
    for (const more of rest) sheet.row([{ text: more, x: MARGIN }]);
  }
  sheet.rule();
}

function breakdown(sheet: Sheet, invoice: Invoice, t: Translate, f: Formats): void {
  sheet.gap(10);
  sheet.row([{ text: t('invoices.breakdown'), x: MARGIN, style: { bold: true } }], 11);
  const right = { bold: true, alignRight: true };
  sheet.row(
    [
      { text: t('invoices.vatRate'), x: COL.rate, style: right },
      { text: t('invoices.base'), x: COL.base, style: right },
      { text: t('invoices.vatQuota'), x: COL.quota, style: right },
      { text: t('invoices.rowTotal'), x: RIGHT, style: right },
    ],
    9,
  );
  for (const row of invoice.taxes) {
    sheet.row([
      {
        text: row.exempt ? t('invoices.exempt') : f.rate(row.vatRate),
        x: COL.rate,
        style: { alignRight: true },
      },
      { text: f.euros(row.base), x: COL.base, style: { alignRight: true } },
      { text: f.euros(row.vat), x: COL.quota, style: { alignRight: true } },
      { text: f.euros(row.total), x: RIGHT, style: { alignRight: true } },
    ]);
  }
  sheet.rule();
  sheet.row([
    { text: t('invoices.vatTotal'), x: COL.quota, style: { alignRight: true } },
    { text: f.euros(invoice.vatTotal), x: RIGHT, style: { alignRight: true } },
  ]);
  sheet.gap(4);
  sheet.row(
    [
      { text: t('invoices.total'), x: COL.quota, style: { bold: true, alignRight: true } },
      { text: f.euros(invoice.total), x: RIGHT, style: { bold: true, alignRight: true } },
    ],
    12,
  );
  const exempt = invoice.taxes.some((r) => r.exempt) || invoice.lines.some((l) => l.exempt);
  if (exempt) {
    sheet.gap(12);
    sheet.paragraph(t('invoices.exemptLegend'), MARGIN, RIGHT - MARGIN, { size: 9 });
  }
}

/**
 * The invoice as an A4 PDF in the reader's language: `t` words the catalogue's texts, `locale`
 * (Intl's, 'es-ES', 'ca-ES', 'en-GB') writes its amounts and date.
 */
export async function renderInvoicePdf(
  invoice: Invoice,
  t: Translate,
  locale: string,
): Promise<Uint8Array> {
  const f = formatsFor(locale);
  const sheet = await Sheet.create(`${t(TITLE_KEYS[invoice.type])} ${invoice.number}`);
  qrBlock(sheet, invoice, t);
  header(sheet, invoice, t, f);
  lines(sheet, invoice, t, f);
  breakdown(sheet, invoice, t, f);
  return sheet.save();
}
