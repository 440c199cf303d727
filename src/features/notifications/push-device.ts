/**
 * This device's side of web push: whether the browser can, what the member decided, and the
 * subscription itself. Permission is asked only from a member's click (`subscribeDevice`), never
 * on its own.
 */
import type { MessageKey } from '@/i18n/keys.ts';

/** What this browser allows: no push at all, blocked by the member, or asked / not yet asked. */
export type PushSupport = 'unsupported' | 'denied' | 'granted' | 'default';

export function pushSupport(): PushSupport {
  if (
    typeof window === 'undefined' ||
    !('serviceWorker' in navigator) ||
    !('PushManager' in window) ||
    !('Notification' in window)
  ) {
    return 'unsupported';
  }
  return Notification.permission;
}

/** `pushManager.subscribe` takes the key as bytes; the server gives it as base64url. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** This device's subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() === 'unsupported') return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Why subscribing stopped before reaching the server. */
export class PushRefused extends Error {
  override readonly name = 'PushRefused';
  /** Why, as the catalogue's key: whoever shows it says it in the member's language. */
  constructor(readonly reason: MessageKey) {
    super(reason);
  }
}

/**
 * Asks for permission (the browser's own prompt) and subscribes this device with the club's key;
 * an existing subscription under another key is replaced.
 */
export async function subscribeDevice(publicKey: string): Promise<PushSubscription> {
  if (pushSupport() === 'unsupported') {
    throw new PushRefused('notifications.browserCannot');
  }
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    throw new PushRefused('notifications.noPermission');
  }
  const registration = await navigator.serviceWorker.ready;
  const key = base64UrlToBytes(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing) {
    const same = existing.options.applicationServerKey;
    if (same && sameBytes(new Uint8Array(same), key)) return existing;
    await existing.unsubscribe();
  }
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}
