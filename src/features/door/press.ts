/**
 * A press of 'Abrir puerta', shared by the door page's early script (src/door-early.ts, plain
 * DOM, drawn before any framework) and the React page that takes over from it (door-button.tsx).
 * Framework-free on purpose: it is most of the early script. One module instance per page, so
 * both see the same press: a tap on the early button still in flight when React takes over is
 * shown by React and answered once, and no second request leaves while one is on its way.
 */

/** The spec uses one fixed door; a club with another identifier sets VITE_DOOR_ID. */
export const DOOR_ID: string = import.meta.env.VITE_DOOR_ID ?? 'main';

export const UNLOCK_SUCCESS = 'Puerta abierta. Quizas tengas que esperar unos segundos.';
export const UNLOCK_FAILURE = 'No se pudo abrir la puerta. Inténtalo de nuevo.';
export const UNLOCK_OFFLINE_REASON =
  'Sin conexión a internet: conéctate y vuelve a pulsar el botón. No se enviará nada después.';
export const UNLOCK_UNREACHABLE = 'No se pudo contactar con el club.';

// As src/lib/http.ts has it, without ky: the early script stays a few KB.
const API_BASE_URL: string = import.meta.env.VITE_API_URL ?? '/api';

export type PressOutcome =
  | { kind: 'opened' }
  /** Refused or failed: the server's reason, the offline text, or null when none was sent. */
  | { kind: 'failed'; reason: string | null }
  | { kind: 'session-lost' };

export interface PressState {
  pending: boolean;
  outcome: PressOutcome | null;
}

let state: PressState = { pending: false, outcome: null };
let inFlight: Promise<PressOutcome> | null = null;
let onSessionLost: (() => void) | null = null;
const listeners = new Set<() => void>();

function set(next: PressState): void {
  state = next;
  for (const listener of listeners) listener();
}

export const pressState = (): PressState => state;

export function subscribePress(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * Who answers a lost session: the early script until the React page takes over, then the page.
 * Called once per press that met it, by whoever holds the page then.
 */
export function handleSessionLost(handler: (() => void) | null): void {
  onSessionLost = handler;
}

/** The server's Spanish reason (`message`, or `msg` as some hosts name it), or null. */
async function reasonOf(response: Response): Promise<string | null> {
  const body = (await response.json().catch(() => null)) as { message?: unknown; msg?: unknown };
  const text = [body?.message, body?.msg].find((m) => typeof m === 'string' && m !== '');
  return typeof text === 'string' ? text : null;
}

async function send(): Promise<PressOutcome> {
  let response: Response;
  try {
    response = await fetch(new URL(`${API_BASE_URL}/access/doors/unlock`, document.baseURI), {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ doorId: DOOR_ID }),
    });
  } catch {
    // No answer while offline: the connection dropped while the request was on its way.
    return {
      kind: 'failed',
      reason: navigator.onLine ? UNLOCK_UNREACHABLE : UNLOCK_OFFLINE_REASON,
    };
  }
  if (response.ok) return { kind: 'opened' };
  // A refusal (403) is an answer with its reason; only a 401 means the session is gone.
  if (response.status === 401) return { kind: 'session-lost' };
  return { kind: 'failed', reason: await reasonOf(response) };
}

/**
 * POST /access/doors/unlock, once. A press while one is on its way joins it and sends nothing.
 * Offline it fails at once and nothing is kept to send later (the door would open with nobody
 * in front of it).
 */
export function pressDoor(): Promise<PressOutcome> {
  if (inFlight) return inFlight;
  if (!navigator.onLine) {
    const outcome: PressOutcome = { kind: 'failed', reason: UNLOCK_OFFLINE_REASON };
    set({ pending: false, outcome });
    return Promise.resolve(outcome);
  }
  set({ pending: true, outcome: null });
  inFlight = send().then((outcome) => {
    inFlight = null;
    set({ pending: false, outcome });
    if (outcome.kind === 'session-lost') onSessionLost?.();
    return outcome;
  });
  return inFlight;
}

/** Leaving the button: its answer goes with it (a press on its way is still answered). */
export function forgetOutcome(): void {
  if (state.outcome) set({ pending: state.pending, outcome: null });
}

/** For tests: no press made, none on its way. */
export function resetPress(): void {
  inFlight = null;
  onSessionLost = null;
  set({ pending: false, outcome: null });
}
