import { del, keys } from 'idb-keyval';

/** IndexedDB keys are `club-query-cache:{userId}`: one cache per member on a shared phone. */
export const KEY_PREFIX = 'club-query-cache:';

/**
 * Deletes every persisted query cache on this device. Logout calls it (and so does a 401). A file
 * of its own: the door page's early script, a few KB inlined in unlock.html, needs only this.
 */
export async function clearPersistedCache(): Promise<void> {
  try {
    const all = await keys();
    await Promise.all(
      all.filter((k) => typeof k === 'string' && k.startsWith(KEY_PREFIX)).map((k) => del(k)),
    );
  } catch {
    // No IndexedDB (private mode, old browser): nothing was persisted either.
  }
}
