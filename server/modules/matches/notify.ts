/**
 * Telling people: a live notice to each member's own channel (their open screens refetch and show
 * it) and, for what changes their plans (a cancelled match, a freed seat), an e-mail.
 */
import { createHash } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { matchNoticeEvent, type MatchNoticePayload } from '@/api/matches.ts';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema/index.ts';
import { compose } from '../../adapters/mail/index.ts';
import { notify } from '../notifications/index.ts';

export interface Notice {
  userIds: string[];
  matchId: string;
  message: string;
  mail?: { subject: string; lines: string[] };
}

/**
 * The same notice as a push (or e-mail, where none was sent and the member has no device). A
 * match's notices are events with no id of their own: the instant and the text key each one, and
 * the match's tag makes a newer one replace the older on the device.
 */
async function notifyAll(ctx: AppContext, notice: Notice, ids: string[]): Promise<void> {
  const digest = createHash('sha256').update(notice.message).digest('hex').slice(0, 16);
  for (const userId of ids) {
    await notify(ctx, {
      kind: 'match',
      subject: `${notice.matchId}:${ctx.now().toISOString()}:${digest}`,
      userId,
      title: notice.mail?.subject ?? 'Partido abierto',
      body: notice.message,
      url: '/matches',
      tag: `match-${notice.matchId}`,
      mailed: !!notice.mail,
    });
  }
}

export async function tell(ctx: AppContext, notice: Notice): Promise<void> {
  const ids = [...new Set(notice.userIds)];
  const payload: MatchNoticePayload = { matchId: notice.matchId, message: notice.message };
  for (const id of ids) ctx.realtime.emitToUser(id, matchNoticeEvent(id), payload);
  await notifyAll(ctx, notice, ids);
  if (!notice.mail || ids.length === 0) return;
  const rows = await ctx.db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.id, ids));
  const club = ctx.config.club.name;
  for (const to of rows) {
    await ctx.mailer.send(
      compose(
        to.email,
        notice.mail.subject,
        `Hola, ${to.name}:`,
        notice.mail.lines,
        { label: 'Ver partidos abiertos', url: `${ctx.config.publicUrl}/matches` },
        'Puedes ver tu monedero y tus reservas en la app.',
        club,
      ),
    );
  }
}
