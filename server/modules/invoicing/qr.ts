/**
 * AEAT's QR code of a ticket (Orden HAC/1177/2024 art. 21, 'Características del QR'): ISO/IEC
 * 18004 with error correction level M, carrying the address `qrValidationUrl` builds.
 */
import QRCode from 'qrcode';

const LEVEL = { errorCorrectionLevel: 'M' } as const;
/** ISO/IEC 18004's quiet zone, four modules, kept in the images a screen or a mail shows. */
const QUIET_ZONE = 4;

/** The symbol itself: its modules, version and level (the PDF draws these as vectors). */
export function qrSymbol(url: string): QRCode.QRCode {
  return QRCode.create(url, LEVEL);
}

/** The code as an SVG document, for `GET /api/invoices/:id/qr`. */
export function qrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { ...LEVEL, type: 'svg', margin: QUIET_ZONE });
}
