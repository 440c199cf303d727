/**
 * Each ticket e-mailed to its payer once numbered, in their language: what it is, its number and
 * total, and where to see it and download its PDF. Best effort, as every receipt: the ticket is
 * issued whether or not the mail leaves.
 */
import { inArray } from 'drizzle-orm';
import { formatCentsInSpanish } from '@/domain/money.ts';
import type { MessageKey } from '@/i18n/keys.ts';
import { compose, type Mailer } from '../../adapters/mail/index.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { intlLocaleOf, memberLanguage, translator } from '../../i18n.ts';
import { readStored } from '../../stored-text.ts';
import type { IssuedRow } from './views.ts';

const SUBJECTS: Record<IssuedRow['type'], MessageKey> = {
  F1: 'invoices.mailSubjectF1',
  F2: 'invoices.mailSubjectF2',
  R1: 'invoices.mailSubjectCorrection',
  R5: 'invoices.mailSubjectCorrection',
};

export interface TicketMailContext {
  db: Database;
  mailer: Mailer;
  config: { publicUrl: string; club: { name: string } };
}

export async function mailTickets(ctx: TicketMailContext, tickets: IssuedRow[]): Promise<void> {
  const payerIds = [...new Set(tickets.flatMap((t) => (t.payerId ? [t.payerId] : [])))];
  if (payerIds.length === 0) return;
  const people = await ctx.db
    .select({ id: users.id, name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(inArray(users.id, payerIds));
  const byId = new Map(people.map((p) => [p.id, p]));
  for (const ticket of tickets) {
    const to = ticket.payerId ? byId.get(ticket.payerId) : undefined;
    if (!to) continue;
    const language = memberLanguage(to.language);
    const t = translator(language);
    const what = readStored(language, ticket.descriptionMessage, ticket.description);
    const total = formatCentsInSpanish(ticket.totalCents, intlLocaleOf(language));
    await ctx.mailer
      .send(
        compose(
          language,
          to.email,
          t(SUBJECTS[ticket.type], { number: ticket.number }),
          t('mail.greeting', { name: to.name }),
          [t('invoices.mailBody', { number: ticket.number, what, total })],
          {
            label: t('invoices.mailAction'),
            url: `${ctx.config.publicUrl}/profile/invoices/${ticket.id}`,
          },
          t('invoices.mailFooter'),
          ctx.config.club.name,
        ),
      )
      .catch(() => undefined);
  }
}
