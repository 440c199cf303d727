/**
 * The door page before any framework (unlock.html, src/door-early.ts): plain DOM, no React, so
 * it is most of the early script with press.ts. What it draws mirrors UnlockPage.
 */
import { clearPersistedCache } from '@/app/persisted-cache.ts';
import { isMemberRole } from '@/domain/roles.ts';
import {
  handleSessionLost,
  pressDoor,
  pressState,
  subscribePress,
  UNLOCK_FAILURE,
  UNLOCK_SUCCESS,
  type PressReason,
} from './press.ts';
import { clearLocalStorage, readStoredUser } from '@/lib/storage.ts';
import { earlyLanguage, earlyTexts, type EarlyKey } from './early-texts.ts';

type Texts = Record<EarlyKey, string>;

const byId = (id: string) => document.getElementById(id);

/** The answer as the React page shows it: an alert with a title and the reason under it. */
function alertOf(role: 'status' | 'alert', title: string, reason: string | null): HTMLElement {
  const alert = document.createElement('div');
  alert.className = 'door-alert';
  alert.setAttribute('role', role);
  const strong = document.createElement('strong');
  strong.textContent = title;
  alert.append(strong);
  if (reason) alert.append(reason);
  return alert;
}

/**
 * The page in the member's language: unlock.html is written in Spanish; each element marked
 * `data-text` takes its key's text, before the first paint.
 */
function translatePage(texts: Texts, language: string): void {
  document.documentElement.lang = language;
  document.title = texts['door.pageTitle'];
  for (const element of document.querySelectorAll<HTMLElement>('[data-text]')) {
    const text = texts[element.dataset.text as EarlyKey] as string | undefined;
    if (text) element.textContent = text;
  }
  byId('door-busy')?.setAttribute('aria-label', texts['door.opening']);
}

function reasonText(reason: PressReason | null, texts: Texts | null): string | null {
  if (!reason) return null;
  return 'text' in reason ? reason.text : (texts?.[reason.key] ?? null);
}

function draw(
  button: HTMLButtonElement,
  busy: HTMLElement,
  answer: HTMLElement,
  texts: Texts | null,
): void {
  const { pending, outcome } = pressState();
  button.hidden = pending;
  busy.hidden = !pending;
  // Without the build's texts (dev server, tests) the keys' Spanish is the page's own.
  const say = (key: EarlyKey) => texts?.[key] ?? key;
  if (outcome?.kind === 'opened') {
    answer.replaceChildren(alertOf('status', say(UNLOCK_SUCCESS), null));
  } else if (outcome?.kind === 'failed') {
    answer.replaceChildren(
      alertOf('alert', say(UNLOCK_FAILURE), reasonText(outcome.reason, texts)),
    );
  } else answer.replaceChildren();
}

/** As door-main.tsx does: what this device kept of the session goes, then on to the login. */
function sessionLost(): void {
  clearLocalStorage();
  void clearPersistedCache().finally(() => window.location.replace('/?redirect=%2Funlock'));
}

/**
 * Makes unlock.html's door work: the member's name, the button through the page's one press, its
 * spinner and answers. A device nobody is signed in on gets no button.
 */
export function startEarlyDoor(): void {
  const page = byId('door-early');
  const button = byId('door-press') as HTMLButtonElement | null;
  const [busy, answer, member] = [byId('door-busy'), byId('door-answer'), byId('door-member')];
  if (!page || !button || !busy || !answer || !member) return;
  const language = earlyLanguage();
  const texts = earlyTexts(language);
  if (texts) translatePage(texts, language);
  const user = readStoredUser();
  // Nobody signed in on this device: no button; the full page asks the server, then goes to
  // the login or draws the door.
  if (!user) return void (page.hidden = true);
  if (isMemberRole(user.role)) document.body.dataset.member = '';
  member.textContent = user.name;
  handleSessionLost(sessionLost);
  subscribePress(() => draw(button, busy, answer, texts));
  button.addEventListener('click', () => void pressDoor());
  button.disabled = false;
}
