import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

interface Caught {
  to: string[];
  raw: string;
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

describe('mail over SMTP (SMTP_URL set)', () => {
  const caught: Caught[] = [];
  let smtp: SMTPServer;
  let port: number;
  let t: TestApp;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          caught.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as { port: number }).port;
    t = await createTestApp({
      env: {
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_FROM: 'Club Raqueta <hola@raqueta.test>',
        CLUB_NAME: 'Club Raqueta',
        PUBLIC_URL: 'https://raqueta.test',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('sends the confirmation mail, in text and HTML, with the club name and the link', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: {
        name: 'Marta',
        email: 'marta@example.com',
        password: 'secreta123',
        dob: '1990-01-01',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(caught).toHaveLength(1);
    const mail = caught[0]!;
    expect(mail.to).toEqual(['marta@example.com']);
    const raw = decodeQuotedPrintable(mail.raw);
    expect(raw).toMatch(/^From: Club Raqueta <hola@raqueta\.test>/m);
    expect(raw).toMatch(/^Subject: Confirma tu cuenta en Club Raqueta/m);
    expect(raw).toContain('text/plain');
    expect(raw).toContain('text/html');
    expect(raw).toMatch(/https:\/\/raqueta\.test\/verify-email\?token=[\w-]{43}/);
  });
});

describe('when the mail server is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Port 9 (discard) on loopback: nothing listens, the connection is refused at once.
    t = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
  });
  afterAll(() => t.close());

  it('does not keep an account whose confirmation could not be sent', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: { name: 'Sin', email: 'sin@example.com', password: 'secreta123', dob: '1990-01-01' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().success).toBe(false);
    expect(res.json().message).toMatch(/correo/);
    const rows = await t.database.db.select().from(users).where(eq(users.email, 'sin@example.com'));
    expect(rows).toHaveLength(0);
  });

  it('still answers reset requests the same way', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/reset',
      payload: { email: 'nadie@example.com' },
    });
    expect(res.statusCode).toBe(200);
  });
});
