import { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { Invoice } from '@/api/invoices.ts';
import { qrValidationUrl } from '@/domain/invoicing.ts';
import { translator } from '../../i18n.ts';
import { POINTS_PER_MM } from './pdf-sheet.ts';
import { QR_ORIGIN, QR_WIDTH_PT, renderInvoicePdf } from './pdf.ts';
import { qrSvg, qrSymbol } from './qr.ts';

const URL = qrValidationUrl({
  nif: 'G12345674',
  number: 'T2026-0000042',
  day: '2026-12-08',
  totalCents: 3200,
  verifactu: true,
  environment: 'test',
});

const TICKET: Invoice = {
  _id: '0c4f3b36-8f67-4cf5-9a52-1a2b3c4d5e6f',
  number: 'T2026-0000042',
  type: 'F2',
  issuedAt: '2026-12-08T10:00:00Z',
  day: '2026-12-08',
  description: 'Pista de pàdel 2',
  total: 32,
  bookingId: null,
  issuer: {
    nif: 'G12345674',
    name: 'Club de Tennis i Pàdel · Associació Esportiva',
    address: "Carrer de l'Església, 5, 08172 Sant Cugat del Vallès",
  },
  recipient: null,
  lines: [
    {
      description: 'Pista de pàdel 2 — 90 min',
      kind: 'court',
      total: 12,
      vatRate: 21,
      exempt: false,
    },
    {
      description: 'Clase de tenis (niños) 漢 Ő',
      kind: 'class',
      total: 20,
      vatRate: 0,
      exempt: true,
    },
  ],
  taxes: [
    { vatRate: 21, exempt: false, base: 9.92, vat: 2.08, total: 12 },
    { vatRate: 0, exempt: true, base: 20, vat: 0, total: 20 },
  ],
  vatTotal: 2.08,
  corrects: null,
  correctedBy: [],
  replacedBy: null,
  qrUrl: URL,
  verifactu: true,
  canRequestFull: true,
  voided: false,
};

/** The first page's content streams, inflated: pdf-lib writes them compressed. */
async function pageContent(bytes: Uint8Array): Promise<{ doc: PDFDocument; content: string }> {
  const doc = await PDFDocument.load(bytes);
  const contents = doc.getPage(0).node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  let content = '';
  for (const ref of streams) {
    const stream = doc.context.lookup(ref);
    if (stream instanceof PDFRawStream) {
      content += Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
    }
  }
  return { doc, content };
}

/** Where Windows-1252 (WinAnsi) differs from Latin-1, for the letters these tickets use. */
const CP1252: Record<string, string> = { '\x80': '€', '\x92': '’', '\x96': '–', '\x97': '—' };

/** What the page writes: the standard fonts' hex strings, read back as WinAnsi. */
function writtenText(content: string): string {
  return [...content.matchAll(/<([0-9A-F]*)> Tj/g)]
    .map((m) => Buffer.from(m[1] ?? '', 'hex').toString('latin1'))
    .map((line) => line.replace(/[\x80-\x9f]/g, (c) => CP1252[c] ?? c))
    .join('\n');
}

/** The QR path's dark modules read back from the drawing: `m` starts a run, `l`s bound it. */
function drawnModules(content: string): { scale: number; dark: Set<string> } {
  const block = /([\d.]+) 0 0 -([\d.]+) 0 0 cm\n([\s\S]*?)\nf\n/.exec(content);
  if (!block) throw new Error('no QR path');
  const dark = new Set<string>();
  for (const run of (block[3] ?? '').split('\nh')) {
    const points = [...run.matchAll(/(\d+) (\d+) [ml]/g)].map((m) => [Number(m[1]), Number(m[2])]);
    if (points.length === 0) continue;
    const xs = points.map((p) => p[0] ?? 0);
    const row = Math.min(...points.map((p) => p[1] ?? 0));
    for (let c = Math.min(...xs); c < Math.max(...xs); c++) dark.add(`${row}:${c}`);
  }
  return { scale: Number(block[1]), dark };
}

describe('the ticket PDF', () => {
  it('prints one A4 page with the number, the breakdown, the legends and the total', async () => {
    const bytes = await renderInvoicePdf(TICKET, translator('es'), 'es-ES');
    const { doc, content } = await pageContent(bytes);
    expect(doc.getPageCount()).toBe(1);
    const { width, height } = doc.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    const text = writtenText(content);
    expect(text).toContain('Factura simplificada');
    expect(text).toContain('Número: T2026-0000042');
    expect(text).toContain('Fecha: 08/12/2026');
    // Catalan letters print as they are; what WinAnsi lacks is replaced, not thrown.
    expect(text).toContain('Club de Tennis i Pàdel · Associació Esportiva');
    expect(text).toContain('Pista de pàdel 2 — 90 min');
    expect(text).toContain('Clase de tenis (niños) ? O');
    expect(text).toContain('NIF: G12345674');
    expect(text).toContain('9,92 €');
    expect(text).toContain('2,08 €');
    expect(text).toContain('32,00 €');
    expect(text).toContain('Exento');
    expect(text).toContain('Operación exenta de IVA (art. 20.Uno.13º Ley 37/1992)');
    expect(text).toContain('VERI*FACTU');
    expect(text.replace(/\n/g, ' ')).toContain(
      'Factura verificable en la sede electrónica de la AEAT',
    );
  });

  it('draws the QR code of the ticket’s AEAT address, 35 mm wide', async () => {
    const bytes = await renderInvoicePdf(TICKET, translator('es'), 'es-ES');
    const { content } = await pageContent(bytes);
    const symbol = qrSymbol(URL);
    const { scale, dark } = drawnModules(content);
    const printedMm = (scale * symbol.modules.size) / POINTS_PER_MM;
    expect(printedMm).toBeGreaterThanOrEqual(30);
    expect(printedMm).toBeLessThanOrEqual(40);
    expect(printedMm).toBeCloseTo(35, 5);
    expect(content).toContain(`1 0 0 1 ${QR_ORIGIN.x} ${QR_ORIGIN.top} cm`);
    expect(QR_WIDTH_PT).toBeCloseTo(99.21, 2);
    const expected = new Set<string>();
    for (let r = 0; r < symbol.modules.size; r++) {
      for (let c = 0; c < symbol.modules.size; c++) {
        if (symbol.modules.get(r, c)) expected.add(`${r}:${c}`);
      }
    }
    expect(dark).toEqual(expected);
  });

  it('prints a full invoice’s recipient and a correction’s corrected ticket, in Catalan', async () => {
    const correction: Invoice = {
      ...TICKET,
      number: 'R2026-0000003',
      type: 'R1',
      total: -12,
      recipient: { nif: 'B12345674', name: 'Pàdel Lleida SL', address: 'Plaça Major 1, Lleida' },
      lines: [TICKET.lines[0]!].map((l) => ({ ...l, total: -12 })),
      taxes: [{ vatRate: 21, exempt: false, base: -9.92, vat: -2.08, total: -12 }],
      vatTotal: -2.08,
      corrects: { _id: 'x', number: 'F2026-0000001', type: 'F1' },
      verifactu: false,
    };
    const bytes = await renderInvoicePdf(correction, translator('ca'), 'ca-ES');
    const text = writtenText((await pageContent(bytes)).content);
    expect(text).toContain('Factura rectificativa');
    expect(text).toContain('Destinatari');
    expect(text).toContain('Pàdel Lleida SL');
    expect(text).toContain('NIF: B12345674');
    expect(text).toContain('Rectifica la factura F2026-0000001');
    expect(text).toContain('-12,00 €');
    expect(text).not.toContain('VERI*FACTU');
    expect(text).not.toContain('Operació exempta');
  });
});

describe('the QR code', () => {
  it('encodes the AEAT address at error correction level M', async () => {
    const symbol = qrSymbol(URL);
    // qrcode's levels: L 1, M 0, Q 3, H 2 (the format bits of ISO/IEC 18004).
    expect(symbol.errorCorrectionLevel.bit).toBe(0);
    const data = symbol.segments
      .map((s) => (typeof s.data === 'string' ? s.data : Buffer.from(s.data).toString('utf8')))
      .join('');
    expect(data).toBe(URL);
    const svg = await qrSvg(URL);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    // The quiet zone of four modules on each side.
    expect(svg).toContain(`viewBox="0 0 ${symbol.modules.size + 8} ${symbol.modules.size + 8}"`);
  });
});
