/**
 * Storing a notice in the outbox (decision 053). Called by the flows that have something to tell
 * a member, inside their own transaction where they have one, so the notice exists exactly when
 * what it tells of was committed. Sending is the 'push send' job's (send.ts).
 */
import { sendableAt, type NotificationKind, type PushPayload } from '@/domain/notifications.ts';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { preferencesOf } from './preferences.ts';

export interface Notice {
  kind: NotificationKind;
  /** What the notice is about (a booking's id, a payment's id…): with kind and user, its key. */
  subject: string;
  userId: string;
  title: string;
  body: string;
  /** A path of the app. */
  url: string;
  tag: string;
  actions?: PushPayload['actions'];
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
  const prefs = await preferencesOf(tx, notice.userId);
  if (!prefs.kinds[notice.kind]) return false;
  const now = ctx.now();
  const payload: PushPayload = {
    kind: notice.kind,
    title: notice.title,
    body: notice.body,
    url: notice.url,
    tag: notice.tag,
    ...(notice.actions ? { actions: notice.actions } : {}),
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
