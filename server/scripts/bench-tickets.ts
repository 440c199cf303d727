/**
 * Issue 43's yardstick: the same wallet payments with tickets on (the club's issuer set: each
 * payment writes its ticket, the chain writer numbers them beside the load) and off (no issuer:
 * nothing written). Rounds alternate, off then on, so the machine's drift falls on both sides.
 */
import type { DatabaseHandle } from '../db/client.ts';
import { readInvoicing, saveInvoicing } from '../modules/invoicing/index.ts';
import { pooled, runLoad, type LoadResult, type Req } from './bench-tools.ts';

const ROUNDS = Number(process.env.BENCH_TICKET_ROUNDS ?? 2);
const NO_ISSUER = { nif: '', name: '', address: '' };

export async function ticketsOnAndOff(
  handle: DatabaseHandle,
  port: number,
  connections: number,
  payments: () => Promise<Req[]>,
): Promise<{ on: LoadResult; off: LoadResult; line: string }> {
  const saved = await readInvoicing(handle.db);
  if (!saved.issuer.nif) throw new Error('the demo club has no invoicing setup to switch');
  const runs: Record<'on' | 'off', LoadResult[]> = { on: [], off: [] };
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const side of ['off', 'on'] as const) {
        const issuer = side === 'on' ? saved.issuer : NO_ISSUER;
        await saveInvoicing(handle.db, { ...saved, issuer });
        const list = await payments();
        runs[side].push(await runLoad(port, list, { connections, amount: list.length }));
      }
    }
  } finally {
    await saveInvoicing(handle.db, saved);
  }
  const on = pooled(runs.on);
  const off = pooled(runs.off);
  const line = `tickets on ${on.rps.toFixed(0)} req/s p99 ${on.p99.toFixed(1)} ms, off ${off.rps.toFixed(0)} req/s p99 ${off.p99.toFixed(1)} ms: on ${(on.rps / off.rps).toFixed(2)}× off`;
  return { on, off, line };
}
