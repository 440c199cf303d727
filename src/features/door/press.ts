/**
 * A press of the door button ('Abrir puerta'), shared by the door page's early script (src/door-early.ts, plain
 * DOM, drawn before any framework) and the React page that takes over from it (door-button.tsx).
 * Framework-free on purpose: it is most of the early script. The early script is inlined in
 * unlock.html, a copy of this code of its own, so the press lives on the page (`globalThis`), not
 * in the module: both copies see the same press, a tap on the early button still in flight when
 * React takes over is shown by React and answered once, and no second request leaves while one
 * is on its way.
 */

import type { EarlyKey } from './early-texts.ts';

/** The spec uses one fixed door; a club with another identifier sets VITE_DOOR_ID. */
export const DOOR_ID: string = import.meta.env.VITE_DOOR_ID ?? 'main';

// The door catalogue's keys, shown by whichever page holds the press (no Lingui here: the early
// script has its own texts, ./early-texts.ts).
export const UNLOCK_SUCCESS = 'door.unlockSuccess' satisfies EarlyKey;
export const UNLOCK_FAILURE = 'door.unlockFailure' satisfies EarlyKey;
export const UNLOCK_OFFLINE_REASON = 'door.offlineReason' satisfies EarlyKey;
export const UNLOCK_UNREACHABLE = 'door.unreachable' satisfies EarlyKey;

// As src/lib/http.ts has it, without ky: the early script stays a few KB.
const API_BASE_URL: string = import.meta.env.VITE_API_URL ?? '/api';

export type PressOutcome =
  | { kind: 'opened' }
  /** Refused or failed: the server's reason (`text`), ours (`key`), or null when none was sent. */
  | { kind: 'failed'; reason: PressReason | null }
  | { kind: 'session-lost' };

export type PressReason =
  { text: string } | { key: typeof UNLOCK_OFFLINE_REASON | typeof UNLOCK_UNREACHABLE };

export interface PressState {
  pending: boolean;
  outcome: PressOutcome | null;
}

interface PagePress {
  state: PressState;
  inFlight: Promise<PressOutcome> | null;
  onSessionLost: (() => void) | null;
  listeners: Set<() => void>;
}

/** The page's one press, made by whichever copy of this code runs first. */
const page = globalThis as typeof globalThis & { clubDoorPress?: PagePress };
const press: PagePress = (page.clubDoorPress ??= {
  state: { pending: false, outcome: null },
  inFlight: null,
  onSessionLost: null,
  listeners: new Set(),
});

function set(next: PressState): void {
  press.state = next;
  for (const listener of press.listeners) listener();
}

export const pressState = (): PressState => press.state;

export function subscribePress(listener: () => void): () => void {
  press.listeners.add(listener);
  return () => void press.listeners.delete(listener);
}

/**
 * Who answers a lost session: the early script until the React page takes over, then the page.
 * Called once per press that met it, by whoever holds the page then.
 */
export function handleSessionLost(handler: (() => void) | null): void {
  press.onSessionLost = handler;
}

/** The server's reason, in the page's language (`message`, or `msg` as some hosts name it). */
async function reasonOf(response: Response): Promise<PressReason | null> {
  const body = (await response.json().catch(() => null)) as { message?: unknown; msg?: unknown };
  const text = [body?.message, body?.msg].find((m) => typeof m === 'string' && m !== '');
  return typeof text === 'string' ? { text } : null;
}

async function send(): Promise<PressOutcome> {
  let response: Response;
  try {
    response = await fetch(new URL(`${API_BASE_URL}/access/doors/unlock`, document.baseURI), {
      method: 'POST',
      credentials: 'include',
      // The refusal comes back in the language shown: the page's `lang` follows it.
      headers: {
        'Content-Type': 'application/json',
        'Accept-Language': document.documentElement.lang || 'es',
      },
      body: JSON.stringify({ doorId: DOOR_ID }),
    });
  } catch {
    // No answer while offline: the connection dropped while the request was on its way.
    return {
      kind: 'failed',
      reason: { key: navigator.onLine ? UNLOCK_UNREACHABLE : UNLOCK_OFFLINE_REASON },
    };
  }
  if (response.ok) return { kind: 'opened' };
  // A refusal (409) is an answer with its reason; only a 401 means the session is gone.
  if (response.status === 401) return { kind: 'session-lost' };
  return { kind: 'failed', reason: await reasonOf(response) };
}

/**
 * POST /access/doors/unlock, once. A press while one is on its way joins it and sends nothing.
 * Offline it fails at once and nothing is kept to send later (the door would open with nobody
 * in front of it).
 */
export function pressDoor(): Promise<PressOutcome> {
  if (press.inFlight) return press.inFlight;
  if (!navigator.onLine) {
    const outcome: PressOutcome = { kind: 'failed', reason: { key: UNLOCK_OFFLINE_REASON } };
    set({ pending: false, outcome });
    return Promise.resolve(outcome);
  }
  set({ pending: true, outcome: null });
  press.inFlight = send().then((outcome) => {
    press.inFlight = null;
    set({ pending: false, outcome });
    if (outcome.kind === 'session-lost') press.onSessionLost?.();
    return outcome;
  });
  return press.inFlight;
}

/** Leaving the button: its answer goes with it (a press on its way is still answered). */
export function forgetOutcome(): void {
  if (press.state.outcome) set({ pending: press.state.pending, outcome: null });
}

/** For tests: no press made, none on its way. */
export function resetPress(): void {
  press.inFlight = null;
  press.onSessionLost = null;
  set({ pending: false, outcome: null });
}
