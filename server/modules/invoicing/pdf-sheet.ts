/**
 * A4 pages written top to bottom with pdf-lib's standard Helvetica. Its WinAnsi encoding holds
 * Spanish and Catalan letters (à è ç ñ l·l € º) but throws on anything else, so every text passes
 * through `winAnsi` first: a club's or buyer's name in another script must not stop a ticket.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type QRCode from 'qrcode';

export const A4_SIZE: [number, number] = [595.28, 841.89];
export const POINTS_PER_MM = 72 / 25.4;
export const MARGIN = 50;
const LINE_GAP = 1.35;

/** Characters WinAnsi lacks that have a close written form. */
const NEAR: Record<string, string> = {
  '\u0140': 'l·',
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a letter, not a text
  '\u013f': 'L·',
  '\u2212': '-',
  '\u2010': '-',
  '\u2011': '-',
  '\u00a0': ' ',
  '\u2009': ' ',
  '\u202f': ' ',
};

/** `text` in what the font can encode: near forms, then letters without accents, then '?'. */
export function winAnsi(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  let out = '';
  for (const char of text.replace(/[\r\n\t]+/g, ' ')) {
    const near = NEAR[char] ?? char;
    if ([...near].every((c) => supported.has(c.codePointAt(0) ?? 0))) {
      out += near;
      continue;
    }
    const bare = char.normalize('NFD').replace(/\p{M}/gu, '');
    const fits = bare !== '' && [...bare].every((c) => supported.has(c.codePointAt(0) ?? 0));
    out += fits ? bare : '?';
  }
  return out;
}

export interface TextStyle {
  size?: number;
  bold?: boolean;
  /** Right-aligned at `x` instead of starting there. */
  alignRight?: boolean;
  grey?: boolean;
}

export class Sheet {
  private page: PDFPage;
  /** The baseline the next line is written above: it only goes down the page. */
  y: number;

  private constructor(
    readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage(A4_SIZE);
    this.y = A4_SIZE[1] - MARGIN;
  }

  static async create(title: string): Promise<Sheet> {
    const doc = await PDFDocument.create();
    doc.setTitle(title);
    doc.setCreator('club-app');
    const [regular, bold] = await Promise.all([
      doc.embedFont(StandardFonts.Helvetica),
      doc.embedFont(StandardFonts.HelveticaBold),
    ]);
    return new Sheet(doc, regular, bold);
  }

  get width(): number {
    return A4_SIZE[0];
  }

  private font(style: TextStyle): PDFFont {
    return style.bold ? this.bold : this.regular;
  }

  /** How wide `text` prints (after `winAnsi`), to centre it. */
  textWidth(text: string, size: number, bold = false): number {
    const font = this.font({ bold });
    return font.widthOfTextAtSize(winAnsi(font, text), size);
  }

  /** A new page when `height` points do not fit above the bottom margin. */
  ensure(height: number): void {
    if (this.y - height >= MARGIN) return;
    this.page = this.doc.addPage(A4_SIZE);
    this.y = A4_SIZE[1] - MARGIN;
  }

  /** Writes `text` on the current baseline at `x`, without moving down. */
  put(text: string, x: number, style: TextStyle = {}): void {
    const size = style.size ?? 10;
    const font = this.font(style);
    const safe = winAnsi(font, text);
    const left = style.alignRight ? x - font.widthOfTextAtSize(safe, size) : x;
    this.page.drawText(safe, {
      x: left,
      y: this.y,
      size,
      font,
      color: style.grey ? rgb(0.35, 0.35, 0.35) : rgb(0, 0, 0),
    });
  }

  /** Words of `text` in lines no wider than `width`. */
  wrap(text: string, width: number, style: TextStyle = {}): string[] {
    const size = style.size ?? 10;
    const font = this.font(style);
    const lines: string[] = [];
    let current = '';
    for (const word of winAnsi(font, text).split(' ')) {
      const next = current ? `${current} ${word}` : word;
      if (current && font.widthOfTextAtSize(next, size) > width) {
        lines.push(current);
        current = word;
      } else current = next;
    }
    if (current) lines.push(current);
    return lines;
  }

  /** Writes `text` wrapped to `width` from `x`, moving down one line for each. */
  paragraph(text: string, x: number, width: number, style: TextStyle = {}): void {
    const step = (style.size ?? 10) * LINE_GAP;
    for (const line of this.wrap(text, width, style)) {
      this.ensure(step);
      this.y -= step;
      this.put(line, x, style);
    }
  }

  /** Moves down one line of `size` and writes the cells given at their x positions. */
  row(cells: readonly { text: string; x: number; style?: TextStyle }[], size = 10): void {
    const step = size * LINE_GAP;
    this.ensure(step);
    this.y -= step;
    for (const cell of cells) this.put(cell.text, cell.x, { size, ...cell.style });
  }

  gap(points: number): void {
    this.y -= points;
  }

  rule(): void {
    this.ensure(8);
    this.y -= 4;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: this.width - MARGIN, y: this.y },
      thickness: 0.5,
      color: rgb(0.6, 0.6, 0.6),
    });
    this.y -= 4;
  }

  /**
   * Draws the QR symbol's dark modules, `size` points wide with its top-left corner at (x, top),
   * on the first page, as one vector path in module units (sharp at any print size): each run of
   * dark modules in a row is one rectangle.
   */
  qr(symbol: QRCode.QRCode, x: number, top: number, size: number): void {
    const count = symbol.modules.size;
    const runs: string[] = [];
    for (let r = 0; r < count; r++) {
      let c = 0;
      while (c < count) {
        if (!symbol.modules.get(r, c)) {
          c++;
          continue;
        }
        const start = c;
        while (c < count && symbol.modules.get(r, c)) c++;
        const d = `M${start} ${r}h${c - start}v1h${start - c}z`;
        runs.push(d);
      }
    }
    this.doc.getPage(0).drawSvgPath(runs.join(''), {
      x,
      y: top,
      scale: size / count,
      color: rgb(0, 0, 0),
      borderWidth: 0,
    });
  }

  /** Writes on the first page at an absolute baseline, for the header's right column. */
  putAt(text: string, x: number, y: number, style: TextStyle = {}): void {
    const saved = this.y;
    this.y = y;
    this.put(text, x, style);
    this.y = saved;
  }

  save(): Promise<Uint8Array> {
    // Plain objects (no object streams) keep the file readable by old viewers and by the tests.
    return this.doc.save({ useObjectStreams: false });
  }
}
