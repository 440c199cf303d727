import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'club1234';

/** Signs in through the login screen and waits for where it lands. */
export async function signIn(page: Page, email: string, landing: RegExp = /\/home$/) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Contraseña/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page).toHaveURL(landing);
}

/** Waits until the service worker is active and controls this page (one reload at most). */
export async function waitForServiceWorkerControl(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    await page.reload();
  }
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null))
    .toBe('activated');
}

/** Keys of the persisted query caches in IndexedDB (idb-keyval's default store). */
export async function persistedCacheKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onupgradeneeded = () => open.result.createObjectStore('keyval');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('keyval', 'readonly');
          const request = tx.objectStore('keyval').getAllKeys();
          request.onsuccess = () => {
            db.close();
            resolve(request.result.map(String).filter((k) => k.startsWith('club-query-cache:')));
          };
          request.onerror = () => reject(request.error);
        };
      }),
  );
}

/** The persisted cache of one key, parsed (the persister stores a JSON string). */
export async function persistedQueryKeys(page: Page, key: string): Promise<string[]> {
  return page.evaluate(
    (k) =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const request = db.transaction('keyval', 'readonly').objectStore('keyval').get(k);
          request.onsuccess = () => {
            db.close();
            const client = request.result
              ? (JSON.parse(String(request.result)) as {
                  clientState: { queries: { queryHash: string }[] };
                })
              : null;
            resolve(client ? client.clientState.queries.map((q) => q.queryHash) : []);
          };
          request.onerror = () => reject(request.error);
        };
      }),
    key,
  );
}
