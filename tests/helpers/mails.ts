import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../server/db/client.ts';
import { outboxMails } from '../../server/db/schema/index.ts';

/** Mails the outbox holds for one address, newest first (tests read links from them). */
export async function mailsTo(db: Database, to: string) {
  return db
    .select()
    .from(outboxMails)
    .where(eq(outboxMails.to, to))
    .orderBy(desc(outboxMails.createdAt), desc(outboxMails.id));
}

/** The token of the newest link to `path` mailed to `to`. */
export async function mailedToken(db: Database, to: string, path: string): Promise<string> {
  for (const mail of await mailsTo(db, to)) {
    const match = new RegExp(`${path}\\?token=([\\w-]+)`).exec(mail.text);
    if (match?.[1]) return match[1];
  }
  throw new Error(`no ${path} link mailed to ${to}`);
}
