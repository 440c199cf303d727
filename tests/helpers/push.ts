/**
 * A browser with the Push API for component tests (jsdom has none): a service worker registration
 * whose push manager subscribes and unsubscribes, and a Notification permission the test sets and
 * the `requestPermission` answer it chooses. Undo with {@link removeFakePush}.
 */
import { vi } from 'vitest';

export interface FakePush {
  requestPermission: ReturnType<typeof vi.fn>;
  subscribe: ReturnType<typeof vi.fn>;
  unsubscribe: ReturnType<typeof vi.fn>;
  /** The subscription's JSON, as the server receives it. */
  subscriptionJson: {
    endpoint: string;
    expirationTime: null;
    keys: { p256dh: string; auth: string };
  };
}

export const FAKE_VAPID_KEY =
  'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

export function installFakePush({
  permission = 'default',
  answer = 'granted',
  subscribed = false,
}: {
  permission?: NotificationPermission;
  /** What the browser's prompt answers. */
  answer?: NotificationPermission;
  subscribed?: boolean;
} = {}): FakePush {
  const subscriptionJson = {
    endpoint: 'https://push.example/send/abc',
    expirationTime: null,
    keys: { p256dh: 'BPublicKeyOfTheDevice', auth: 'authSecret' },
  };
  let current: PushSubscription | null = null;
  const unsubscribe = vi.fn(() => {
    current = null;
    return Promise.resolve(true);
  });
  const makeSubscription = () =>
    ({
      endpoint: subscriptionJson.endpoint,
      options: { applicationServerKey: null },
      toJSON: () => subscriptionJson,
      unsubscribe,
    }) as unknown as PushSubscription;
  if (subscribed) current = makeSubscription();
  const subscribe = vi.fn(() => {
    current = makeSubscription();
    return Promise.resolve(current);
  });
  const registration = {
    pushManager: { getSubscription: () => Promise.resolve(current), subscribe },
  } as unknown as ServiceWorkerRegistration;

  const state = { permission };
  const requestPermission = vi.fn(() => {
    state.permission = answer;
    return Promise.resolve(answer);
  });
  class FakeNotification {
    static get permission() {
      return state.permission;
    }
    static requestPermission = requestPermission;
  }
  Object.defineProperty(window, 'Notification', { configurable: true, value: FakeNotification });
  Object.defineProperty(window, 'PushManager', { configurable: true, value: class {} });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      ready: Promise.resolve(registration),
      getRegistration: () => Promise.resolve(registration),
      addEventListener: () => {},
    },
  });
  return { requestPermission, subscribe, unsubscribe, subscriptionJson };
}

/** Back to jsdom's browser without push. */
export function removeFakePush(): void {
  for (const [target, name] of [
    [window, 'Notification'],
    [window, 'PushManager'],
    [navigator, 'serviceWorker'],
  ] as const) {
    Reflect.deleteProperty(target, name);
  }
}
