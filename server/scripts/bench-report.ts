/** One scenario's line of the bench's output. */
import type { LoadResult } from './bench-tools.ts';

export function report(engine: string, name: string, r: LoadResult, reference?: LoadResult) {
  const codes = Object.entries(r.statuses)
    .map(([code, n]) => `${code}×${n}`)
    .join(' ');
  const ratio = reference ? `${(r.rps / reference.rps).toFixed(2)}×` : 'ref';
  const ms = (n: number) => n.toFixed(2);
  // PGlite runs inside the server's thread: its time is the server's.
  const postgres = engine === 'postgres' ? ` postgres ${ms(r.cpu.postgres)}` : '';
  console.log(
    [
      `  ${engine.padEnd(10)} ${name.padEnd(16)}`,
      `${r.rps.toFixed(0).padStart(6)} req/s ${ratio.padStart(6)}`,
      `p50 ${r.p50.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(7)} ms`,
      `(with connects ${r.p99All.toFixed(0).padStart(4)} ms)`,
      `${r.statementsPerRequest.toFixed(1).padStart(5)} stmt/req  load ${r.load.toFixed(2)}`,
      `cpu ms/req: server ${ms(r.cpu.server)} threads ${ms(r.cpu.helpers)}${postgres} autocannon ${ms(r.cpu.loader)}`,
      `(${r.requests} requests: ${codes}${r.errors ? `, ${r.errors} errors` : ''})`,
    ].join('  '),
  );
}
