import fs from 'node:fs';
import path from 'node:path';

interface CaughtMail {
  to: string[];
  raw: string;
}

/** Decodes quoted-printable soft breaks and escapes so links can be read from the raw mail. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Waits for the newest mail to `to` whose text contains `contains`, and returns its first link. */
export async function waitForMailLink(
  to: string,
  contains: string,
  timeoutMs = 10_000,
): Promise<string> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: is global-setup running?');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort().reverse() : [];
    for (const file of files) {
      const mail = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as CaughtMail;
      if (!mail.to.includes(to.toLowerCase())) continue;
      const text = decodeQuotedPrintable(mail.raw);
      const link = text.match(new RegExp(`https?://[^\\s"<>]*${contains}[^\\s"<>]*`));
      if (link) return link[0].replace(/&amp;/g, '&');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No mail to ${to} with a link containing '${contains}' within ${timeoutMs} ms`);
}
