/**
 * One Shelly-style RPC call, `Switch.Set` on output 0, shared by the door (a pulse that the device
 * ends itself) and the court lights (a steady on or off). Resolves with the device's answer text;
 * rejects when the device cannot be reached, is too slow or answers an error.
 */
export async function httpSwitchSet(
  baseUrl: string,
  params: Record<string, string>,
  timeoutMs: number,
): Promise<string> {
  const url = new URL(`${baseUrl.replace(/\/$/, '')}/rpc/Switch.Set`);
  url.searchParams.set('id', '0');
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  // A connection per command: a relay closes an idle kept-alive connection on its own schedule,
  // and a command sent on one it had just closed failed (ECONNRESET), the light or the door then
  // waiting for the next try.
  const response = await fetch(url, {
    headers: { connection: 'close' },
    signal: AbortSignal.timeout(timeoutMs),
  });
  // Reading the body also releases the connection.
  const body = await response.text().catch(() => '');
  if (!response.ok) throw new Error(`relay answered HTTP ${response.status}`);
  return `HTTP ${response.status} ${body}`.trim().slice(0, 200);
}
