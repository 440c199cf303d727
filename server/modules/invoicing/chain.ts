/**
 * The one chain writer (decision 091): numbers the tickets sales wrote, in the order they were
 * written, and writes each one's billing record chained to the issuer's record before it. One
 * writer at a time holds a transaction-scoped advisory lock, so numbers never repeat nor skip
 * and the chain never forks; a crash before it runs leaves the tickets waiting, never lost.
 */
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { clubDate, isoWithOffset } from '@/domain/club-time.ts';
import {
  invoiceNumber,
  isExempt,
  seriesRoleOf,
  taxBreakdown,
  ticketTotals,
  vatRateOf,
} from '@/domain/invoicing.ts';
import type { Mailer } from '../../adapters/mail/index.ts';
import type { Config } from '../../config.ts';
import type { Database, Tx } from '../../db/client.ts';
import type { Realtime } from '../../realtime.ts';
import {
  billingRecords,
  invoiceCounters,
  invoices,
  type InvoiceLineRow,
} from '../../db/schema/index.ts';
import type { BillingRecord, PreviousRecord, RecordBody } from '@/domain/billing-records.ts';
import { fingerprintOf } from './aeat/fingerprint.ts';
import { mailTickets } from './mail.ts';
import { isReady, readInvoicing, type InvoicingSettings } from './settings.ts';
import { isIssued, ticketLines, type IssuedRow } from './views.ts';

/** The advisory lock of the issuer's chain (any constant no other lock uses). */
const CHAIN_LOCK = 4_300_091;
const BATCH = 500;

export interface ChainContext {
  db: Database;
  now: () => Date;
  config: Pick<Config, 'club' | 'publicUrl'>;
  /** Tells each payer their new tickets (`invoicesUpdated:{userId}`); tests go without. */
  realtime?: Pick<Realtime, 'emitToUser'>;
  /** E-mails each new ticket to its payer; tests go without. */
  mailer?: Mailer;
}

type Draft = typeof invoices.$inferSelect;

/** The lines a draft is issued with: a sale's at today's rate, a correction's at its ticket's. */
function linesOf(draft: Draft, settings: InvoicingSettings, corrected?: Draft): InvoiceLineRow[] {
  if (corrected) {
    return corrected.lines.map((l) => ({ ...l, totalCents: draft.totalCents }));
  }
  return draft.lines.map((line) => {
    const treatment = settings.vat[line.kind];
    return {
      ...line,
      rate: vatRateOf(treatment),
      exempt: isExempt(treatment) ? treatment.exempt : null,
    };
  });
}

async function correctedOf(tx: Tx, drafts: Draft[]): Promise<Map<string, Draft>> {
  const ids = [...new Set(drafts.flatMap((d) => (d.correctsId ? [d.correctsId] : [])))];
  if (ids.length === 0) return new Map();
  const rows = await tx.select().from(invoices).where(inArray(invoices.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

async function countersOf(tx: Tx, year: number): Promise<Map<string, number>> {
  const rows = await tx
    .select()
    .from(invoiceCounters)
    .where(eq(invoiceCounters.year, year))
    .for('update');
  return new Map(rows.map((r) => [r.series, r.last]));
}

/** Where the issuer's chain stands: its last position and record, and how a new one is kept. */
interface Cursor {
  position: number;
  previous: PreviousRecord | null;
  generatedAt: string;
  verifactu: boolean;
}

async function cursorOf(tx: Tx, generatedAt: string, verifactu: boolean): Promise<Cursor> {
  const [last] = await tx
    .select({ position: billingRecords.position, record: billingRecords.record })
    .from(billingRecords)
    .orderBy(desc(billingRecords.position))
    .limit(1);
  if (!last) return { position: 0, previous: null, generatedAt, verifactu };
  const { issuerNif, number, day, fingerprint } = last.record;
  const previous = { issuerNif, number, day, fingerprint };
  return { position: last.position, previous, generatedAt, verifactu };
}

/** Appends a record to the chain: its fingerprint over the one before, its place after it. */
async function append(
  tx: Tx,
  cursor: Cursor,
  invoiceId: string,
  unsigned: RecordBody,
): Promise<void> {
  const withLink = { ...unsigned, previous: cursor.previous, generatedAt: cursor.generatedAt };
  const fingerprint = fingerprintOf(withLink);
  cursor.position += 1;
  await tx.insert(billingRecords).values({
    position: cursor.position,
    invoiceId,
    record: { ...withLink, fingerprint } as BillingRecord,
    fingerprint,
    state: cursor.verifactu ? 'pending' : 'kept',
  });
  cursor.previous = {
    issuerNif: unsigned.issuerNif,
    number: unsigned.number,
    day: unsigned.day,
    fingerprint,
  };
}

/** The drafts waiting for their number, in the order the sales wrote them. */
function waitingDrafts(tx: Tx) {
  return tx
    .select()
    .from(invoices)
    .where(isNull(invoices.number))
    .orderBy(asc(invoices.seq))
    .limit(BATCH);
}

/** Invoices an admin voided whose registro de anulación is not in the chain yet. */
function waitingVoids(tx: Tx) {
  return tx
    .select()
    .from(invoices)
    .where(
      and(
        isNotNull(invoices.voidedAt),
        sql`not exists (select 1 from ${billingRecords} r where r.invoice_id = ${invoices.id}
          and r.record ->> 'operation' = 'anulacion')`,
      ),
    )
    .orderBy(asc(invoices.voidedAt))
    .limit(BATCH);
}

/** Numbers the drafts with their altas, then appends the voids' anulaciones. */
async function chainBatch(ctx: ChainContext, tx: Tx, numbered: IssuedRow[]): Promise<number> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${CHAIN_LOCK})`);
  const settings = await readInvoicing(tx);
  if (!isReady(settings)) return 0;
  const drafts = await waitingDrafts(tx);
  const voids = await waitingVoids(tx);
  if (drafts.length === 0 && voids.length === 0) return 0;
  const now = ctx.now();
  const zone = ctx.config.club.timezone;
  const cursor = await cursorOf(tx, isoWithOffset(now, zone), settings.mode === 'verifactu');
  if (drafts.length > 0) await numberDrafts(tx, { now, zone, settings, cursor }, drafts, numbered);
  for (const invoice of voids) {
    if (!isIssued(invoice) || !invoice.issuer) continue;
    await append(tx, cursor, invoice.id, {
      operation: 'anulacion',
      issuerNif: invoice.issuer.nif,
      issuerName: invoice.issuer.name,
      number: invoice.number,
      day: clubDate(invoice.issuedAt, zone),
    });
  }
  return Math.max(drafts.length, voids.length);
}

interface Numbering {
  now: Date;
  zone: string;
  settings: InvoicingSettings;
  cursor: Cursor;
}

async function numberDrafts(tx: Tx, n: Numbering, drafts: Draft[], numbered: IssuedRow[]) {
  const { now, zone, settings, cursor } = n;
  const day = clubDate(now, zone);
  const year = Number(day.slice(0, 4));
  const counters = await countersOf(tx, year);
  const corrected = await correctedOf(tx, drafts);
  const issuer = { ...settings.issuer };
  const verifactu = cursor.verifactu;
  for (const draft of drafts) {
    const series = settings.series[seriesRoleOf(draft.type)];
    const consecutive = (counters.get(series) ?? 0) + 1;
    counters.set(series, consecutive);
    const number = invoiceNumber(series, year, consecutive);
    const original = draft.correctsId ? corrected.get(draft.correctsId) : undefined;
    const lines = linesOf(draft, settings, original);
    const taxes = taxBreakdown(ticketLines(lines));
    const totals = ticketTotals(taxes);
    await tx
      .update(invoices)
      .set({ series, year, consecutive, number, issuedAt: now, issuer, verifactu, lines })
      .where(eq(invoices.id, draft.id));
    await append(tx, cursor, draft.id, {
      operation: 'alta',
      issuerNif: issuer.nif,
      issuerName: issuer.name,
      number,
      day,
      type: draft.type,
      description: draft.description.slice(0, 500),
      recipient: draft.recipient ? { nif: draft.recipient.nif, name: draft.recipient.name } : null,
      corrects:
        original?.number && original.issuedAt
          ? { number: original.number, day: clubDate(original.issuedAt, zone) }
          : null,
      taxes,
      vatTotalCents: totals.vat,
      totalCents: totals.total,
    });
    // A correction later in the same batch reads its ticket as just numbered.
    corrected.set(draft.id, { ...draft, number, issuedAt: now, lines });
    numbered.push({ ...draft, series, year, consecutive, number, issuedAt: now, issuer, lines });
  }
  await tx
    .insert(invoiceCounters)
    .values([...counters].map(([series, last]) => ({ series, year, last })))
    .onConflictDoUpdate({
      target: [invoiceCounters.series, invoiceCounters.year],
      set: { last: sql`excluded.last` },
    });
}

/**
 * Numbers every waiting draft, batch after batch, then tells their payers and e-mails each ticket;
 * the count numbered.
 */
export async function chainPending(ctx: ChainContext): Promise<number> {
  let total = 0;
  let done = BATCH;
  while (done === BATCH) {
    const numbered: IssuedRow[] = [];
    done = await ctx.db.transaction((tx) => chainBatch(ctx, tx, numbered));
    total += done;
    const payers = new Set(numbered.flatMap((row) => (row.payerId ? [row.payerId] : [])));
    for (const id of payers) ctx.realtime?.emitToUser(id, `invoicesUpdated:${id}`, {});
    if (ctx.mailer) await mailTickets({ ...ctx, mailer: ctx.mailer }, numbered);
  }
  return total;
}

const running = new WeakMap<Database, { again: boolean; done: Promise<void> }>();

/**
 * Runs the writer soon, once per process at a time: a call while it runs asks for one more
 * pass, so a sale committed during a pass is numbered by the next one, never left waiting.
 */
export function kickChain(ctx: ChainContext): Promise<void> {
  const current = running.get(ctx.db);
  if (current) {
    current.again = true;
    return current.done;
  }
  const state = { again: false, done: Promise.resolve() };
  state.done = (async () => {
    try {
      do {
        state.again = false;
        await chainPending(ctx);
      } while (state.again);
    } finally {
      running.delete(ctx.db);
    }
  })();
  running.set(ctx.db, state);
  return state.done;
}
