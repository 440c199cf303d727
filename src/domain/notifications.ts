/**
 * What the club tells its members outside the app (web push, or e-mail where they have no device):
 * the kinds a member can switch off, the reminder's window, quiet hours, and the payload the
 * service worker turns into a notification. Used by the server (what to send, when) and the PWA
 * (the profile's 'Notificaciones' card, the service worker).
 */
import type { Message } from '@/i18n/message.ts';
import { timeToMinutes, toWallClock } from './club-time.ts';

type MessageKey = Message['id'];

export const NOTIFICATION_KINDS = [
  'reminder',
  'payment',
  'match',
  'rain',
  'school',
  'renewal',
  'cancellation',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The profile's switch for each kind. */
export const NOTIFICATION_KIND_LABELS = {
  reminder: 'rules.notifyReminder',
  payment: 'rules.notifyPayment',
  match: 'rules.notifyMatch',
  rain: 'rules.notifyRain',
  school: 'rules.notifySchool',
  renewal: 'rules.notifyRenewal',
  cancellation: 'rules.notifyCancellation',
} as const satisfies Record<NotificationKind, MessageKey>;

/**
 * Kinds also sent by e-mail to a member with no device subscribed. Reminders and rain are not:
 * an e-mail an hour before a game is noise, and the rain notice is only useful as a push with its
 * action. The rest tell of money or of a plan that changed.
 */
export const MAIL_FALLBACK: Record<NotificationKind, boolean> = {
  reminder: false,
  payment: true,
  match: true,
  rain: false,
  school: true,
  renewal: true,
  cancellation: true,
};

export const REMINDER_MINUTES_MIN = 15;
export const REMINDER_MINUTES_MAX = 180;
export const REMINDER_MINUTES_DEFAULT = 60;

export interface NotificationPreferences {
  /** Each kind on or off. */
  kinds: Record<NotificationKind, boolean>;
  /** How long before a booking's start its reminder is sent. */
  reminderMinutes: number;
  /** Quiet hours, club time 'HH:MM'; start after end spans midnight. Equal: none. */
  quietStart: string;
  quietEnd: string;
}

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  kinds: {
    reminder: true,
    payment: true,
    match: true,
    rain: true,
    school: true,
    renewal: true,
    cancellation: true,
  },
  reminderMinutes: REMINDER_MINUTES_DEFAULT,
  quietStart: '23:00',
  quietEnd: '08:00',
};

/** Whether a club-time 'HH:MM' falls in the quiet hours [start, end). */
export function inQuietHours(time: string, quietStart: string, quietEnd: string): boolean {
  const t = timeToMinutes(time);
  const start = timeToMinutes(quietStart);
  const end = timeToMinutes(quietEnd);
  if (start === end) return false;
  return start < end ? t >= start && t < end : t >= start || t < end;
}

/**
 * When a notification of this kind may be sent: now, or the end of the member's quiet hours.
 * Reminders ignore quiet hours: the member chose their time, and a late game still needs one.
 */
export function sendableAt(
  kind: NotificationKind,
  now: Date,
  prefs: Pick<NotificationPreferences, 'quietStart' | 'quietEnd'>,
  timeZone: string,
): Date {
  if (kind === 'reminder') return now;
  const { time } = toWallClock(now, timeZone);
  if (!inQuietHours(time, prefs.quietStart, prefs.quietEnd)) return now;
  let wait = timeToMinutes(prefs.quietEnd) - timeToMinutes(time);
  if (wait <= 0) wait += 24 * 60;
  // From the start of this minute: the wall clock has no seconds.
  const minuteStart = now.getTime() - (now.getTime() % 60_000);
  return new Date(minuteStart + wait * 60_000);
}

/** The instant a booking's reminder is due. */
export function reminderDueAt(startsAt: Date, reminderMinutes: number): Date {
  return new Date(startsAt.getTime() - reminderMinutes * 60_000);
}

/** The rain notice's action: it opens the booking's cancel dialog (its title is push.rainCancel). */
export const RAIN_CANCEL_ACTION = 'cancel-free';

/**
 * What a push message carries (JSON, encrypted by the push service's keys): the service worker
 * shows `title` and `body` under `tag` (a newer notice with the same tag replaces the older) and
 * opens `url`, or the chosen action's own URL, on a click.
 */
export interface PushPayload {
  kind: NotificationKind;
  title: string;
  body: string;
  /** A path of the app ('/bookings/…', '/matches', '/profile?tab=…'). */
  url: string;
  tag: string;
  actions?: { action: string; title: string; url: string }[];
}
