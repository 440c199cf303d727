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

/**
 * Polls the caught mails to `to`, newest first, until `read` finds what it looks for in one
 * (`raw`: the mail as sent), or throws `what` at the deadline.
 */
async function waitForMail<T>(
  to: string,
  read: (raw: string) => T | undefined,
  what: string,
  timeoutMs: number,
): Promise<T> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: is global-setup running?');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort().reverse() : [];
    for (const file of files) {
      const mail = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as CaughtMail;
      if (!mail.to.includes(to.toLowerCase())) continue;
      const found = read(mail.raw);
      if (found !== undefined) return found;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No mail to ${to} ${what} within ${timeoutMs} ms`);
}

/** Waits for the newest mail to `to` with a link containing `contains`, and returns the link. */
export function waitForMailLink(to: string, contains: string, timeoutMs = 10_000) {
  const read = (raw: string) => {
    const link = decodeQuotedPrintable(raw).match(
      new RegExp(`https?://[^\\s"<>]*${contains}[^\\s"<>]*`),
    );
    return link ? link[0].replace(/&amp;/g, '&') : undefined;
  };
  return waitForMail(to, read, `with a link containing '${contains}'`, timeoutMs);
}

/** Waits for the newest mail to `to` whose text contains `contains`, and returns its text. */
export function waitForMailText(to: string, contains: string, timeoutMs = 10_000) {
  const read = (raw: string) => {
    const text = readableMail(raw);
    return text.includes(contains) ? text : undefined;
  };
  return waitForMail(to, read, `containing '${contains}'`, timeoutMs);
}

const utf8 = (bytes: number[]) => Buffer.from(bytes).toString('utf8');

/** Quoted-printable to text, its bytes read as UTF-8 (accents, 'l·l'). */
function quotedPrintableUtf8(body: string): string {
  const bytes: number[] = [];
  const flat = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < flat.length; i++) {
    const hex = flat[i] === '=' ? flat.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(flat[i]!, 'utf8'));
  }
  return utf8(bytes);
}

/**
 * A mail as its reader sees it: the subject's encoded words and each part's body (base64 or
 * quoted-printable) decoded as UTF-8, in the order they come.
 */
function readableMail(raw: string): string {
  const headers = raw.replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : quotedPrintableUtf8(text.replace(/_/g, ' ')),
  );
  const parts = [
    ...raw.matchAll(
      /Content-Transfer-Encoding: (base64|quoted-printable)\r?\n(?:[^\r\n]+\r?\n)*\r?\n([\s\S]*?)(?=\r?\n--|$)/gi,
    ),
  ].map(([, encoding, body]) =>
    encoding!.toLowerCase() === 'base64'
      ? Buffer.from(body!.replace(/\s+/g, ''), 'base64').toString('utf8')
      : quotedPrintableUtf8(body!),
  );
  return [headers, ...parts].join('\n');
}
