import type { Database } from '../../db/client.ts';
import { outboxMails } from '../../db/schema/index.ts';
import type { Mailer } from './types.ts';

/**
 * Without SMTP the mail is stored and its links printed, so a local install can still confirm
 * accounts and reset passwords by following the link from the server log.
 */
export function createOutboxMailer(
  db: Database,
  log: (line: string) => void = console.log,
): Mailer {
  return {
    async send(mail) {
      await db.insert(outboxMails).values(mail);
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      log(`[outbox] to ${mail.to}: ${mail.subject}${links.map((l) => `\n  ${l}`).join('')}`);
    },
  };
}
