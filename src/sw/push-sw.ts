/**
 * The service worker's push half, loaded into the generated worker with `importScripts`
 * (vite.config.ts; decision 057): a push message becomes a notification, and a click on it opens
 * the screen it names, in the app's open window when there is one.
 *
 * TypeScript's DOM library has no service-worker types (the WebWorker library clashes with DOM in
 * this project's one tsconfig), so the few used here are declared below.
 */
import {
  NAVIGATE_MESSAGE,
  clickTarget,
  notificationOptions,
  parsePushPayload,
  pickWindow,
  type NavigateMessage,
} from './push-helpers.ts';

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEvent extends ExtendableEvent {
  readonly data: { text(): string } | null;
}
interface NotificationEvent extends ExtendableEvent {
  readonly action: string;
  readonly notification: Notification;
}
interface WindowClient {
  readonly url: string;
  readonly focused: boolean;
  readonly visibilityState: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
  postMessage(message: unknown, transfer: Transferable[]): void;
}
interface SwScope {
  readonly location: Location;
  readonly registration: ServiceWorkerRegistration;
  readonly clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
}

declare const self: SwScope;

/** How long a window has to say it followed the message before it is navigated instead. */
const ACK_TIMEOUT_MS = 1500;

self.addEventListener('push', (event) => {
  const payload = parsePushPayload(event.data?.text());
  if (!payload) return;
  // `actions` and `renotify` are service-worker options DOM's NotificationOptions does not list.
  const options = notificationOptions(payload) as NotificationOptions;
  keepAlive(event, self.registration.showNotification(payload.title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = clickTarget(event.notification.data, event.action || undefined);
  keepAlive(event, openApp(url));
});

/**
 * `waitUntil`, which throws for an event dispatched by a script rather than the browser (the e2e
 * test's click: Chromium cannot click a system notification from the DevTools protocol). The
 * work runs either way; only the worker's lifetime extension is lost.
 */
function keepAlive(event: ExtendableEvent, work: Promise<unknown>): void {
  try {
    event.waitUntil(work);
  } catch {
    // Not the browser's event: nothing to extend.
  }
}

/**
 * Brings the app to `url`: its open window is focused and told to go there (its router follows, so
 * no reload and no second window); a window that does not answer (the door page, an app too old to
 * listen) is navigated; with none open, a new one.
 */
async function openApp(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const target = pickWindow(windows, self.location.origin);
  if (!target) {
    await self.clients.openWindow(url);
    return;
  }
  const focused = await target.focus().catch(() => target);
  if (await tellWindow(focused, url)) return;
  const navigated = await focused.navigate(url).catch(() => null);
  if (!navigated) await self.clients.openWindow(url);
}

function tellWindow(client: WindowClient, url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(false), ACK_TIMEOUT_MS);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve(true);
    };
    const message: NavigateMessage = { type: NAVIGATE_MESSAGE, url };
    client.postMessage(message, [channel.port2]);
  });
}
