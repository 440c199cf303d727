import { lazy } from '../../lib/lazy.ts';
import type { Mailer } from './types.ts';

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  // Bounded waits: a stalled mail server must not hold a registration request for minutes
  // (nodemailer's defaults go up to 10 minutes).
  const transport = lazy(async () =>
    (await import('nodemailer')).default.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    }),
  );
  return {
    async send(mail) {
      await (await transport()).sendMail({ from, ...mail });
    },
  };
}
