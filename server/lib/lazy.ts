/**
 * A package an adapter needs only once it is used, loaded by the first call and kept. Why: the
 * Stripe SDK, MQTT and nodemailer together take about a fifth of a second to load, which a club on
 * the sandbox gateway, the log door and the outbox (the demo) should not pay at every start. A
 * failed load is not kept, so the next call tries again.
 */
export function lazy<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}
