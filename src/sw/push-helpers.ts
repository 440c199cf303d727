/**
 * The pure half of the push service worker (push-sw.ts): reading a push message, the options of
 * its notification, the URL a click opens and the window it goes to. Kept apart so the unit tests
 * run them without a worker.
 */
import {
  NOTIFICATION_KINDS,
  type NotificationKind,
  type PushPayload,
} from '@/domain/notifications.ts';

/** What the app's window hears from the worker when a click should take it somewhere. */
export const NAVIGATE_MESSAGE = 'club:navigate';
export interface NavigateMessage {
  type: typeof NAVIGATE_MESSAGE;
  url: string;
}

const ICON = '/icons/icon-192.png';
const BADGE = '/icons/icon-192.png';

function isString(value: unknown): value is string {
  return typeof value === 'string';
}

/** Only a path of the app: a payload must never send a member to another site. */
export function isAppPath(url: unknown): url is string {
  return isString(url) && url.startsWith('/') && !url.startsWith('//') && !url.includes('\\');
}

function readActions(value: unknown): PushPayload['actions'] {
  if (!Array.isArray(value)) return undefined;
  const actions = value.filter(
    (a): a is { action: string; title: string; url: string } =>
      typeof a === 'object' &&
      a !== null &&
      isString((a as Record<string, unknown>).action) &&
      isString((a as Record<string, unknown>).title) &&
      isAppPath((a as Record<string, unknown>).url),
  );
  return actions.map(({ action, title, url }) => ({ action, title, url }));
}

/**
 * The payload of a push message (its text), or null when it is not one of ours: the worker then
 * shows nothing rather than a half-made notice.
 */
export function parsePushPayload(text: string | null | undefined): PushPayload | null {
  if (!text) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { kind, title, body, url, tag, actions } = data as Record<string, unknown>;
  if (!NOTIFICATION_KINDS.includes(kind as NotificationKind)) return null;
  if (!isString(title) || !isString(body) || !isString(tag) || !isAppPath(url)) return null;
  const parsed: PushPayload = { kind: kind as NotificationKind, title, body, url, tag };
  const read = readActions(actions);
  if (read && read.length > 0) parsed.actions = read;
  return parsed;
}

/** What the notification keeps for its click: where it and each action lead. */
export interface NotificationData {
  url: string;
  actions: Record<string, string>;
}

/**
 * `showNotification`'s options. DOM's NotificationOptions lacks `actions` (a service-worker-only
 * field), hence its own type.
 */
export interface PushNotificationOptions {
  body: string;
  tag: string;
  icon: string;
  badge: string;
  data: NotificationData;
  actions: { action: string; title: string }[];
  /** An update under the same tag still tells the member something new. */
  renotify: boolean;
}

export function notificationOptions(payload: PushPayload): PushNotificationOptions {
  const actions = payload.actions ?? [];
  return {
    body: payload.body,
    tag: payload.tag,
    icon: ICON,
    badge: BADGE,
    renotify: true,
    data: {
      url: payload.url,
      actions: Object.fromEntries(actions.map((a) => [a.action, a.url])),
    },
    actions: actions.map(({ action, title }) => ({ action, title })),
  };
}

/**
 * The path a click opens: the chosen action's own URL, else the notification's; '/home' when the
 * data is not ours (a notice shown by an older worker).
 */
export function clickTarget(data: unknown, action: string | undefined): string {
  if (typeof data !== 'object' || data === null) return '/home';
  const { url, actions } = data as Partial<NotificationData>;
  const actionUrl =
    action && typeof actions === 'object' && actions !== null ? actions[action] : undefined;
  if (isAppPath(actionUrl)) return actionUrl;
  return isAppPath(url) ? url : '/home';
}

/** The least a window client needs to be chosen. */
export interface ClientLike {
  url: string;
  focused?: boolean;
  visibilityState?: string;
}

/**
 * The app's window a click goes to, of those open on this origin: the focused one, else a visible
 * one, else any.
 */
export function pickWindow<T extends ClientLike>(clients: readonly T[], origin: string): T | null {
  const ours = clients.filter((c) => c.url.startsWith(`${origin}/`) || c.url === origin);
  if (ours.length === 0) return null;
  const ranked = [...ours].sort((a, b) => score(b) - score(a));
  return ranked[0] ?? null;
}

function score(client: ClientLike): number {
  return (client.focused ? 2 : 0) + (client.visibilityState === 'visible' ? 1 : 0);
}
