/**
 * Storing a notice in the outbox (decision 053). Called by the flows that have something to tell
 * a member, inside their own transaction where they have one, so the notice exists exactly when
 * what it tells of was committed. Sending is the 'push send' job's (send.ts).
 */
import { eq, sql } from 'drizzle-orm';
import { sendableAt, type NotificationKind, type PushPayload } from '@/domain/notifications.ts';
import type { Language } from '@/i18n/languages.ts';
import type { Message } from '@/i18n/message.ts';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { notificationPreferences, notifications, users } from '../../db/schema/index.ts';
import { memberLanguage, wordIn } from '../../i18n.ts';
import { completePreferences } from './preferences.ts';

/**
 * A text of a notice, worded when it is stored in the member's language: a catalogue message, a
 * function of the language (a date or euros written its way), or a text already worded.
 */
export type NoticeText = Message | string | ((language: Language) => string);

export function wordNotice(text: NoticeText, language: Language): string {
  return typeof text === 'function' ? text(language) : wordIn(language, text);
}

export interface Notice {
  kind: NotificationKind;
  /** What the notice is about (a booking's id, a payment's id…): with kind and user, its key. */
  subject: string;
  userId: string;
  title: NoticeText;
  body: NoticeText;
  /** A path of the app. */
  url: string;
  tag: string;
  actions?: { action: string; title: NoticeText; url: string }[];
  /** The calling flow e-mailed the member already: a member without a device gets no second. */
  mailed?: boolean;
}

/** The app context, or the app context with the caller's transaction. */
export type NotifyTarget = AppContext | { ctx: AppContext; tx: Queryable };

/**
 * Stores the notice once (a second call with the same kind, subject and member does nothing),
 * unless the member switched its kind off; it becomes due at the end of their quiet hours.
 * Resolves with whether a row was stored.
 */
export async function notify(target: NotifyTarget, notice: Notice): Promise<boolean> {
  const { ctx, tx } = 'tx' in target ? target : { ctx: target, tx: target.db };
  const { prefs, language } = await recipientOf(tx, notice.userId);
  if (!prefs.kinds[notice.kind]) return false;
  const now = ctx.now();
  const payload: PushPayload = {
    kind: notice.kind,
    title: wordNotice(notice.title, language),
    body: wordNotice(notice.body, language),
    url: notice.url,
    tag: notice.tag,
    ...(notice.actions
      ? { actions: notice.actions.map((a) => ({ ...a, title: wordNotice(a.title, language) })) }
      : {}),
  };
  const rows = await tx
    .insert(notifications)
    .values({
      kind: notice.kind,
      subject: notice.subject,
      userId: notice.userId,
      payload,
      mailed: notice.mailed ?? false,
      sendAfter: sendableAt(notice.kind, now, prefs, ctx.config.club.timezone),
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  return rows.length === 1;
}

/** The member's preferences and language, in one read. */
async function recipientOf(db: Queryable, userId: string) {
  const [row] = await db
    .select({ values: notificationPreferences.values, language: users.language })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('notice_recipient_of')
    .execute({ userId });
  return {
    prefs: completePreferences(row?.values ?? {}),
    language: memberLanguage(row?.language),
  };
}
