/**
 * Telling people: a live notice to each member's own channel (their open screens refetch and show
 * it) and, for what changes their plans (a cancelled match, a freed seat), an e-mail.
 */
import { inArray } from 'drizzle-orm';
import { matchNoticeEvent, type MatchNoticePayload } from '@/api/matches.ts';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema/index.ts';
import { compose } from '../auth/index.ts';

export interface Notice {
  userIds: string[];
  matchId: string;
  message: string;
  mail?: { subject: string; lines: string[] };
}

export async function tell(ctx: AppContext, notice: Notice): Promise<void> {
  const ids = [...new Set(notice.userIds)];
  const payload: MatchNoticePayload = { matchId: notice.matchId, message: notice.message };
  for (const id of ids) ctx.realtime.emitToUser(id, matchNoticeEvent(id), payload);
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
