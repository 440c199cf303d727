/**
 * Telling people: a live notice to each member's own channel (their open screens refetch and show
 * it) and, for what changes their plans (a cancelled match, a freed seat), an e-mail.
 */
import { createHash } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { matchNoticeEvent, type MatchNoticePayload } from '@/api/matches.ts';
import { msg, type Message } from '@/i18n/message.ts';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema/index.ts';
import { compose } from '../../adapters/mail/index.ts';
import { memberLanguage, translator } from '../../i18n.ts';
import { notify, wordNotice, type NoticeText } from '../notifications/index.ts';

export interface Notice {
  userIds: string[];
  matchId: string;
  /** Worded per member, in their language. */
  message: NoticeText;
  mail?: { subject: Message; lines: Message[] };
}

interface Person {
  id: string;
  name: string;
  email: string;
  language: string | null;
}

/**
 * The same notice as a push (or e-mail, where none was sent and the member has no device). A
 * match's notices are events with no id of their own: the instant and the text key each one, and
 * the match's tag makes a newer one replace the older on the device.
 */
async function notifyAll(ctx: AppContext, notice: Notice, ids: string[]): Promise<void> {
  const digest = createHash('sha256')
    .update(wordNotice(notice.message, 'es'))
    .digest('hex')
    .slice(0, 16);
  for (const userId of ids) {
    await notify(ctx, {
      kind: 'match',
      subject: `${notice.matchId}:${ctx.now().toISOString()}:${digest}`,
      userId,
      title: notice.mail?.subject ?? msg('push.openMatchTitle'),
      body: notice.message,
      url: '/matches',
      tag: `match-${notice.matchId}`,
      mailed: !!notice.mail,
    });
  }
}

export async function tell(ctx: AppContext, notice: Notice): Promise<void> {
  const ids = [...new Set(notice.userIds)];
  if (ids.length === 0) return;
  const people: Person[] = await ctx.db
    .select({ id: users.id, name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(inArray(users.id, ids));
  for (const person of people) {
    const message = wordNotice(notice.message, memberLanguage(person.language));
    const payload: MatchNoticePayload = { matchId: notice.matchId, message };
    ctx.realtime.emitToUser(person.id, matchNoticeEvent(person.id), payload);
  }
  await notifyAll(ctx, notice, ids);
  const mail = notice.mail;
  if (!mail) return;
  for (const to of people) await ctx.mailer.send(matchMail(ctx, to, mail));
}

function matchMail(ctx: AppContext, to: Person, mail: NonNullable<Notice['mail']>) {
  const language = memberLanguage(to.language);
  const t = translator(language);
  return compose(
    language,
    to.email,
    t(mail.subject),
    t('mail.greeting', { name: to.name }),
    mail.lines.map((line) => t(line)),
    { label: t('mail.seeOpenMatches'), url: `${ctx.config.publicUrl}/matches` },
    t('mail.matchFooter'),
    ctx.config.club.name,
  );
}
