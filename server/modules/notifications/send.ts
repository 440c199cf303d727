/**
 * The 'push send' job: claims the outbox's due notices and sends each to every device of its
 * member (decision 054: web-push builds the encrypted request, we send it with fetch), or by
 * e-mail to a member with no device where the kind allows it.
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import webpush from 'web-push';
import { MAIL_FALLBACK, type PushPayload } from '@/domain/notifications.ts';
import type { AppContext } from '../../context.ts';
import { notifications, pushSubscriptions, users } from '../../db/schema/index.ts';
import { compose } from '../../adapters/mail/index.ts';
import { memberLanguage, translator } from '../../i18n.ts';
import { vapidDetails, type VapidDetails } from './vapid.ts';

type Row = typeof notifications.$inferSelect;
type Subscription = typeof pushSubscriptions.$inferSelect;

/** How long a claim holds: a sender that crashed leaves rows that are due again after it. */
export const CLAIM_MS = 2 * 60_000;
/** Tries before a notice is given up ('failed'); the waits between them double from a minute. */
export const MAX_ATTEMPTS = 5;
const RETRY_BASE_MS = 60_000;
const PUSH_TIMEOUT_MS = 10_000;
const BATCH = 50;

export interface SendLog {
  warn(fields: object, message: string): void;
}

export interface SendSummary {
  sent: number;
  mailed: number;
  skipped: number;
  retried: number;
  failed: number;
}

/**
 * Marks up to BATCH due rows 'sending' and returns them. On PostgreSQL the rows are picked with
 * FOR UPDATE SKIP LOCKED, so two instances claiming at once take different rows; PGlite has one
 * connection, hence no concurrent claimer.
 */
async function claim(ctx: AppContext, now: Date): Promise<Row[]> {
  const due = and(
    lte(notifications.sendAfter, now),
    or(
      eq(notifications.status, 'pending'),
      and(eq(notifications.status, 'sending'), lte(notifications.claimedUntil, now)),
    ),
  );
  const picked = ctx.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(due)
    .orderBy(notifications.sendAfter)
    .limit(BATCH);
  const ids =
    ctx.database.kind === 'postgres' ? picked.for('update', { skipLocked: true }) : picked;
  return ctx.db
    .update(notifications)
    .set({
      status: 'sending',
      claimedUntil: new Date(now.getTime() + CLAIM_MS),
      attempts: sql`${notifications.attempts} + 1`,
    })
    .where(and(inArray(notifications.id, ids), due))
    .returning();
}

/** A push service's topic: at most 32 base64url characters, the same for the same tag. */
function topicOf(tag: string): string {
  return createHash('sha256').update(tag).digest('base64url').slice(0, 32);
}

/** One push request; resolves with the push service's status (0: no answer). */
async function push(
  subscription: Subscription,
  payload: PushPayload,
  vapid: VapidDetails,
): Promise<{ status: number; error?: string }> {
  const details = webpush.generateRequestDetails(
    {
      endpoint: subscription.endpoint,
      keys: { p256dh: subscription.p256dh, auth: subscription.auth },
    },
    JSON.stringify(payload),
    {
      vapidDetails: vapid,
      // A reminder or a rain notice is stale within hours; the others keep a day.
      TTL: payload.kind === 'reminder' || payload.kind === 'rain' ? 3 * 3600 : 24 * 3600,
      urgency: payload.kind === 'reminder' || payload.kind === 'rain' ? 'high' : 'normal',
      topic: topicOf(payload.tag),
    },
  );
  const headers = Object.fromEntries(
    Object.entries(details.headers).map(([k, v]) => [k, String(v)]),
  );
  try {
    const response = await fetch(details.endpoint, {
      method: 'POST',
      headers,
      body: new Uint8Array(details.body),
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    await response.arrayBuffer().catch(() => undefined);
    return response.ok
      ? { status: response.status }
      : { status: response.status, error: `HTTP ${response.status}` };
  } catch (error) {
    return { status: 0, error: error instanceof Error ? error.message : String(error) };
  }
}

async function mailFallback(ctx: AppContext, row: Row): Promise<void> {
  const [to] = await ctx.db
    .select({ name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, row.userId));
  if (!to) return;
  // The notice was worded in the member's language when stored; the mail around it is too.
  const language = memberLanguage(to.language);
  const t = translator(language);
  await ctx.mailer.send(
    compose(
      language,
      to.email,
      row.payload.title,
      t('mail.greeting', { name: to.name }),
      [row.payload.body],
      { label: t('mail.noticeAction'), url: `${ctx.config.publicUrl}${row.payload.url}` },
      t('mail.noticeFooter'),
      ctx.config.club.name,
    ),
  );
}

type Outcome = 'sent' | 'mailed' | 'skipped' | 'retry';

/** Sends one claimed notice to each of its member's devices. */
async function deliver(ctx: AppContext, row: Row, vapid: VapidDetails): Promise<Outcome> {
  const devices = await ctx.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, row.userId));
  let delivered = 0;
  let left = devices.length;
  for (const device of devices) {
    const answer = await push(device, row.payload, vapid);
    if (!answer.error) {
      delivered += 1;
      await ctx.db
        .update(pushSubscriptions)
        .set({ lastSuccessAt: ctx.now() })
        .where(eq(pushSubscriptions.id, device.id));
    } else if (answer.status === 404 || answer.status === 410) {
      // The browser dropped this subscription: it will never work again.
      await ctx.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
      left -= 1;
    } else {
      await ctx.db
        .update(notifications)
        .set({ lastError: answer.error })
        .where(eq(notifications.id, row.id));
    }
  }
  if (delivered > 0) return 'sent';
  if (left > 0) return 'retry';
  if (MAIL_FALLBACK[row.kind] && !row.mailed) {
    await mailFallback(ctx, row);
    return 'mailed';
  }
  return 'skipped';
}

async function settle(ctx: AppContext, row: Row, outcome: Outcome, log?: SendLog) {
  const now = ctx.now();
  if (outcome === 'retry') {
    const failed = row.attempts >= MAX_ATTEMPTS;
    if (failed) {
      log?.warn(
        { notificationId: row.id, kind: row.kind, attempts: row.attempts },
        'push notification given up',
      );
    }
    const wait = RETRY_BASE_MS * 2 ** (row.attempts - 1);
    await ctx.db
      .update(notifications)
      .set(
        failed
          ? { status: 'failed', claimedUntil: null }
          : { status: 'pending', claimedUntil: null, sendAfter: new Date(now.getTime() + wait) },
      )
      .where(eq(notifications.id, row.id));
    return failed ? 'failed' : 'retried';
  }
  await ctx.db
    .update(notifications)
    .set({
      status: outcome === 'skipped' ? 'skipped' : 'sent',
      claimedUntil: null,
      sentAt: outcome === 'skipped' ? null : now,
    })
    .where(eq(notifications.id, row.id));
  return outcome;
}

/** Sends every due notice; resolves with what became of them. */
export async function sendDueNotifications(ctx: AppContext, log?: SendLog): Promise<SendSummary> {
  const summary: SendSummary = { sent: 0, mailed: 0, skipped: 0, retried: 0, failed: 0 };
  const rows = await claim(ctx, ctx.now());
  if (rows.length === 0) return summary;
  const vapid = await vapidDetails(ctx);
  for (const row of rows) {
    let outcome: Outcome;
    try {
      outcome = await deliver(ctx, row, vapid);
    } catch (error) {
      log?.warn({ err: error, notificationId: row.id }, 'push notification failed');
      outcome = 'retry';
    }
    summary[await settle(ctx, row, outcome, log)] += 1;
  }
  return summary;
}
