import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createOutboxMailer } from './outbox.ts';
import { createSmtpMailer } from './smtp.ts';
import type { Mailer } from './types.ts';

export { compose } from './layout.ts';
export type { Mail, Mailer } from './types.ts';

export function createMailer(config: Config, db: Database): Mailer {
  return config.mail.smtpUrl
    ? createSmtpMailer(config.mail.smtpUrl, config.mail.from)
    : // A silent server (tests) must not print mail links either.
      createOutboxMailer(db, config.logLevel === 'silent' ? () => {} : console.log);
}
