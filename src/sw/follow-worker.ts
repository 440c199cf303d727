/**
 * The app's end of a notification click (push-sw.ts): the worker tells an open window where to
 * go, and the router takes it there, no reload. The answer on the message's port tells the worker
 * it was followed; without it the worker navigates the window itself.
 */
import { NAVIGATE_MESSAGE, isAppPath } from './push-helpers.ts';

export function followWorkerNavigation(navigate: (href: string) => void): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data as { type?: unknown; url?: unknown } | null;
    if (data?.type !== NAVIGATE_MESSAGE || !isAppPath(data.url)) return;
    navigate(data.url);
    event.ports[0]?.postMessage('ok');
  });
}
